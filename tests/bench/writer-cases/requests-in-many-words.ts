/**
 * Writing requests typed or said the way people ask a person: "I need an
 * email to …", "help me write …", "how do I tell …", "text Sam …", with
 * chat-speak and second-language word order.
 */
import type { WriterCase } from "./writer-case";

export const REQUESTS_IN_MANY_WORDS: WriterCase[] = [
  {
    via: "chat",
    say: "can u write smth to my boss that im sick today",
    keep: [],
    says: "sick today",
  },
  {
    via: "chat",
    say: "I need an email to the supplier saying the order 5521 is delayed",
    keep: ["5521"],
    says: "order 5521 is delayed",
  },
  {
    via: "chat",
    say: "help me write a message to Laura that the meeting is moved to 4 pm",
    keep: ["Laura", "4 pm"],
    says: "meeting is moved to 4 pm",
  },
  {
    via: "voice",
    say: "I want to tell my landlord that the rent will be three days late",
    keep: [],
    says: "rent will be three days late",
  },
  {
    via: "chat",
    say: "could you put together a note for the team about the new parking rules",
    keep: [],
    says: "new parking rules",
  },
  {
    via: "chat",
    say: "I'd like to thank Aisha for her help with the audit",
    keep: ["Aisha"],
    says: "help with the audit",
  },
  {
    via: "chat",
    say: "how do I tell my manager that I need a day off on Friday",
    keep: ["Friday"],
    says: "need a day off on Friday",
  },
  {
    via: "voice",
    say: "text Sam I'm running ten minutes late",
    keep: ["Sam"],
    says: "running ten minutes late",
  },
  {
    via: "chat",
    say: "drop a line to Greta thanking her for the flowers",
    keep: ["Greta"],
    says: "for the flowers",
  },
  {
    via: "voice",
    say: "give Tim a heads up that the build is broken",
    keep: ["Tim"],
    says: "build is broken",
  },
  {
    via: "chat",
    say: "inform the staff the canteen closes at 2 pm on Friday",
    keep: ["2 pm", "Friday"],
    says: "canteen closes at 2 pm on Friday",
  },
  {
    via: "chat",
    say: "pls reply to Leila ill check it tomorrow",
    keep: ["Leila"],
    says: "check it tomorrow",
  },
  {
    via: "chat",
    say: "answer Hiro that the shipment is on its way",
    keep: ["Hiro"],
    says: "shipment is on its way",
  },
  {
    via: "chat",
    say: "i need to write to my teacher that my son is ill and cannot come to school today",
    keep: [],
    says: "cannot come to school today",
  },
  {
    via: "chat",
    say: "make an email for Mr. Kowalski that we need the documents until Friday",
    keep: ["Mr. Kowalski", "Friday"],
    says: "need the documents",
  },
  {
    via: "chat",
    say: "write for me a message to Ahmed that the payment is done",
    keep: ["Ahmed"],
    says: "payment is done",
  },
  {
    via: "chat",
    say: "please formulate a mail to the customer that the product is out of stock",
    keep: [],
    says: "product is out of stock",
  },
  {
    via: "voice",
    say: "what should I say to Pablo I can't come to the dinner on Saturday",
    keep: ["Pablo", "Saturday"],
    says: "come to the dinner on Saturday",
  },
];
