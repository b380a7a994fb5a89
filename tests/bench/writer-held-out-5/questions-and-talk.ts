/**
 * Questions to the writer (answered in one sentence saying what it can do),
 * small talk, questions to others that are text to send, and plain
 * statements typed in chat, which come back polished.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const QUESTIONS_AND_TALK: WriterCase[] = [
  { via: "chat", say: "what can you do", keep: [] },
  { via: "chat", say: "can you help me with my emails", keep: [] },
  { via: "voice", say: "what is the weather in Madrid tomorrow", keep: [] },
  { via: "chat", say: "who are you", keep: [] },
  { via: "voice", say: "hello how are you today", keep: [] },
  { via: "chat", say: "thanks that was perfect", keep: [] },
  { via: "chat", say: "good morning", keep: [] },
  { via: "voice", say: "um can you translate this to german", keep: [] },
  {
    via: "write",
    say: "do you have the slides from yesterday i need them for the client",
    keep: [],
    punctuated: ["yesterday? I"],
  },
  {
    via: "write",
    say: "can you check the stock for the red jackets we have three orders waiting",
    keep: [],
    punctuated: ["jackets? We"],
  },
  {
    via: "write",
    say: "is the parking free after six my guests arrive at seven",
    keep: [],
    punctuated: ["six? My"],
  },
  {
    via: "comment",
    context: "We are moving our whole stack from AWS to Hetzner. AMA.",
    say: "how long did the migration take and did you have any downtime",
    keep: [],
    punctuated: ["downtime?"],
  },
  {
    via: "chat",
    say: "the quarterly review went well the team hit every target",
    keep: [],
    punctuated: ["well. The"],
  },
  {
    via: "voice",
    say: "i finished the audit the warehouse in Rotterdam is in good shape",
    keep: ["Rotterdam"],
    punctuated: ["audit. The"],
  },
];
