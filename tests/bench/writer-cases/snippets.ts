/** Snippets said mid-sentence, at the end, asked to be added: each text comes through byte for byte. */
import { MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

const CALENDAR = { trigger: "my calendar link", text: "https://cal.example.com/ada/30min" };
const BANK = {
  trigger: "my bank details",
  text: "IBAN DE89 3704 0044 0532 0130 00\nBIC COBADEFFXXX",
};
const SIGNATURE = {
  trigger: "my signature",
  text: "ada  lovelace\nanalytical engines ltd.  \n+44 20 7946 0000",
};
const ADDRESS = { trigger: "office address", text: "Unit 4, Dock Street, Hull HU1 3DL" };

export const SNIPPET_CASES: WriterCase[] = [
  {
    via: "reply",
    say: "sure you can pick a slot with my calendar link anytime next week",
    context: MARCUS,
    keep: ["Marcus"],
    snippets: [CALENDAR, BANK],
  },
  {
    via: "reply",
    say: "confirm the invoice was paid and add my bank details",
    context: TOMASZ,
    keep: ["Tomasz"],
    says: "invoice was paid",
    snippets: [CALENDAR, BANK],
  },
  {
    via: "chat",
    say: "tell Omar the parcel goes to the Office Address, not the warehouse",
    keep: ["Omar"],
    says: "the parcel goes to",
    snippets: [ADDRESS],
  },
  {
    via: "comment",
    say: "happy to chat, grab a time via my calendar link.",
    keep: [],
    snippets: [CALENDAR],
  },
  {
    via: "voice",
    say: "thanks again for today um my signature",
    keep: [],
    snippets: [SIGNATURE, CALENDAR],
  },
  {
    via: "reply",
    say: "please transfer the deposit to my bank details by Friday",
    context: TOMASZ,
    site: "mail.example.com",
    keep: ["Friday"],
    snippets: [BANK, ADDRESS],
  },
  {
    // A rewrite's ask that names a snippet: its text goes after the selection.
    via: "transform",
    say: "add my calendar link at the end",
    context: "Which afternoon suits you for the handover?",
    keep: [],
    snippets: [SIGNATURE, CALENDAR],
  },
];
