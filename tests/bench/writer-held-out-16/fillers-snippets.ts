/** Fillers and self-corrections to drop, and snippets whose triggers are said mid-sentence. */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  { via: "write", say: "um so the meeting is uh moved to friday", keep: ["Friday"] },
  { via: "voice", say: "we should you know check the numbers again before we send them", keep: [] },
  { via: "write", say: "the room is 204 no wait 206", keep: ["206"] },
  { via: "write", say: "erm can you erm send me the slides", keep: [] },
  { via: "write", say: "uh the the invoice is attached", keep: [] },
  { via: "chat", say: "so like the delivery is on tuesday i mean wednesday", keep: ["Wednesday"] },
  {
    via: "write",
    say: "please send the payment to my bank details thanks",
    keep: ["IBAN PL61 1090 1014 0000 0712 1981 2874"],
    snippets: [{ trigger: "my bank details", text: "IBAN PL61 1090 1014 0000 0712 1981 2874" }],
  },
  {
    via: "write",
    say: "you can find us at my address see you on saturday",
    keep: ["Rua das Flores 12, 4050-262 Porto"],
    snippets: [{ trigger: "my address", text: "Rua das Flores 12, 4050-262 Porto" }],
  },
  {
    via: "write",
    say: "the visitor form is here my form link please fill it in by friday",
    keep: ["https://forms.example.com/visit-2026"],
    snippets: [{ trigger: "my form link", text: "https://forms.example.com/visit-2026" }],
  },
  {
    via: "reply",
    context: "My order still has not arrived. Order 55120. Ji-ho",
    say: "thanks for your patience we will fix it today my signature",
    keep: ["Hana Kobayashi\nSupport Team, Kobayashi Trading"],
    snippets: [
      { trigger: "my signature", text: "Hana Kobayashi\nSupport Team, Kobayashi Trading" },
    ],
  },
  {
    via: "write",
    say: "um book a slot with my calendar link whenever you like",
    keep: ["https://cal.example.com/amir-h"],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/amir-h" }],
  },
];
