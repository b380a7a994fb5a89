/**
 * Names, numbers, dates, times, money, phone numbers, emails and codes, as a
 * recognizer writes them, which must come through exactly.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_AND_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "please call me back on +49 170 2345678 after 5 pm",
    keep: ["+49 170 2345678"],
  },
  {
    via: "reply",
    say: "the invoice number is INV-2024-0831 and the amount is €1,250.00",
    context: "From: Anke Vogel\n\nHi, which invoice is still open on your side?\n\nAnke",
    keep: ["INV-2024-0831", "€1,250.00"],
  },
  {
    via: "write",
    say: "my email is k.oyelaran@example.org please use this one from now on",
    keep: ["k.oyelaran@example.org"],
  },
  {
    via: "chat",
    say: "the meeting is on 14 March at 10:30 in room B-204",
    keep: ["14 March", "10:30", "B-204"],
  },
  {
    via: "voice",
    say: "our flight is LH 1234 and it lands at 18:45 in Frankfurt",
    keep: ["LH 1234", "18:45", "Frankfurt"],
  },
  {
    via: "write",
    say: "the total is 3,480 dollars including tax",
    keep: ["3,480"],
  },
  {
    via: "write",
    say: "the PO number is 4500012345 please put it on every invoice",
    keep: ["4500012345"],
  },
  {
    via: "comment",
    say: "we grew from 12 to 45 people in 18 months",
    context: "Small teams, big results: what we learned from scaling a startup in Kraków.",
    keep: ["12", "45", "18 months"],
  },
  {
    via: "write",
    say: "the deadline is March 3rd not March 13th",
    keep: ["March 3rd", "March 13th"],
  },
  {
    via: "reply",
    say: "my mobile is 0917 555 0142 you can text me anytime",
    context:
      "From: Grace Villanueva\n\nHi, what is the best number to reach you while you are in Cebu?\n\nGrace",
    keep: ["0917 555 0142"],
    punctuated: ["0142. You can"],
  },
  {
    via: "write",
    say: "the version 2.3.1 fixes the login bug version 2.4 comes next month",
    keep: ["2.3.1", "2.4"],
    punctuated: ["bug. Version 2.4"],
  },
  {
    via: "chat",
    say: "i paid 89.90 euros for the course and 15 euros for the book",
    keep: ["89.90", "15"],
  },
  {
    via: "write",
    say: "the tracking number is 1Z 999 AA1 0123 4567 84",
    keep: ["1Z 999 AA1 0123 4567 84"],
  },
  {
    via: "voice",
    say: "my daughter turns 7 on the 22nd of June",
    keep: ["7", "22nd of June"],
  },
  {
    via: "write",
    say: "the budget for Q3 is 1.2 million and we spent 40% so far",
    keep: ["Q3", "1.2 million", "40%"],
  },
  {
    via: "reply",
    say: "you can reach Mrs Adeyemi at adeyemi@lagoslogistics.ng or on 0803 123 4567",
    context:
      "From: Daniel Osei\n\nHello, who is our contact for the customs papers in Lagos?\n\nDaniel",
    keep: ["Adeyemi", "adeyemi@lagoslogistics.ng", "0803 123 4567"],
  },
  {
    via: "write",
    say: "the IBAN is DE89 3704 0044 0532 0130 00",
    keep: ["DE89 3704 0044 0532 0130 00"],
  },
  {
    via: "chat",
    say: "Jürgen Weiß and Zofia Wójcik will join the call",
    keep: ["Jürgen Weiß", "Zofia Wójcik"],
  },
  {
    via: "write",
    say: "the appointment is on Tuesday the 9th in the afternoon",
    keep: ["Tuesday the 9th"],
  },
  {
    via: "write",
    say: "please use the code WELCOME25 at checkout it gives 25% off",
    keep: ["WELCOME25", "25%"],
    punctuated: ["checkout. It gives"],
  },
  {
    via: "comment",
    say: "we reduced the response time from 4 hours to 35 minutes",
    context: "How fast does your support team answer a first email? Share your numbers.",
    keep: ["4 hours", "35 minutes"],
  },
  {
    via: "reply",
    say: "the order 7731-B ships on 2 December and arrives around 5 December",
    context: "From: Ayşe Demir\n\nMerhaba, when can we expect our order?\n\nAyşe",
    keep: ["7731-B", "2 December", "5 December"],
  },
  {
    via: "write",
    say: "my new address is Calle Mayor 12 3B 28013 Madrid",
    keep: ["Calle Mayor 12", "28013 Madrid"],
  },
  {
    via: "voice",
    say: "the rent is 950 pounds and the deposit is 1,900",
    keep: ["950", "1,900"],
  },
  {
    via: "write",
    say: "ticket JIRA-4821 is blocked by JIRA-4790",
    keep: ["JIRA-4821", "JIRA-4790"],
  },
  {
    via: "chat",
    say: "Srinivasan from the Chennai office sent the numbers for FY 2025",
    keep: ["Srinivasan", "Chennai", "FY 2025"],
  },
  {
    via: "write",
    say: "the call is at 9 am New York time which is 3 pm in Warsaw",
    keep: ["New York", "Warsaw"],
  },
  {
    via: "reply",
    say: "the password for the guest wifi is Sunflower2026 it changes every month",
    context:
      "From: Yuki Tanaka\n\nHi, we arrive tomorrow for the workshop. Is there a wifi for guests?\n\nYuki",
    keep: ["Sunflower2026"],
    punctuated: ["Sunflower2026. It changes"],
  },
  {
    via: "write",
    say: "the room rate is 120 euros per night with breakfast",
    keep: ["120"],
  },
  {
    via: "write",
    say: "please send the files to Thi Thu Ha Nguyen at ha.nguyen@saigonprint.vn",
    keep: ["Thi Thu Ha Nguyen", "ha.nguyen@saigonprint.vn"],
  },
  {
    via: "voice",
    say: "my employee number is 20417 and my badge number is 88",
    keep: ["20417", "88"],
  },
  {
    via: "chat",
    say: "Mr Al-Rashid lands at 06:15 on Emirates EK 47 from Dubai",
    keep: ["Al-Rashid", "06:15", "EK 47", "Dubai"],
  },
];
