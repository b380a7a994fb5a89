/** Numbers, amounts, times and dates in the forms people say and type them. */
import type { WriterCase } from "../writer-cases";

export const NUMBERS: WriterCase[] = [
  {
    via: "chat",
    say: "tell Sofia the rent is 950 euros and it's due on the 1st of December",
    keep: ["Sofia", "950", "December"],
    says: "rent",
  },
  {
    via: "reply",
    say: "confirm the order of 250 units at $4.80 each delivered by 15 January 2027",
    context: "Please confirm the quantity, the unit price and the delivery date.",
    keep: ["250", "$4.80", "15 January 2027"],
    says: "250",
  },
  {
    via: "voice",
    say: "remind me that the dentist is at 3:30 pm on Friday",
    keep: ["3:30", "Friday"],
  },
  {
    via: "chat",
    say: "the flight is LH 1234 leaving at 06:45 from gate B12",
    keep: ["LH 1234", "06:45", "B12"],
  },
  {
    via: "reply",
    say: "my phone number is +91 98765 43210 call me after 6",
    context: "Could you share a number where we can reach you?",
    keep: ["+91 98765 43210"],
  },
  {
    via: "chat",
    say: "write to the accountant that invoice 2026-0458 for 1,250.00 EUR was paid on 12/11/2026",
    keep: ["2026-0458", "1,250.00", "12/11/2026"],
    says: "paid",
  },
  {
    via: "comment",
    say: "we grew from 12% to 31% in two quarters which is amazing",
    context: "Quarterly growth update",
    keep: ["12%", "31%"],
  },
  {
    via: "voice",
    say: "tell Hao the budget is 3.5 million yuan for 2027",
    keep: ["Hao", "3.5", "2027"],
    says: "budget",
  },
  {
    via: "reply",
    say: "yes the room is free from the 3rd to the 7th of March please book it for 4 people",
    context: "Is the meeting room available in the first week of March?",
    keep: ["March", "4"],
  },
  {
    via: "chat",
    say: "order number is A7-55190 and the tracking code is 1Z999AA10123456784",
    keep: ["A7-55190", "1Z999AA10123456784"],
  },
  {
    via: "chat",
    say: "the meeting is on 2026-12-02 at 14:00 CET in room 4.12",
    keep: ["2026-12-02", "14:00", "CET", "4.12"],
  },
  {
    via: "voice",
    say: "let Amaka know I'll transfer 45,000 naira on Monday",
    keep: ["Amaka", "45,000", "Monday"],
    says: "naira",
  },
  {
    via: "reply",
    say: "the new price is £1,199 including VAT, valid until 31 December",
    context: "Can you send me the updated price for the laptop bundle?",
    keep: ["£1,199", "VAT", "31 December"],
  },
  {
    via: "chat",
    say: "we need version 2.4.1 not 2.4.0 because of the login bug",
    keep: ["2.4.1", "2.4.0"],
  },
  {
    via: "comment",
    say: "section 4.2 says 30 days but the contract says 45 days which one is right",
    context: "Refund policy draft v3",
    keep: ["4.2", "30 days", "45 days"],
  },
];
