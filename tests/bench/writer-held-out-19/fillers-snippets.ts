/**
 * Fillers (um, uh, like, you know, I mean), a stumble ("the the", "or or") and
 * a self-correction ("no wait") to drop, and a few snippets whose trigger is
 * said in the middle of a sentence and must become its text byte for byte.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const FILLERS_SNIPPETS: WriterCase[] = [
  {
    via: "write",
    say: "um so the the delivery is uh on tuesday morning",
    keep: ["Tuesday"],
  },
  {
    via: "write",
    say: "i mean we can like meet at 5 you know after work",
    keep: [],
  },
  {
    via: "chat",
    say: "uh the printer on the second floor is um broken again",
    keep: [],
  },
  {
    via: "write",
    say: "we meet on wednesday no wait on thursday at the usual place",
    keep: ["Thursday"],
  },
  {
    via: "reply",
    context: "When can you deliver the tiles?",
    say: "um we can deliver uh next monday or or tuesday",
    keep: ["Monday", "Tuesday"],
  },
  {
    via: "write",
    say: "the the invoice is attached you know the one from march",
    keep: ["March"],
  },
  {
    via: "comment",
    context: "Has anyone tried the new train to Porto?",
    say: "yes uh i took it last week it is like very fast and you know very clean",
    keep: [],
    punctuated: ["week. It is"],
  },
  {
    via: "write",
    say: "so um we are uh waiting your answer since friday",
    keep: ["Friday"],
  },
  {
    via: "write",
    say: "you can choose a time here my calendar link and we talk next week",
    keep: [],
    snippets: [{ trigger: "my calendar link", text: "https://cal.example.com/ewa-nowak/30min" }],
  },
  {
    via: "reply",
    context: "Where should we send the payment for the workshop?",
    say: "please send it to our account my bank details the reference is the invoice number",
    keep: [],
    snippets: [
      { trigger: "my bank details", text: "IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX" },
    ],
  },
  {
    via: "write",
    say: "uh as i said you find us at our office address the parking is behind the building",
    keep: [],
    snippets: [{ trigger: "our office address", text: "Verba GmbH, Torstraße 12, 10119 Berlin" }],
  },
  {
    via: "chat",
    say: "um the form is here the feedback form it takes like 2 minutes",
    keep: [],
    snippets: [{ trigger: "the feedback form", text: "https://forms.example.org/f/8KQ2" }],
  },
];
