/**
 * Names and numbers in the forms people say them: dates, times, money,
 * phone numbers, codes and addresses; each must come through exactly.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "my new number is +48 601 234 567 call me after work",
    keep: ["+48 601 234 567"],
  },
  { via: "write", say: "the meeting is on 14 march 2027 at 9:30", keep: ["14 March 2027", "9:30"] },
  {
    via: "chat",
    say: "the invoice INV-2026-0042 is for $1,250.00",
    keep: ["INV-2026-0042", "$1,250.00"],
  },
  {
    via: "write",
    say: "please send it to 221B Baker Street London NW1 6XE",
    keep: ["221B Baker Street", "NW1 6XE"],
  },
  {
    via: "write",
    say: "my booking code is QX7P2L for the flight on the 3rd of december",
    keep: ["QX7P2L", "December"],
  },
  { via: "write", say: "the price is 49.99 euros plus shipping", keep: ["49.99"] },
  {
    via: "voice",
    say: "Zhang Wei and Nguyễn Thị Mai will join the call",
    keep: ["Zhang Wei", "Nguyễn Thị Mai"],
  },
  {
    via: "write",
    say: "the delivery window is on 2026-12-04 in the morning",
    keep: ["2026-12-04"],
  },
  {
    via: "write",
    say: "please use my email ana.souza@example.com for the documents",
    keep: ["ana.souza@example.com"],
  },
  {
    via: "write",
    say: "the parcel tracking number is 1Z 999 AA1 0123 4567 84",
    keep: ["1Z 999 AA1 0123 4567 84"],
  },
  {
    via: "chat",
    say: "i have to pay the rent of 2,400 zł by the 10th",
    keep: ["2,400 zł", "10th"],
  },
  {
    via: "write",
    say: "my appointment with Dr. Oyelaran-Smith is at 14:15 on thursday",
    keep: ["Dr. Oyelaran-Smith", "14:15", "Thursday"],
  },
  { via: "write", say: "the part number is 7741-B and we need 12 of them", keep: ["7741-B", "12"] },
  {
    via: "write",
    say: "i live at Rua das Flores 87 apartment 3B in Porto",
    keep: ["Rua das Flores 87", "3B", "Porto"],
  },
  { via: "voice", say: "the train leaves at 06:45 from platform 9", keep: ["06:45", "9"] },
  {
    via: "write",
    say: "the ticket number is #48213 and the priority is P2",
    keep: ["#48213", "P2"],
  },
  { via: "write", say: "the dose is 250 mg twice a day for 7 days", keep: ["250 mg", "7 days"] },
  {
    via: "chat",
    say: "Siobhan O'Connor will pick up the kids at 3:15",
    keep: ["Siobhan O'Connor", "3:15"],
  },
  { via: "write", say: "the budget for Q3 is ₹4,50,000", keep: ["Q3", "₹4,50,000"] },
  {
    via: "write",
    say: "please call Mr. Lee at (415) 555-0137 before noon",
    keep: ["Mr. Lee", "(415) 555-0137"],
  },
  { via: "write", say: "the guest wifi password is Blue-Fox-2026", keep: ["Blue-Fox-2026"] },
  {
    via: "write",
    say: "the conference runs from June 8 to June 11 2027",
    keep: ["June 8", "June 11", "2027"],
  },
  {
    via: "write",
    say: "our IBAN is DE89 3704 0044 0532 0130 00",
    keep: ["DE89 3704 0044 0532 0130 00"],
  },
  {
    via: "chat",
    say: "the package weighs 2.5 kg and costs 18 dollars to ship",
    keep: ["2.5 kg", "18"],
  },
  {
    via: "write",
    say: "Kim Min-jun from Seoul joins us on the 21st",
    keep: ["Kim Min-jun", "Seoul", "21st"],
  },
  {
    via: "voice",
    say: "the flight is LH 1617 to Warsaw at 17:05",
    keep: ["LH 1617", "Warsaw", "17:05"],
  },
];
