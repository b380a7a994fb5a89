/** Names and numbers in the forms people say them: each must come through exactly. */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "my new number is 0812 555 0197 call me after work",
    keep: ["0812 555 0197"],
  },
  {
    via: "write",
    say: "the review is on 14 March at 10:30 in room B12",
    keep: ["14 March", "10:30", "B12"],
  },
  { via: "write", say: "the total is $1,249.99 including tax", keep: ["$1,249.99"] },
  { via: "chat", say: "my booking reference is QX7-44LM can you check it", keep: ["QX7-44LM"] },
  {
    via: "write",
    say: "please send the samples to Calle Mayor 23, 28013 Madrid",
    keep: ["Calle Mayor 23", "28013 Madrid"],
  },
  {
    via: "write",
    say: "my flight is LH 1416 leaving at 07:45 on 3 June",
    keep: ["LH 1416", "07:45", "3 June"],
  },
  {
    via: "write",
    say: "you can write to me at priya.sharma@example.com any time",
    keep: ["priya.sharma@example.com"],
  },
  { via: "write", say: "the rent went up from 850 to 920 a month", keep: ["850", "920"] },
  {
    via: "write",
    say: "ticket 88213 is still open since 2 October nobody has replied",
    keep: ["88213", "2 October"],
    punctuated: ["October. Nobody"],
  },
  {
    via: "write",
    say: "invoice INV-2026-0415 was paid on 11/12/2026",
    keep: ["INV-2026-0415", "11/12/2026"],
  },
  {
    via: "write",
    say: "please call Nguyễn Thị Lan on +84 90 123 4567",
    keep: ["Nguyễn Thị Lan", "+84 90 123 4567"],
  },
  {
    via: "write",
    say: "the parts cost ¥12,800 and shipping is ¥1,500",
    keep: ["¥12,800", "¥1,500"],
  },
  { via: "voice", say: "my son Kwame was born on 5 May 2019", keep: ["Kwame", "5 May 2019"] },
  { via: "write", say: "the postcode is SW1A 2AA and the flat is 4B", keep: ["SW1A 2AA", "4B"] },
  { via: "write", say: "give her 2.5 ml twice a day for 7 days", keep: ["2.5 ml"] },
  {
    via: "write",
    say: "order 30 reams of A4 paper for the Gdańsk office",
    keep: ["30", "A4", "Gdańsk"],
  },
  {
    via: "write",
    say: "the meeting with Oyelaran-Smith is at 2:15 pm on Thursday 9 January",
    keep: ["Oyelaran-Smith", "2:15", "9 January"],
  },
];
