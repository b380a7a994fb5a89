/**
 * Fillers (um, uh, er, like, you know, I mean), stumbles ("the the") and
 * self-corrections to drop, and snippets whose trigger is said mid-sentence.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  {
    via: "write",
    say: "um so the the delivery is uh on thursday morning",
    keep: ["Thursday"],
  },
  {
    via: "chat",
    say: "i mean we could like start earlier you know at 8",
    keep: ["8"],
  },
  {
    via: "write",
    say: "we need uh 5 no wait 6 chairs for the meeting",
    keep: ["6"],
  },
  {
    via: "reply",
    context: "Hi,\n\nThe new prices are now on our website.\n\nInes",
    say: "um thanks for the update uh we will let you know by friday",
    keep: ["Friday"],
  },
  {
    via: "write",
    say: "the price is er 300 er dollars per month",
    keep: ["300"],
  },
  {
    via: "voice",
    say: "i i think the the train is late like 20 minutes",
    keep: ["20"],
  },
  {
    via: "write",
    say: "please send the documents to my address before the 15th",
    keep: ["15th"],
    snippets: [{ trigger: "my address", text: "Calle Mayor 14, 3B, 28013 Madrid" }],
  },
  {
    via: "write",
    say: "um you can book a slot with my calendar link any day next week",
    keep: [],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/rkumar/30min" }],
  },
  {
    via: "reply",
    context: "Hello,\n\nWhere should I send the payment for the repair?\n\nAnders",
    say: "uh you can pay to my iban the reference is the invoice number",
    keep: [],
    snippets: [{ trigger: "my iban", text: "DE89 3704 0044 0532 0130 00" }],
  },
  {
    via: "chat",
    say: "like i told you we are at office address and parking is behind the building",
    keep: [],
    snippets: [{ trigger: "office address", text: "Unit 4, Harbour Park, Cork T12 X5R2" }],
  },
  {
    via: "write",
    say: "so um the the report er i mean the summary is ready",
    keep: [],
  },
];
