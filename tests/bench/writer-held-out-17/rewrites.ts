/**
 * Rewrites of a selection (`via: "transform"`): `context` is the selected
 * text and `say` what to do with it.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    context: "Hey guys, just wanted to let u know the meeting is gonna be moved to Friday.",
    say: "make it more formal",
    keep: ["Friday"],
  },
  {
    via: "transform",
    context:
      "I was wondering if it might be possible for you to maybe send me the report at some point this week, if that works for you.",
    say: "make it shorter",
    keep: [],
  },
  {
    via: "transform",
    context: "The delivery will arrive on Friday morning.",
    say: "change friday to monday",
    keep: ["Monday"],
  },
  {
    via: "transform",
    context: "Thanks for the call today. I will send the numbers tomorrow.",
    say: "make it friendlier",
    keep: [],
  },
  {
    via: "transform",
    context: "We can't do the discount. Sorry.",
    say: "make it more polite",
    keep: [],
  },
  {
    via: "transform",
    context: "Please find attached the report for March.",
    say: "replace march with april",
    keep: ["April"],
  },
  { via: "transform", context: "The product is good.", say: "make it longer", keep: [] },
  {
    via: "transform",
    context: "yo the invoice is late again pls fix asap",
    say: "more professional please",
    keep: [],
  },
  {
    via: "transform",
    context:
      "Our team has worked very hard during this entire quarter in order to be able to deliver all of the features that were planned at the beginning.",
    say: "shorten it",
    keep: [],
  },
  {
    via: "transform",
    context: "meeting moved to 3 pm bring laptops",
    say: "fix the punctuation and capitals",
    keep: ["3"],
  },
  {
    via: "transform",
    context: "The price is 40 euros per person.",
    say: "change 40 to 45",
    keep: ["45"],
  },
];
