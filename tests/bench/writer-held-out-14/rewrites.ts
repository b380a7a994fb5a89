/** Rewrites of a selection (the selection in `context`, the ask in `say`). */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    context:
      "Hey guys, just wanna let u know the meeting is gonna be moved to Thursday, pls update ur calendars.",
    say: "make it more formal",
    keep: ["Thursday"],
  },
  {
    via: "transform",
    context:
      "I was wondering if it might be possible for you to send me the updated figures at some point this week if you have the time.",
    say: "shorter please",
    keep: [],
  },
  {
    via: "transform",
    context: "Thanks for the update.",
    say: "expand this a bit, it is too short",
    keep: [],
  },
  {
    via: "transform",
    context: "Send me the report by Friday.",
    say: "make it friendlier",
    keep: ["Friday"],
  },
  {
    via: "transform",
    context: "She have two meeting tomorrow and she don't has time for lunch.",
    say: "fix the grammar",
    keep: [],
  },
  {
    via: "transform",
    context: "The workshop is on Tuesday at the Riverside Hotel.",
    say: "change Tuesday to Wednesday",
    keep: ["Riverside Hotel"],
  },
  {
    via: "transform",
    context: "You didn't send the invoice again. I need it now.",
    say: "make it polite",
    keep: [],
  },
  {
    via: "transform",
    context:
      "Pursuant to our previous correspondence, we hereby request that you remit the outstanding balance at your earliest convenience.",
    say: "simpler please, in plain English",
    keep: [],
  },
  {
    via: "transform",
    context: "the new tiles arrive on monday and the fitter starts on tuesday",
    say: "add punctuation and capitals",
    keep: [],
  },
  {
    via: "transform",
    context: "Our team finished the project on time.",
    say: "can you make it longer with more detail",
    keep: [],
  },
  {
    via: "transform",
    context: "We regret to inform you that your application has not been successful.",
    say: "make it warmer",
    keep: [],
  },
  {
    via: "transform",
    context: "The price is 30 euros per person, drinks included.",
    say: "replace 30 euros with 35 euros",
    keep: ["35"],
  },
];
