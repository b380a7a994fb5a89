/**
 * Names, numbers and dates in every form: times, money, percentages,
 * versions, phone numbers, years said in pairs, ordinals, invoice numbers.
 */
import { MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const NAMES_NUMBERS_AND_DATES: WriterCase[] = [
  { via: "voice", say: "the call is at nine thirty tomorrow", keep: ["9:30"] },
  {
    via: "reply",
    say: "we could move it to ten fifteen on Wednesday",
    context: MARCUS,
    keep: ["10:15", "Wednesday"],
  },
  { via: "voice", say: "the train leaves at seven am", keep: ["7 am"] },
  { via: "voice", say: "at two pm on the twenty second works for me", keep: ["2 pm"] },
  { via: "voice", say: "our conversion rate went up twenty percent", keep: ["20%"] },
  {
    via: "chat",
    say: "the discount is fifteen percent for orders over five hundred dollars",
    keep: ["15%", "500 dollars"],
  },
  {
    via: "reply",
    say: "we released version two point four point one last night",
    context: MARCUS,
    keep: ["2.4.1"],
  },
  { via: "voice", say: "please update your phone to iOS seventeen point two", keep: ["iOS 17.2"] },
  {
    via: "voice",
    say: "you can reach me on five five five two three four nine",
    keep: ["5552349"],
  },
  {
    via: "chat",
    say: "my number is +44 20 7946 0958 if anything changes",
    keep: ["+44 20 7946 0958"],
  },
  {
    via: "reply",
    say: "the invoice number is INV-2026-0042 and the total is €1,480.50",
    context: TOMASZ,
    keep: ["INV-2026-0042", "€1,480.50"],
  },
  { via: "voice", say: "the company was founded in nineteen eighty seven", keep: ["1987"] },
  {
    via: "voice",
    say: "the conference runs from the third to the fifth of June",
    keep: ["from 3 to 5 June"],
  },
  { via: "chat", say: "the rent is twelve hundred euros a month", keep: ["1,200 euros"] },
  {
    via: "reply",
    say: "the meeting is on March 3rd at 2:30 pm in room B12",
    context: MARCUS,
    keep: ["March 3rd", "2:30 pm", "B12"],
  },
  { via: "voice", say: "we hired new people in twenty twenty five", keep: ["2025"] },
  { via: "voice", say: "the budget is two point five million", keep: ["2.5 million"] },
  {
    via: "reply",
    say: "Zofia Wiśniewska and Jean-Luc Moreau will join on Tuesday",
    context: MARCUS,
    keep: ["Zofia Wiśniewska", "Jean-Luc Moreau", "Tuesday"],
  },
  {
    via: "voice",
    say: "the deadline is the thirty first of January twenty twenty seven",
    keep: ["January 2027"],
  },
  { via: "voice", say: "the meeting is at half past three", keep: ["at 3:30"] },
  // "march" and "may" as months after "by" and before a day's ordinal.
  { via: "write", say: "we can ship the order by march", keep: ["March"] },
  { via: "write", say: "the audit starts may twelfth in the morning", keep: ["May 12"] },
];
