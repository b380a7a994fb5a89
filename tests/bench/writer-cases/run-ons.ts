/** Speech that runs clauses together: each clause gets its own sentence or punctuation. */
import { MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const RUN_ON_CASES: WriterCase[] = [
  {
    via: "reply",
    say: "we got the payment today the receipt is attached the next one is due in May",
    context: TOMASZ,
    keep: ["May"],
    punctuated: ["today. The receipt is attached. The next one"],
  },
  {
    via: "reply",
    say: "thanks for your message I checked the numbers they are correct",
    context: PRIYA,
    keep: [],
    punctuated: ["message. I checked the numbers. They are correct."],
  },
  {
    via: "reply",
    say: "the meeting went well we agreed on the price I will send the contract tomorrow",
    context: MARCUS,
    keep: [],
    punctuated: ["went well. We agreed on the price. I will send"],
  },
  {
    via: "voice",
    say: "I called the client he said yes we can start on Monday",
    keep: ["Monday"],
    punctuated: ["the client. He said yes. We can start"],
  },
  {
    via: "reply",
    say: "sorry for the late reply I was on holiday the invoice is paid now",
    context: TOMASZ,
    keep: [],
    punctuated: ["reply. I was on holiday. The invoice"],
  },
  {
    via: "comment",
    say: "great post I totally agree we saw the same thing last year",
    keep: [],
    punctuated: ["Great post. I totally agree. We saw"],
  },
];
