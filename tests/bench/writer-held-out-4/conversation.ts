/**
 * What is said to the writer itself in chat or a voice session: small talk,
 * questions (answered in one sentence on what it can do), and statements,
 * which come back polished.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const CONVERSATION: WriterCase[] = [
  { via: "chat", say: "hi there good morning", keep: [] },
  { via: "chat", say: "thanks that was really helpful", keep: [] },
  { via: "voice", say: "hello how are you today", keep: [] },
  { via: "chat", say: "what can you do for me", keep: [] },
  { via: "chat", say: "can you explain how compound interest works", keep: [] },
  { via: "voice", say: "what is the weather like in Istanbul tomorrow", keep: [] },
  { via: "chat", say: "who won the match yesterday", keep: [] },
  { via: "chat", say: "um can you help me fix my python script", keep: [] },
  {
    via: "voice",
    say: "the kids are asleep the house is finally quiet",
    keep: [],
    punctuated: ["asleep. The"],
  },
  {
    via: "voice",
    say: "i moved the dentist appointment to friday at 4",
    keep: [],
  },
  {
    via: "chat",
    say: "our team finished the migration last night everything runs on the new servers now",
    keep: [],
    punctuated: ["night. Everything"],
  },
  {
    via: "voice",
    say: "uh i think i left my umbrella at the office",
    keep: [],
  },
  {
    via: "chat",
    say: "i am agree with the plan but the timeline is too short",
    keep: [],
  },
  {
    via: "voice",
    say: "Mohammed called he will be late for dinner",
    keep: ["Mohammed"],
    punctuated: ["called. He"],
  },
  {
    via: "voice",
    say: "could you maybe ask Svetlana whether the hall is free on the 20th",
    keep: ["Svetlana"],
    says: "hall",
  },
  {
    via: "voice",
    say: "i would like you to write to Diego that i cannot come to the wedding sadly",
    keep: ["Diego"],
    says: "wedding",
  },
];
