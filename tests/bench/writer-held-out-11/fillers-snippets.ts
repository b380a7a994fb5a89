/**
 * Fillers and self-corrections to drop, and snippets whose trigger is said in
 * the middle of a sentence and must become the person's text byte for byte.
 */
import type { WriterCase } from "../writer-cases/writer-case";

const ADDRESS = "Calle de Alcalá 48, 3º B, 28014 Madrid";
const BANK = "PL61 1090 1014 0000 0712 1981 2874";
const LINK = "https://cal.example.com/dr-rahman/15min";
const SIGNATURE = "Ngozi Okeke | Site Manager | +234 803 555 0142";

export const FILLERS_SNIPPETS: WriterCase[] = [
  { via: "write", say: "um so I uh wanted to ask about the room for the weekend", keep: [] },
  {
    via: "write",
    say: "the delivery is on Tuesday no wait Wednesday morning",
    keep: ["Wednesday"],
  },
  {
    via: "comment",
    say: "this is like you know the best bakery in town um the croissants are amazing",
    keep: [],
  },
  {
    via: "write",
    say: "er can you can you send me the the updated list",
    keep: [],
  },
  {
    via: "reply",
    say: "uh I mean we can meet at the station erm at the main entrance",
    keep: [],
    context: "Where should we meet tomorrow? Dilnoza",
  },
  {
    via: "write",
    say: "the class starts at nine no sorry at half past nine",
    keep: [],
  },
  {
    via: "write",
    say: "please send the invoice to my address by Friday",
    keep: [ADDRESS, "Friday"],
    snippets: [{ trigger: "my address", text: ADDRESS }],
  },
  {
    via: "reply",
    say: "you can pay to my bank account and send me the receipt",
    keep: [BANK],
    snippets: [{ trigger: "my bank account", text: BANK }],
    context: "Hi, where should I send the money for the tickets? Paweł",
  },
  {
    via: "reply",
    say: "sure you can book a slot with my calendar link any day next week",
    keep: [LINK],
    snippets: [{ trigger: "my calendar link", text: LINK }],
    context: "Dear Dr Rahman, could we have a short call about the trial? Regards, Elif",
  },
  {
    via: "write",
    say: "the scaffolding comes down on Monday any questions call me site signature",
    keep: [SIGNATURE, "Monday"],
    snippets: [{ trigger: "site signature", text: SIGNATURE }],
  },
  {
    via: "write",
    say: "um the parcel goes to my address not to the office",
    keep: [ADDRESS],
    snippets: [
      { trigger: "my address", text: ADDRESS },
      { trigger: "my bank account", text: BANK },
    ],
  },
  {
    via: "chat",
    say: "tell Svetlana the deposit goes to my bank account by the end of the week",
    keep: [BANK],
    says: "deposit",
    snippets: [{ trigger: "my bank account", text: BANK }],
  },
  {
    via: "write",
    say: "we need um 12 no wait 15 chairs for the hall",
    keep: ["15"],
  },
  {
    via: "comment",
    say: "uh great photo you know it really shows the old harbour",
    keep: [],
  },
  {
    via: "write",
    say: "so basically the the printer is working again",
    keep: [],
  },
  {
    via: "write",
    say: "I will send the draft on Thursday I mean on Friday",
    keep: ["Friday"],
  },
];
