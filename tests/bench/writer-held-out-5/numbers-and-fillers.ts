/**
 * Numbers, dates, times, prices, phone numbers and percentages as a
 * recognizer writes them, names of people, places, products and tools, and
 * speech with fillers, repeats and self-corrections to take out.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NUMBERS_AND_FILLERS: WriterCase[] = [
  {
    via: "write",
    say: "um the meeting is on tuesday no wait wednesday at 2 pm",
    keep: ["Wednesday"],
  },
  {
    via: "write",
    say: "uh please call me back on +44 20 7946 0958 after five",
    keep: ["+44 20 7946 0958"],
  },
  {
    via: "write",
    say: "the total is uh $2,450.75 including vat",
    keep: ["$2,450.75", "VAT"],
  },
  {
    via: "write",
    say: "we grew by 18% in the first half i mean in the first quarter",
    keep: ["18%"],
  },
  {
    via: "write",
    say: "the the package weighs 3.5 kg and costs 49 euros",
    keep: ["3.5 kg", "49"],
  },
  {
    via: "chat",
    say: "erm the conference is from 14 to 16 may in Kraków",
    keep: ["Kraków"],
  },
  {
    via: "write",
    say: "so you know the deadline is 31/12/2026 for all the forms",
    keep: ["31/12/2026"],
  },
  {
    via: "write",
    say: "the flight is LH 1617 um departing at 07:45 from Frankfurt",
    keep: ["LH 1617", "07:45", "Frankfurt"],
  },
  {
    via: "write",
    say: "we need 200 no sorry 250 units of the model X200 by next month",
    keep: ["250", "X200"],
  },
  {
    via: "write",
    say: "i installed Postgres 16 and Redis uh 7.2 on the new server",
    keep: ["Postgres 16", "7.2"],
  },
  {
    via: "chat",
    say: "the discount is um twenty five percent for orders over 100 dollars",
    keep: ["100"],
  },
  {
    via: "write",
    say: "my extension is 4417 and my mobile is 0803 555 0199",
    keep: ["4417", "0803 555 0199"],
  },
  {
    via: "write",
    say: "please send it to Anna Schmidt i mean Anna Schneider in Vienna",
    keep: ["Anna Schneider", "Vienna"],
  },
  {
    via: "write",
    say: "the patient uh the patient in room 12B needs the 10:30 slot",
    keep: ["12B", "10:30"],
  },
  {
    via: "voice",
    say: "we use Jira for bugs and uh Figma for the designs",
    keep: ["Jira", "Figma"],
  },
  {
    via: "write",
    say: "the contract runs for 24 months starting 1 april 2027",
    keep: ["24", "2027"],
  },
  {
    via: "write",
    say: "er the error rate dropped from 4.3% to 0.8% after the fix",
    keep: ["4.3%", "0.8%"],
  },
  {
    via: "write",
    say: "our office is at 221 Baker Street uh London NW1",
    keep: ["221 Baker Street", "London", "NW1"],
  },
  {
    via: "write",
    say: "the invoice INV-2026-0193 is uh overdue by 12 days",
    keep: ["INV-2026-0193", "12"],
  },
  {
    via: "write",
    say: "i mean the real problem is the the timeout in the Stripe webhook",
    keep: ["Stripe"],
  },
];
