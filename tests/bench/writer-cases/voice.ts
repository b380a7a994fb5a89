/** Requests and dictation heard in a voice session. */
import { PRIYA } from "./threads";
import type { WriterCase } from "./writer-case";

export const VOICE_CASES: WriterCase[] = [
  {
    via: "voice",
    say: "write a reply to Tomasz saying the invoice was paid",
    keep: ["Tomasz"],
    says: "invoice was paid",
  },
  {
    via: "voice",
    say: "um tell Lukas that uh the demo is at 10 am on Tuesday",
    keep: ["Lukas", "10 am", "Tuesday"],
    says: "demo is at 10 am on Tuesday",
  },
  {
    via: "voice",
    say: "move the meeting to 10 30 no wait I mean 11 am",
    keep: ["11 am"],
  },
  {
    via: "voice",
    say: "so um I I think we should like ship it on Thursday",
    keep: ["Thursday"],
  },
  {
    via: "voice",
    say: "send it to Peter no sorry I mean to Paul",
    keep: ["Paul"],
  },
  {
    via: "voice",
    say: "please draft a message to Kenji saying the servers are back up",
    keep: ["Kenji"],
    says: "servers are back up",
  },
  {
    via: "voice",
    say: "ask Fatima whether the order 7781 has shipped",
    keep: ["Fatima", "7781"],
    says: "order 7781 has shipped",
  },
  {
    via: "reply",
    say: "uh can you please explain me the new process for expense reports",
    context: PRIYA,
    keep: [],
  },
  {
    via: "voice",
    say: "I am waiting since 3 days for the approval so please revert back by Monday",
    keep: ["3", "Monday"],
  },
  {
    via: "voice",
    say: "say thank you to Grace for the feedbacks on the draft",
    keep: ["Grace"],
    says: "feedback on the draft",
  },
];
