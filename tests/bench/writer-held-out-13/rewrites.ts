/** Rewrites of a selection (`context`), asked for (`say`) the ways people ask. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    say: "make it more formal",
    context:
      "Hey guys, just wanted to let u know the meeting is gonna be moved to Friday. Pls come on time.",
    keep: ["Friday"],
  },
  {
    via: "transform",
    say: "shorter",
    context:
      "I was wondering if it might be possible for you to send me the updated figures at some point this week, if that is not too much trouble for you.",
    keep: [],
  },
  {
    via: "transform",
    say: "expand this a bit, it's too short",
    context: "The delivery is late.",
    keep: [],
  },
  {
    via: "transform",
    say: "make it friendlier",
    context: "Send me the report by Monday.",
    keep: ["Monday"],
  },
  {
    via: "transform",
    say: "fix the grammar please",
    context: "She have two kids and they goes to the school near the park.",
    keep: [],
  },
  {
    via: "transform",
    say: "change Tuesday to Wednesday",
    context: "The workshop starts at 9:00 on Tuesday in Room 4.",
    keep: ["Wednesday", "9:00", "Room 4"],
  },
  {
    via: "transform",
    say: "make it polite",
    context: "Yo, the printer is broken again, someone fix it asap.",
    keep: [],
  },
  {
    via: "transform",
    say: "simpler words please",
    context:
      "Pursuant to our previous correspondence, we hereby notify you that the aforementioned payment remains outstanding.",
    keep: [],
  },
  {
    via: "transform",
    say: "can you make this sound professional",
    context: "thx for ur help yesterday, the new guy is gonna start on Monday btw",
    keep: ["Monday"],
  },
  {
    via: "transform",
    say: "replace front desk with reception",
    context:
      "Hi Mehmet, the samples are ready. You can pick them up from the front desk after 2 pm.",
    keep: ["Mehmet"],
  },
  {
    via: "transform",
    say: "a bit warmer",
    context: "We regret to inform you that your application was not successful this time.",
    keep: [],
  },
  {
    via: "transform",
    say: "trim it down",
    context:
      "At this point in time, we are basically still waiting for the supplier to actually confirm the final delivery date for the order.",
    keep: [],
  },
];
