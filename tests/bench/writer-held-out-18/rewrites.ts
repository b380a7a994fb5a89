/**
 * Rewrites of a selection (`via: "transform"`): the selection in `context`,
 * what to do in `say` (shorter, longer, more formal, friendlier, a swap).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    context: "Hey Tom, gonna be late tmrw, the train is broken again. Sorry!",
    say: "more formal please",
    keep: ["Tom"],
  },
  {
    via: "transform",
    context:
      "I was wondering if it might be possible for you to send me the updated figures at some point this week, if that works for you.",
    say: "make it shorter",
    keep: [],
  },
  {
    via: "transform",
    context: "The workshop is on Friday at 10:00 in room 4.",
    say: "change friday to wednesday",
    keep: ["10:00"],
  },
  {
    via: "transform",
    context: "Please find attached the offer. The price is €1,200 for the full package.",
    say: "make it friendlier",
    keep: ["€1,200"],
  },
  {
    via: "transform",
    context: "yesterday we finish the inventory and the boxes arrives on time",
    say: "correct the grammar",
    keep: [],
  },
  {
    via: "transform",
    context: "Dear Ms Park, we wish to inform you that your order will be shipped on 3 May.",
    say: "make it more casual",
    keep: ["Park", "May"],
  },
  {
    via: "transform",
    context: "We need the signed form by next Tuesday, otherwise the booking is cancelled.",
    say: "change tuesday to thursday",
    keep: [],
  },
  {
    via: "transform",
    context:
      "Thanks for your message. We can offer a discount for orders above 500 units from Monday.",
    say: "replace 500 with 300",
    keep: ["Monday"],
  },
  {
    via: "transform",
    context: "hi all the team lunch is on thursday at 1 pls reply by tuesday thx",
    say: "make it professional",
    keep: [],
  },
  {
    via: "transform",
    context: "The delivery will be late because the truck broke down near Lyon.",
    say: "make it longer and more polite",
    keep: ["Lyon"],
  },
  {
    via: "transform",
    context: "Send me the report now. I asked twice already.",
    say: "make it more polite",
    keep: [],
  },
];
