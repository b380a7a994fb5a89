/**
 * Numbers, years and dates said aloud, corrections taken back between
 * commas, and lists said without a pause: "twenty twenty six", "at three,
 * no, four", "we need milk eggs and bread", "first … second … third".
 */
import { MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const SPOKEN_NUMBERS_AND_LISTS: WriterCase[] = [
  { via: "voice", say: "the launch is planned for twenty twenty six", keep: ["2026"] },
  {
    via: "reply",
    say: "the contract runs until twenty twenty-seven and we can renew it",
    context: TOMASZ,
    keep: ["2027"],
  },
  { via: "voice", say: "I started there in nineteen ninety nine", keep: ["1999"] },
  {
    via: "chat",
    say: "tell Tom the budget for twenty twenty six is approved",
    keep: ["Tom", "2026"],
    says: "budget for 2026 is approved",
  },
  {
    via: "reply",
    say: "the price is two thousand and five hundred euros per month",
    context: TOMASZ,
    keep: ["2,500 euros"],
  },
  {
    via: "voice",
    say: "we sold three hundred and twenty units last week",
    keep: ["320 units"],
  },
  { via: "voice", say: "the rate went up three point five percent", keep: ["3.5%"] },
  {
    via: "reply",
    say: "the deadline is the fifth of March not the fourth",
    context: MARCUS,
    keep: ["5 March"],
  },
  { via: "voice", say: "the meeting is tomorrow, I mean Monday, at ten", keep: ["Monday at ten"] },
  { via: "voice", say: "we start at three, no, four", keep: ["at four"] },
  {
    via: "reply",
    say: "send it by Friday, sorry, Thursday",
    context: MARCUS,
    keep: ["by Thursday"],
  },
  {
    via: "reply",
    say: "we can offer 10 percent, no wait, 12 percent discount",
    context: TOMASZ,
    keep: ["12 percent discount"],
  },
  {
    via: "voice",
    say: "we need milk eggs and bread for the office",
    keep: [],
    punctuated: ["milk, eggs and bread"],
  },
  {
    via: "voice",
    say: "please bring your passport your laptop and the charger",
    keep: [],
    punctuated: ["passport, your laptop and the charger"],
  },
  {
    via: "reply",
    say: "first we check the logs second we restart the server third we call the client",
    context: MARCUS,
    keep: [],
    punctuated: ["First, we check the logs. Second, we restart the server. Third, we call"],
  },
  {
    via: "voice",
    say: "first of all thank you for the call secondly the price is fine",
    keep: [],
    punctuated: ["First of all, thank you for the call. Secondly, the price is fine."],
  },
  {
    via: "reply",
    say: "the documents arrived yesterday however two pages are missing",
    context: TOMASZ,
    keep: [],
    punctuated: ["yesterday. However, two pages are missing."],
  },
  {
    via: "reply",
    say: "can you send me the file today also is the invoice ready",
    context: MARCUS,
    keep: [],
    punctuated: ["today? Also, is the invoice ready?"],
  },
];
