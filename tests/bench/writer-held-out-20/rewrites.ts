/**
 * Rewrites of a selection (`via: "transform"`): the selection is `context`,
 * what to do is `say` (shorter, longer, more formal, a swap of one thing for
 * another), and names and figures in it stay.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    context:
      "Hey guys, the meeting is gonna be moved to Thursday, pls let me know if u can't make it.",
    say: "make it more formal",
    keep: ["Thursday"],
  },
  {
    via: "transform",
    context:
      "I was wondering if it might be possible for you to send me the updated figures at some point this week, if that is not too much trouble.",
    say: "make it shorter",
    keep: [],
  },
  {
    via: "transform",
    context: "The delivery is planned for Friday at 10 at the main entrance.",
    say: "change friday to monday",
    keep: ["10"],
  },
  {
    via: "transform",
    context: "Send me the report by tomorrow.",
    say: "make it friendlier",
    keep: [],
  },
  {
    via: "transform",
    context: "Thanks for the update. We will review the numbers and get back to you.",
    say: "make it a bit longer",
    keep: [],
  },
  {
    via: "transform",
    context: "the parcels arrives on monday and she have the keys",
    say: "fix the grammar",
    keep: ["Monday"],
  },
  {
    via: "transform",
    context: "We can maybe offer a 10% discount for orders above 50 units, if that works.",
    say: "sound more confident",
    keep: ["10%", "50"],
  },
  {
    via: "transform",
    context: "Hi Maria, the price is 300 euros per day. Let me know what you think.",
    say: "replace 300 euros with 280 euros",
    keep: ["Maria"],
  },
  {
    via: "transform",
    context:
      "Please find attached herewith the document that you requested from us in your previous email of last week.",
    say: "shorter please",
    keep: [],
  },
  {
    via: "transform",
    context: "yeah no worries, we can totally do that next week",
    say: "more professional",
    keep: [],
  },
  {
    via: "transform",
    context: "The workshop will take place in Berlin on the 4th.",
    say: "change berlin to hamburg",
    keep: ["4th"],
  },
];
