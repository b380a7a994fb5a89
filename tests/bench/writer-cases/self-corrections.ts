/** Numbers and days taken back mid-sentence with a single word: "40 no 45", "2 pm sorry 3 pm". */
import { MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const SELF_CORRECTION_CASES: WriterCase[] = [
  { via: "voice", say: "the budget is 40 no 45 thousand euros", keep: ["45 thousand"] },
  { via: "reply", say: "the call is at 2 pm sorry 3 pm", context: MARCUS, keep: ["3 pm"] },
  {
    via: "reply",
    say: "we need 12 actually 15 chairs for the event",
    context: TOMASZ,
    keep: ["15 chairs"],
  },
  { via: "voice", say: "it costs um 2500 euro no 2800 euro per month", keep: ["2800 euro"] },
  {
    via: "reply",
    say: "let's do Thursday no Friday at 10",
    context: MARCUS,
    keep: ["Friday at 10"],
  },
];
