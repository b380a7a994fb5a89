/** Names, numbers, dates, times, money, phone numbers, emails, codes and product names kept exactly. */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "my new number is 0803 555 0192 please update your records",
    keep: ["0803 555 0192"],
    punctuated: ["0192. Please"],
  },
  {
    via: "chat",
    say: "the meeting is on Thursday 14 March at 10:15 in room B12",
    keep: ["14 March", "10:15", "B12"],
  },
  {
    via: "write",
    say: "please send the invoice to accounts@brightline-studio.com by Friday",
    keep: ["accounts@brightline-studio.com", "Friday"],
  },
  {
    via: "write",
    say: "the order number is DE-40519 and the total is €1,249.90",
    keep: ["DE-40519", "€1,249.90"],
  },
  {
    via: "voice",
    say: "Mr Subramanian will call you at 4:45 about policy 7781-2290",
    keep: ["Subramanian", "4:45", "7781-2290"],
  },
  {
    via: "write",
    say: "the iPhone 15 Pro screen is cracked the repair costs $279",
    keep: ["iPhone 15 Pro", "$279"],
    punctuated: ["cracked. The repair"],
  },
  {
    via: "chat",
    say: "Małgorzata Wiśniewska starts on 2 January in the Gdańsk office",
    keep: ["Małgorzata Wiśniewska", "2 January", "Gdańsk"],
  },
  {
    via: "write",
    say: "our tax number is 3840 0192 77 and the bank details are at the bottom of the page",
    keep: ["3840 0192 77"],
  },
  {
    via: "write",
    say: "the delivery to Seo-yeon Park is scheduled for 23 October in the afternoon",
    keep: ["Seo-yeon Park", "23 October"],
  },
  {
    via: "voice",
    say: "we paid 350 euros for the hotel in Valencia",
    keep: ["350", "Valencia"],
  },
  {
    via: "write",
    say: "flight EK 203 to Dubai leaves at 21:40 from terminal 3",
    keep: ["EK 203", "Dubai", "21:40"],
  },
  {
    via: "write",
    say: "my ticket number is 58213 and my account email is li.wen@example.org",
    keep: ["58213", "li.wen@example.org"],
    site: "support.example.com",
  },
  {
    via: "chat",
    say: "the Canon EOS R6 arrived without the battery charger",
    keep: ["Canon EOS R6"],
  },
  {
    via: "write",
    say: "please pay 45,000 naira into account 0123456789 at GTBank",
    keep: ["45,000", "0123456789", "GTBank"],
  },
  {
    via: "write",
    say: "the appointment with Dr Lefèvre is moved to 8 April at 14:30",
    keep: ["Lefèvre", "8 April", "14:30"],
  },
  {
    via: "write",
    say: "you can reach Signora Bianchi on +39 347 555 2810 after six",
    keep: ["Bianchi", "+39 347 555 2810"],
  },
  {
    via: "write",
    say: "the coupon code SUMMER25 gives 25% off until 31 July",
    keep: ["SUMMER25", "25%", "31 July"],
    site: "shop.example.com",
  },
  {
    via: "chat",
    say: "my son's flight PR 102 lands in Manila on December 18",
    keep: ["PR 102", "Manila", "December 18"],
  },
  {
    via: "write",
    say: "the Pro plan costs $49 per month or $490 per year",
    keep: ["$49", "$490"],
    tone: "confident",
  },
  {
    via: "write",
    say: "the samples from Zhang Wei's lab are labelled A-17 and B-03",
    keep: ["Zhang Wei", "A-17", "B-03"],
  },
  {
    via: "write",
    say: "the parents evening is on 3/12 from 5:30 to 7",
    keep: ["3/12", "5:30"],
  },
  {
    via: "write",
    say: "the rent for flat 2B will be £1,150 from 1 September",
    keep: ["2B", "£1,150", "1 September"],
  },
  {
    via: "voice",
    say: "Jürgen Schäfer ordered 12 boxes of the 500 ml bottles",
    keep: ["Jürgen Schäfer", "12", "500 ml"],
  },
  {
    via: "write",
    say: "my PAN is ABCPK1234F and my date of birth is 12/08/1990",
    keep: ["ABCPK1234F", "12/08/1990"],
  },
  {
    via: "write",
    say: "i take 500 mg of metformin twice a day since 2021",
    keep: ["500 mg", "2021"],
  },
  {
    via: "write",
    say: "the Samsung Galaxy S23 i bought on 5 May stopped charging",
    keep: ["Samsung Galaxy S23", "5 May"],
  },
];
