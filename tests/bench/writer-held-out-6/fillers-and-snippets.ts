/**
 * Fillers, repeats and self-corrections to drop, and snippets: a trigger said
 * anywhere in a dictation becomes its text byte for byte.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_AND_SNIPPETS: WriterCase[] = [
  { via: "chat", say: "um the the delivery came today and everything is complete", keep: [] },
  { via: "voice", say: "uh so we we need more chairs for the event on saturday", keep: [] },
  {
    via: "write",
    say: "the meeting is on tuesday no wait on wednesday in the big room",
    keep: [],
  },
  { via: "write", say: "please bring um the badges and uh the cables for the projector", keep: [] },
  {
    via: "comment",
    say: "this is you know a really good idea for small teams",
    context: "Idea: one meeting-free day per week for everyone in the company.",
    keep: [],
  },
  {
    via: "reply",
    say: "erm thanks for the quick reply we will uh check it tomorrow",
    context: "From: Paolo Greco\n\nHi, I sent you the corrected file. Can you check it?\n\nPaolo",
    keep: [],
    punctuated: ["reply. We will"],
  },
  {
    via: "chat",
    say: "the price is 200 no sorry 250 euros per person",
    keep: ["250"],
  },
  {
    via: "write",
    say: "can can you send me the the link to the form",
    keep: [],
    punctuated: ["form?"],
  },
  {
    via: "voice",
    say: "um i think we should start the project earlier uh maybe in may",
    keep: [],
  },
  {
    via: "write",
    say: "we have to to finish the report before er before the audit",
    keep: [],
  },
  {
    via: "write",
    say: "you can book a time with me here my calendar link",
    keep: [],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/anna-k/30min" }],
  },
  {
    via: "reply",
    say: "thank you for the order please transfer the amount to our bank details",
    context:
      "From: Ricardo Alves\n\nHello, we would like to order the 40 chairs as offered. How do we pay?\n\nRicardo",
    keep: [],
    snippets: [
      { trigger: "our bank details", text: "IBAN DE44 5001 0517 5407 3249 31, BIC INGDDEFFXXX" },
    ],
  },
  {
    via: "chat",
    say: "write to Pedro that the delivery address is office address",
    keep: ["Pedro"],
    says: "Rua Augusta 210",
    snippets: [{ trigger: "office address", text: "Rua Augusta 210, 1100-053 Lisboa" }],
  },
  {
    via: "write",
    say: "thank you for your patience my signature",
    keep: [],
    snippets: [
      { trigger: "my signature", text: "Dr. Amara Okeke\nHead of Procurement\nNorthwind Ltd." },
    ],
  },
  {
    via: "comment",
    say: "i wrote about this in detail here blog link",
    context: "Remote teams need fewer meetings and better documents. Agree?",
    keep: [],
    snippets: [{ trigger: "blog link", text: "https://blog.example.net/remote-teams" }],
  },
  {
    via: "write",
    say: "please send the signed form to postal address before the end of the month",
    keep: [],
    snippets: [{ trigger: "postal address", text: "Kaiserstraße 17, 60311 Frankfurt am Main" }],
  },
  {
    via: "reply",
    say: "sure here is the link zoom room see you at four",
    context:
      "From: Nour El-Sayed\n\nHi, can you send me the link for our call this afternoon?\n\nNour",
    keep: [],
    snippets: [{ trigger: "zoom room", text: "https://zoom.us/j/5551234567" }],
  },
  {
    via: "chat",
    say: "the wifi for visitors is guest wifi and it works in the whole building",
    keep: [],
    snippets: [{ trigger: "guest wifi", text: "Network: Verba-Guest, password: 7hK-29qp" }],
  },
  {
    via: "write",
    say: "for the invoice please use our company details",
    keep: [],
    snippets: [
      { trigger: "company details", text: "Kaya Tekstil A.Ş., VAT TR 4810293857, Istanbul" },
      { trigger: "my calendar link", text: "https://cal.example.com/kaya/15min" },
    ],
  },
];
