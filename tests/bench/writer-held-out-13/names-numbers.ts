/** Names and numbers in the forms people say them, kept exactly. */
import type { WriterCase } from "../writer-cases/writer-case";

export const NAMES_NUMBERS: WriterCase[] = [
  {
    via: "write",
    say: "the meeting is on 12 march at 14:30 in room B2",
    keep: ["12 March", "14:30", "B2"],
  },
  {
    via: "write",
    say: "my phone number is 07700 900 461 call me after six",
    keep: ["07700 900 461"],
  },
  { via: "chat", say: "the total came to 1,250 dollars for the whole team", keep: ["1,250"] },
  {
    via: "write",
    say: "please send the scans to anna.kowalska@firma.pl before friday",
    keep: ["anna.kowalska@firma.pl", "Friday"],
  },
  { via: "write", say: "my booking reference is XK7 4LP for two nights", keep: ["XK7 4LP"] },
  {
    via: "write",
    say: "the flat is at Rua das Flores 118 apartment 3B in Porto",
    keep: ["Rua das Flores 118", "3B", "Porto"],
  },
  { via: "voice", say: "invoice INV-2026-0417 is still not paid", keep: ["INV-2026-0417"] },
  { via: "write", say: "we moved in on the 3rd of january 2025", keep: ["January", "2025"] },
  {
    via: "write",
    say: "you can reach Nguyen Van An on 0912 345 678 in the mornings",
    keep: ["Nguyen Van An", "0912 345 678"],
  },
  {
    via: "write",
    say: "the parcel weighs 2.5 kg and costs 18.90 to ship",
    keep: ["2.5 kg", "18.90"],
  },
  {
    via: "write",
    say: "my employee number is 000417 and my manager is Siobhán O'Reilly",
    keep: ["000417", "Siobhán O'Reilly"],
  },
  { via: "write", say: "the guest wifi password is Tr0pic@l-88", keep: ["Tr0pic@l-88"] },
  {
    via: "chat",
    say: "flight TK 1768 lands at 06:45 in Istanbul",
    keep: ["TK 1768", "06:45", "Istanbul"],
  },
  {
    via: "write",
    say: "the school is at 45 Adeola Odeku Street Victoria Island Lagos",
    keep: ["45 Adeola Odeku Street", "Victoria Island", "Lagos"],
  },
  {
    via: "write",
    say: "her birthday is on 29 february so we celebrate on the 28th",
    keep: ["29 February", "28th"],
  },
  { via: "voice", say: "the dose is 500 mg twice a day for 7 days", keep: ["500 mg", "7 days"] },
  {
    via: "write",
    say: "the zip code is 94103 and the suite number is 210",
    keep: ["94103", "210"],
  },
  {
    via: "write",
    say: "the transfer of 2 300 zloty goes to Kowalczyk Transport sp. z o.o.",
    keep: ["Kowalczyk Transport sp. z o.o."],
  },
];
