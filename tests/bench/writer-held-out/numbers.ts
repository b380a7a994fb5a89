/**
 * Numbers and dates in every form, spoken and written: money in several
 * currencies and separators, percentages, times, phone numbers, order and
 * invoice ids, flight numbers and dates written the ways different countries write them.
 */
import type { WriterCase } from "../writer-cases";
import { DEEPA, HIROSHI, KWAME, LIAM, MEI, POST_CONFERENCE, POST_HIRING, ZOFIA } from "./contexts";

export const NUMBERS: WriterCase[] = [
  {
    via: "chat",
    say: "write to Olga that the migration starts march third at 10 pm and should take about 4 hours",
    keep: ["Olga", "March"],
    says: "migration",
  },
  {
    via: "voice",
    say: "the invoice total is €1,200 plus VAT due on 3/4",
    keep: ["€1,200", "VAT", "3/4"],
  },
  {
    via: "reply",
    say: "the September invoice is number FV/2026/09/114 and the amount is 8 450,00 zł",
    context: ZOFIA,
    keep: ["Zofia", "FV/2026/09/114", "8 450,00 zł"],
  },
  {
    via: "voice",
    say: "our conversion went up 2.5% in Q1 and revenue grew to $3.2 million",
    keep: ["2.5%", "Q1", "$3.2 million"],
  },
  {
    via: "chat",
    say: "reply to Aisha that her refund of $89.99 for order #A-55821 was issued today and should arrive within a week",
    keep: ["Aisha", "$89.99", "#A-55821"],
    says: "refund",
  },
  {
    via: "reply",
    say: "Thursday at 9:30am at the cafe on Baggot Street",
    context: LIAM,
    keep: ["Liam", "9:30", "Baggot Street"],
  },
  {
    via: "voice",
    say: "you can call me on 07700 900123 any time after 6",
    keep: ["07700 900123"],
  },
  {
    via: "comment",
    say: "we saw the same thing in 2023 about 1 in 5 users had trouble with the date picker",
    context: POST_CONFERENCE,
    keep: ["2023", "1 in 5"],
  },
  {
    via: "voice",
    say: "the next edition of the conference is in twenty twenty six in Lisbon",
    keep: ["Lisbon"],
  },
  {
    via: "chat",
    say: "tell Hiroshi the price for 250 licenses is ¥1,980,000 per year, valid until 31.12.2026",
    keep: ["Hiroshi", "250", "¥1,980,000", "31.12.2026"],
    says: "per year",
  },
  {
    via: "reply",
    say: "the price for 250 licences is 12 euros per user per month and there is a 15 percent discount for a 3 year contract",
    context: HIROSHI,
    keep: ["250", "12"],
  },
  {
    via: "voice",
    say: "my flight lands at 14:45 on the 2nd of May flight number LH 1617",
    keep: ["14:45", "May", "LH 1617"],
  },
  {
    via: "chat",
    say: "remind Carlos that PO 4410-778-B expires on 30/06 and we need the renewal signed before then",
    keep: ["Carlos", "4410-778-B", "30/06"],
    says: "renewal",
  },
  {
    via: "reply",
    say: "I worked 162 hours in October including 6 hours of overtime on the 14th",
    context: DEEPA,
    keep: ["Deepa", "162", "October", "14th"],
  },
  {
    via: "voice",
    say: "the room fits about 40 people and it costs 350 a day or 1,500 for the week",
    keep: ["40", "350", "1,500"],
  },
  {
    via: "comment",
    say: "whats the salary range is it 60k to 80k",
    context: POST_HIRING,
    keep: ["60k", "80k"],
  },
  {
    via: "chat",
    say: "email the landlord that April's rent (€950) went out on 1 April, reference 2026-04-ADA",
    keep: ["€950", "1 April", "2026-04-ADA"],
    says: "rent",
  },
  {
    via: "voice",
    say: "the tracking number is 1Z 999 AA1 01 2345 6784 and it should arrive Wednesday",
    keep: ["1Z 999 AA1 01 2345 6784", "Wednesday"],
  },
  {
    via: "reply",
    say: "please send 500 more units of SKU BL-2040 by the 15th, the unit price stays at 3.40 USD",
    context: MEI,
    keep: ["Mei", "500", "BL-2040", "15th", "3.40 USD"],
  },
  {
    via: "chat",
    say: "write to Giulia: we can do the room for 35 people on 25/04 from 9 to 17 for €600",
    keep: ["Giulia", "35", "25/04", "€600"],
    says: "35 people",
  },
  {
    via: "reply",
    say: "next week I'm free on the 12th or 13th between 2 and 4 pm GMT",
    context: KWAME,
    keep: ["Kwame", "12th", "13th", "GMT"],
  },
  {
    via: "voice",
    say: "so the quote came in at 12.400 euros which is about 8 percent over what we planned",
    keep: ["12.400"],
  },
  {
    via: "chat",
    say: "let the team know standup moves to 8:45 starting Mon 9 Feb",
    keep: ["8:45"],
    says: "8:45",
  },
];
