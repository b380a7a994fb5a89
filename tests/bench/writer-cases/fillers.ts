/** Fillers where the rules once missed them: after other fillers, set off by commas, mid-sentence. */
import { MARCUS, POST, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const FILLER_CASES: WriterCase[] = [
  {
    via: "reply",
    say: "well actually I mean the figures look okay",
    context: TOMASZ,
    keep: [],
  },
  {
    via: "reply",
    say: "it was, you know, the best offer we got",
    context: MARCUS,
    keep: [],
  },
  {
    via: "voice",
    say: "so erm the thing is uhm we need more time for the audit",
    keep: [],
  },
  {
    via: "reply",
    say: "Uh... we can ship on the 4th, uhh, if that's OK",
    context: TOMASZ,
    keep: ["4th"],
  },
  {
    via: "comment",
    say: "this is I mean it's you know exactly what we saw in Q2",
    context: POST,
    keep: ["Q2"],
  },
  {
    via: "voice",
    say: "no wait let me start again the call is at 3 pm",
    keep: ["3 pm"],
  },
  {
    via: "reply",
    say: "we can, like, do Friday, ehm, or Monday",
    context: MARCUS,
    keep: ["Friday", "Monday"],
  },
  {
    via: "reply",
    say: "okay right the contract is ready to sign",
    context: TOMASZ,
    keep: [],
  },
];
