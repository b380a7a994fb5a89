/** Numbers said and typed as people do: money, shares, codes, room numbers, dates typed with slashes. */
import { TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const NUMBERS_AS_PEOPLE_SAY_THEM: WriterCase[] = [
  { via: "voice", say: "the flight is at eleven forty five", keep: ["11:45"] },
  { via: "voice", say: "the meeting starts at four thirty pm", keep: ["4:30 pm"] },
  {
    via: "voice",
    say: "we expect about one hundred fifty guests",
    keep: ["150 guests"],
  },
  {
    via: "reply",
    say: "the total is one thousand two hundred and fifty dollars",
    context: TOMASZ,
    keep: ["1,250 dollars"],
  },
  { via: "voice", say: "revenue grew by zero point eight percent", keep: ["0.8%"] },
  { via: "voice", say: "fifty percent of the team works remotely", keep: ["50%"] },
  { via: "chat", say: "i am a hundred percent sure about it", keep: ["100%"] },
  { via: "voice", say: "the door code is four seven one one", keep: ["4711"] },
  // Amounts of money are written in figures, with the currency as said.
  { via: "voice", say: "the taxi was twenty five dollars", keep: ["25 dollars"] },
  { via: "chat", say: "lunch costs fifteen euros per person", keep: ["15 euros"] },
  { via: "voice", say: "I owe him a hundred pounds", keep: ["100 pounds"] },
  { via: "voice", say: "we have two more days", keep: ["two more days"] },
  { via: "voice", say: "we are in room two oh four", keep: ["204"] },
  {
    via: "chat",
    say: "the contract from 12/03/2026 says we pay $1.5M in two parts",
    keep: ["12/03/2026", "$1.5M"],
  },
  {
    via: "reply",
    say: "the fee went from £3,400 to £3,650 which is 7.4% more",
    context: TOMASZ,
    keep: ["£3,400", "£3,650", "7.4%"],
  },
  {
    via: "chat",
    say: "Nguyễn Văn An and Ólafur de la Cruz start on 2026-01-05",
    keep: ["Nguyễn Văn An", "Ólafur de la Cruz", "2026-01-05"],
  },
];
