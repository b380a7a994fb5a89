/**
 * Requests of two or three parts in many people's words: each part carried
 * out, and no instruction left in the text.
 */
import { MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const TWO_AND_THREE_PART_REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "write to Hannah that the workshop is cancelled and ask her if she wants a refund",
    keep: ["Hannah"],
    says: "want a refund",
  },
  {
    via: "voice",
    say: "tell the team the office is closed on Friday and remind them to take their laptops home",
    keep: ["Friday"],
    says: "laptops home",
  },
  {
    via: "reply",
    say: "thank him for the update, confirm we got the parts and ask when the rest will arrive",
    context: TOMASZ,
    keep: [],
    says: "when the rest will arrive",
  },
  {
    via: "chat",
    say: "email Carlos that the demo moved to Thursday, apologize for the short notice and ask if 3 pm works",
    keep: ["Carlos", "Thursday", "3 pm"],
    says: "3 pm works",
  },
  {
    via: "voice",
    say: "let Priya know I sent the slides and tell her the client liked them",
    keep: ["Priya"],
    says: "the client liked them",
  },
  {
    via: "chat",
    say: "reply to Jonas saying we accept the quote and ask him to send the invoice to accounting",
    keep: ["Jonas"],
    says: "send the invoice to accounting",
  },
  {
    via: "voice",
    say: "ask Mei if she can cover my shift on Saturday and tell her I owe her one",
    keep: ["Mei", "Saturday"],
    says: "cover my shift on Saturday",
  },
  {
    via: "reply",
    say: "say yes to the call, suggest Tuesday at 11 and mention I need the agenda before",
    context: MARCUS,
    keep: ["Tuesday at 11"],
    says: "agenda",
  },
  {
    via: "chat",
    say: "draft a message to the landlord that the heating is broken again and ask when someone can come",
    keep: [],
    says: "when someone can come",
  },
  {
    via: "chat",
    say: "write a short email to Ingrid, tell her the samples arrived and ask for the price list",
    keep: ["Ingrid"],
    says: "price list",
  },
  {
    via: "chat",
    say: "please write to mister Haddad that we are agree with the terms and ask him for sign the contract",
    keep: ["Haddad"],
    says: "sign the contract",
  },
  {
    via: "voice",
    say: "tell Olu congratulations on the promotion and ask if he has time for lunch next week",
    keep: ["Olu"],
    says: "lunch next week",
  },
];
