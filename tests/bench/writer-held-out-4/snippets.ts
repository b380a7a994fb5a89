/**
 * The person's snippets: a trigger said mid-sentence becomes its text byte
 * for byte, punctuation and line breaks included.
 */
import type { WriterCase } from "../writer-cases/writer-case";

const CALENDAR = { trigger: "my booking link", text: "https://cal.example.com/r-mendes/30min" };
const ADDRESS = {
  trigger: "office address",
  text: "Verba Studio, 3rd floor\nUl. Mokotowska 12/4\n00-561 Warszawa",
};
const BANK = {
  trigger: "bank details",
  text: "IBAN: DE89 3704 0044 0532 0130 00 (BIC: COBADEFFXXX)",
};
const SIGNATURE = {
  trigger: "my signature",
  text: "Best regards,\nAmaka Eze | Logistics Lead\n+234 803 555 0142",
};
const ZOOM = { trigger: "zoom room", text: "https://zoom.example.com/j/8812345670?pwd=Qx7-2b" };
const DISCLAIMER = {
  trigger: "returns policy",
  text: "Returns are accepted within 30 days with the receipt; sale items are final.",
};

export const SNIPPETS: WriterCase[] = [
  {
    via: "write",
    say: "pick any free slot here my booking link and i will confirm it",
    keep: [],
    snippets: [CALENDAR],
  },
  {
    via: "chat",
    say: "write to Helmut that he can book a call using my booking link whenever it suits him",
    keep: ["Helmut"],
    says: "book a call",
    snippets: [CALENDAR, ADDRESS],
  },
  {
    via: "write",
    say: "the parcel should go to our office address not to my home",
    keep: [],
    snippets: [ADDRESS],
  },
  {
    via: "reply",
    context:
      "Hello,\n\nCould you send me your payment details so I can settle the invoice?\n\nKind regards,\nMr. Lindqvist",
    say: "of course please use the following bank details and put the invoice number in the reference",
    keep: [],
    snippets: [BANK, SIGNATURE],
  },
  {
    via: "chat",
    say: "tell Kwame the payment can go to my bank details by the end of the week",
    keep: ["Kwame"],
    snippets: [BANK],
    says: "end of the week",
  },
  {
    via: "write",
    say: "the goods left the warehouse this morning tracking follows tomorrow my signature",
    keep: [],
    punctuated: ["morning. Tracking"],
    snippets: [SIGNATURE, CALENDAR],
  },
  {
    via: "comment",
    say: "we are running the same session again next week join us in the zoom room at 5 pm CET",
    keep: ["5 pm CET"],
    snippets: [ZOOM],
  },
  {
    via: "write",
    say: "thanks for your order please note our returns policy before opening the box",
    keep: [],
    snippets: [DISCLAIMER, BANK],
  },
  {
    via: "chat",
    say: "uh the standup today is in the zoom room instead of the kitchen",
    keep: [],
    snippets: [ZOOM],
  },
  {
    via: "reply",
    context: "Hi Amaka,\n\nWhere should the pallets be delivered on Monday?\n\nThanks,\nDeepak",
    say: "deliver them to the office address before noon and ask for the loading dock",
    keep: ["Deepak"],
    snippets: [ADDRESS],
  },
  {
    via: "write",
    say: "the customer asked about refunds i sent her our returns policy and she was happy",
    keep: [],
    punctuated: ["refunds. I"],
    snippets: [DISCLAIMER],
  },
  {
    via: "transform",
    tone: "friendly",
    say: "we can go through the onboarding on a call just pick a time with my booking link",
    keep: [],
    snippets: [CALENDAR],
  },
  {
    via: "write",
    say: "my booking link",
    keep: [],
    snippets: [CALENDAR],
  },
  {
    via: "chat",
    say: "draft a note to Sofía with the office address and say the doors open at 8:30",
    keep: ["Sofía", "8:30"],
    says: "doors open",
    snippets: [ADDRESS, BANK],
  },
  {
    via: "write",
    say: "hello Ms Park attached is the signed form my signature",
    keep: ["Park"],
    snippets: [SIGNATURE],
  },
  {
    via: "comment",
    say: "if anyone wants to pay for the team gift here are the bank details thanks everyone",
    keep: [],
    snippets: [BANK],
  },
];
