/** Names, numbers, dates, money, codes and addresses that must come through exactly. */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  { via: "voice", say: "my number is 07700 900123 call me after work", keep: ["07700 900123"] },
  {
    via: "write",
    say: "the invoice number is INV-2026-0341 and the total is €1,250.00",
    keep: ["INV-2026-0341", "€1,250.00"],
  },
  {
    via: "chat",
    say: "the meeting is on 14 March 2027 at 10:30",
    keep: ["14 March 2027", "10:30"],
  },
  {
    via: "write",
    say: "please send it to 221B Baker Street London NW1 6XE",
    keep: ["221B Baker Street", "NW1 6XE"],
  },
  { via: "voice", say: "flight TK 1856 leaves Istanbul at 23:15", keep: ["TK 1856", "23:15"] },
  {
    via: "chat",
    say: "my order number is 88-4410-27 and it still shows as pending",
    keep: ["88-4410-27"],
  },
  {
    via: "write",
    say: "the reference is ZX-90215 please quote it on the form",
    keep: ["ZX-90215"],
  },
  {
    via: "chat",
    say: "Nguyễn Thị Lan starts with us on Monday the 2nd",
    keep: ["Nguyễn Thị Lan", "2nd"],
  },
  { via: "voice", say: "the rent is 1,450 złoty a month from 1 July", keep: ["1,450", "1 July"] },
  {
    via: "write",
    say: "the appointment is on 03/04/2027 at 9:15 in room 214",
    keep: ["03/04/2027", "9:15", "214"],
  },
  {
    via: "chat",
    say: "call the office on +48 22 555 01 77 or email biuro@kowalski.pl",
    keep: ["+48 22 555 01 77", "biuro@kowalski.pl"],
  },
  {
    via: "voice",
    say: "the parcel weighs 2.5 kg and the postage was £18.40",
    keep: ["2.5 kg", "£18.40"],
  },
  {
    via: "write",
    say: "we need 3 boxes of A4 paper and 12 toner cartridges for the Gdańsk office",
    keep: ["A4", "12", "Gdańsk"],
  },
  {
    via: "chat",
    say: "Siobhan O'Connor and José María Pérez will join the call",
    keep: ["Siobhan O'Connor", "José María Pérez"],
  },
  {
    via: "write",
    say: "our IBAN is DE89 3704 0044 0532 0130 00 please use the invoice number as reference",
    keep: ["DE89 3704 0044 0532 0130 00"],
  },
  {
    via: "chat",
    say: "the sale ends on 31 December and the code is WINTER25",
    keep: ["31 December", "WINTER25"],
  },
];
