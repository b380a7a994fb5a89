/**
 * Dictation with fillers (um, uh, like, you know, I mean) and stumbles
 * ("the the") that must go, and a few cases whose snippet trigger is said
 * in the middle of a sentence and must become its text byte for byte.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  { via: "write", say: "um i think we should uh start the meeting a bit earlier", keep: [] },
  { via: "write", say: "the the new schedule is on the board in the kitchen", keep: [] },
  {
    via: "chat",
    say: "so the delivery was like late you know and the customer was angry",
    keep: [],
  },
  { via: "write", say: "i mean the price is fine but the date does not work for us", keep: [] },
  {
    via: "reply",
    context: "Hi, the new version of the app is live. Please test it. Kamal",
    say: "uh thanks for the update we will uh check it tomorrow",
    keep: [],
    punctuated: ["update. We will"],
  },
  {
    via: "write",
    say: "please pay the invoice to my bank details by friday",
    keep: ["Friday"],
    snippets: [{ trigger: "my bank details", text: "IBAN PL61 1090 1014 0000 0712 1981 2874" }],
  },
  {
    via: "write",
    say: "you can book a slot with my calendar link and i will confirm it",
    keep: [],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/ana-perez/30min" }],
  },
  {
    via: "comment",
    context: "Thanks everyone who came to my talk on supply chains yesterday.",
    say: "the slides are at my slides link if anyone wants them",
    keep: [],
    snippets: [
      { trigger: "my slides link", text: "https://example.com/talks/q3-supply-slides.pdf" },
    ],
  },
  { via: "write", say: "um so the uh the report will be late sorry", keep: [] },
  { via: "voice", say: "er i need to erm cancel my booking for tonight", keep: [] },
  {
    via: "write",
    say: "our office is at office address come at 10 and ask for ravi",
    keep: ["Ravi"],
    snippets: [{ trigger: "office address", text: "ul. Prosta 20, 00-850 Warszawa" }],
  },
];
