/** Phrases said twice while thinking ("we can we can do Friday") and lead-ins ("you know what, …"), in requests and replies. */
import { TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const THINKING_ALOUD: WriterCase[] = [
  {
    via: "reply",
    say: "erm so yeah we can we can do Friday at 10:15",
    context: TOMASZ,
    keep: ["Friday", "10:15"],
    punctuated: ["we can do Friday at 10:15."],
  },
  {
    via: "reply",
    say: "you know what, we accept the 7% increase",
    context: TOMASZ,
    keep: ["7%"],
    punctuated: ["We accept the 7% increase."],
  },
  {
    via: "chat",
    say: "tell Anna that the report is the report is done",
    keep: ["Anna"],
    says: "the report is done",
  },
  {
    via: "comment",
    say: "we will we will ship v3.0 in Q2",
    keep: ["v3.0", "Q2"],
    punctuated: ["We will ship v3.0 in Q2."],
  },
];
