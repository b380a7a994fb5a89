/** Rewrites of a selection, asked for in the ways people ask. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    context:
      "I was wondering if it might be possible for you to send me the updated price list at some point this week, if that works for you.",
    say: "make it shorter",
    keep: [],
  },
  {
    via: "transform",
    context: "hey guys the server is gonna be down tonight so pls save ur work",
    say: "more formal",
    keep: [],
  },
  {
    via: "transform",
    context: "Send the report by Friday. Late reports will not be accepted.",
    say: "friendlier please",
    keep: ["Friday"],
  },
  {
    via: "transform",
    context: "Yesterday we finish the inventory and the boxes is in the storage room.",
    say: "fix the grammar",
    keep: [],
  },
  {
    via: "transform",
    context: "The workshop is on Tuesday in room 5.",
    say: "change Tuesday to Thursday",
    keep: ["Thursday", "room 5"],
  },
  {
    via: "transform",
    context: "Thanks for the help with the move.",
    say: "expand this a bit",
    keep: [],
  },
  { via: "transform", context: "Give me the keys back tomorrow.", say: "make it polite", keep: [] },
  {
    via: "transform",
    context:
      "Pursuant to our previous correspondence, we hereby request the remittance of the outstanding balance.",
    say: "simpler please",
    keep: [],
  },
  {
    via: "transform",
    context: "no worries, we'll sort it asap, thx for ur patience",
    say: "can you make this more professional",
    keep: [],
  },
  {
    via: "transform",
    context: "Our next training is in Accra in May.",
    say: "replace Accra with Lagos",
    keep: ["Lagos", "May"],
  },
  {
    via: "transform",
    context:
      "The delivery was late again this week. The driver said the warehouse had staff problems and could not load the van on time.",
    say: "too long cut it to one sentence",
    keep: [],
  },
];
