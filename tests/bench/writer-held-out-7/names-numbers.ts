/**
 * Names and numbers that must come through exactly: dates, times, money,
 * phones, emails, codes and product names (held-out 7, written blind).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "my new number is +234 803 555 0192 please save it",
    keep: ["+234 803 555 0192"],
    punctuated: ["0192. Please save it"],
  },
  {
    via: "chat",
    say: "the invoice INV-2026-0418 was paid on 3 November",
    keep: ["INV-2026-0418", "3 November"],
  },
  {
    via: "write",
    say: "you can reach me at joana.ferreira@example.pt any time",
    keep: ["joana.ferreira@example.pt"],
  },
  {
    via: "voice",
    say: "the meeting is on Wednesday 9 December at 14:30 in room B204",
    keep: ["9 December", "14:30", "B204"],
  },
  {
    via: "chat",
    say: "the quote for the new roof is €12,400 including VAT",
    keep: ["€12,400", "VAT"],
  },
  {
    via: "write",
    say: "please ship it to 47 Adeola Odeku Street Victoria Island Lagos",
    keep: ["47 Adeola Odeku Street", "Victoria Island", "Lagos"],
  },
  {
    via: "chat",
    say: "I bought the ThinkPad X1 Carbon last year and the battery already drains fast",
    keep: ["ThinkPad X1 Carbon"],
  },
  {
    via: "write",
    say: "my booking reference is QX7P2L for the flight on 18 January",
    keep: ["QX7P2L", "18 January"],
  },
  {
    via: "voice",
    say: "the pharmacy closes at 7:30 on weekdays",
    keep: ["7:30"],
  },
  {
    via: "chat",
    say: "our revenue grew 18.5% to ₹3.2 crore this quarter",
    keep: ["18.5%", "₹3.2 crore"],
  },
  {
    via: "write",
    say: "the clinic's number is (415) 555-0148 they answer before noon",
    keep: ["(415) 555-0148"],
    punctuated: ["(415) 555-0148. They answer"],
  },
  {
    via: "chat",
    say: "the tracking number is 1Z 999 AA1 01 2345 6784",
    keep: ["1Z 999 AA1 01 2345 6784"],
  },
  {
    via: "write",
    say: "the conference in Kraków runs until 6 March 2027",
    keep: ["Kraków", "6 March 2027"],
  },
  {
    via: "reply",
    context:
      "From: Olusegun Adebayo\n\nGood morning,\n\nPlease confirm whether my deposit for the Lekki apartment has been received.\n\nThank you,\nOlusegun Adebayo",
    say: "tell him the deposit of ₦250,000 reached our account on Monday",
    keep: ["₦250,000", "Monday"],
    says: "reached our account",
  },
  {
    via: "chat",
    say: "Zoë and Søren will join the call from Copenhagen",
    keep: ["Zoë", "Søren", "Copenhagen"],
  },
  {
    via: "write",
    site: "support.example-software.com",
    say: "I upgraded to macOS Sequoia 15.1 and now Excel crashes on startup",
    keep: ["macOS Sequoia 15.1", "Excel"],
  },
  {
    via: "voice",
    say: "my son's school fees are 1,850 dollars per term",
    keep: ["1,850"],
  },
  {
    via: "write",
    say: "please use the discount code SPRING25 at checkout",
    keep: ["SPRING25"],
  },
  {
    via: "chat",
    say: "the guest network password is Blue-Harbor-2026",
    keep: ["Blue-Harbor-2026"],
  },
  {
    via: "write",
    say: "Nguyễn Thị Lan starts on 1 February as our new accountant",
    keep: ["Nguyễn Thị Lan", "1 February"],
  },
  {
    via: "chat",
    say: "the server at 10.0.4.17 has been down since 02:00 UTC",
    keep: ["10.0.4.17", "02:00 UTC"],
  },
  {
    via: "write",
    say: "my employee ID is E-40917 and my manager is Ms O'Connor",
    keep: ["E-40917", "O'Connor"],
  },
  {
    via: "voice",
    say: "the train to Guadalajara leaves from platform 6 at 8:05",
    keep: ["Guadalajara", "8:05"],
  },
  {
    via: "write",
    tone: "formal",
    say: "the signed form goes to hr@nordlicht-gmbh.de by 30 June",
    keep: ["hr@nordlicht-gmbh.de", "30 June"],
  },
  {
    via: "write",
    say: "the repair estimate for my iPhone 15 Pro is 219 pounds",
    keep: ["iPhone 15 Pro", "219"],
  },
];
