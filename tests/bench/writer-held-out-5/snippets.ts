/**
 * The person's snippets: a trigger said mid-sentence becomes its text where
 * it was said, byte for byte, punctuation and line breaks included.
 */
import type { WriterCase } from "../writer-cases/writer-case";

const ZOOM = { trigger: "my zoom link", text: "https://zoom.us/j/5550112233?pwd=Xk9q" };
const BANK = {
  trigger: "bank details",
  text: "IBAN: DE89 3704 0044 0532 0130 00\nBIC: COBADEFFXXX",
};
const ADDRESS = {
  trigger: "our warehouse address",
  text: "Unit 7, Parkside Trading Estate, Leeds LS11 5QR",
};
const SIGNATURE = {
  trigger: "my signature",
  text: "Rosa Delgado | Customer Care\nTel. +34 912 345 678",
};
const HOURS = { trigger: "opening hours", text: "Mon–Fri 08:00–17:30; Sat 09:00–13:00" };
const RETURNS = {
  trigger: "returns policy",
  text: "Returns are accepted within 30 days (unused, original packaging).",
};

export const SNIPPETS: WriterCase[] = [
  {
    via: "write",
    say: "you can join the call with my zoom link at ten",
    keep: [],
    snippets: [ZOOM],
  },
  {
    via: "chat",
    say: "write to Kemal that the payment can go to our bank details by friday",
    keep: ["Kemal", "Friday"],
    says: "payment",
    snippets: [BANK],
  },
  {
    via: "reply",
    context: "Where should we deliver the pallets? Thanks, Bogdan",
    say: "please deliver them to our warehouse address before noon",
    keep: [],
    snippets: [ADDRESS, ZOOM],
  },
  {
    via: "write",
    say: "thanks for your patience my signature",
    keep: [],
    snippets: [SIGNATURE],
  },
  {
    via: "comment",
    context: "Is your shop open on Saturdays?",
    say: "yes we are open opening hours see you soon",
    keep: [],
    snippets: [HOURS],
  },
  {
    via: "reply",
    tone: "professional",
    context: "Can I return the jacket I bought last week? Regards, Chiara",
    say: "of course here is our returns policy just bring the receipt",
    keep: [],
    snippets: [RETURNS],
  },
  {
    via: "voice",
    say: "tell Ikechukwu the call link is my zoom link and we start at 3",
    keep: ["Ikechukwu"],
    says: "we start at 3",
    snippets: [ZOOM],
  },
  {
    via: "write",
    say: "um please pay the deposit to bank details and post the receipt to our warehouse address",
    keep: [],
    snippets: [BANK, ADDRESS],
  },
  {
    via: "chat",
    say: "write to Priya that the samples go to our warehouse address and add my signature",
    keep: ["Priya"],
    says: "samples",
    snippets: [ADDRESS, SIGNATURE],
  },
  {
    via: "write",
    say: "best wishes for the new year my signature",
    keep: [],
    snippets: [SIGNATURE],
  },
  {
    via: "write",
    say: "the store is open opening hours and closed on sundays",
    keep: ["Sundays"],
    snippets: [HOURS, RETURNS],
  },
  {
    via: "reply",
    editor: "Hi Felix,\n\n",
    context: "Can you send me the link for tomorrow? Felix",
    say: "sure here it is my zoom link",
    keep: [],
    snippets: [ZOOM],
  },
];
