/** Rewrites of a selection, asked for in the ways people ask. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    say: "make it shorter",
    context:
      "I just wanted to let you know that I was wondering if it might be possible to move our meeting to Thursday afternoon, if that works for you.",
    keep: ["Thursday"],
  },
  {
    via: "transform",
    say: "more formal",
    context: "hey guys, gonna be late tmrw, pls start without me",
    keep: [],
  },
  {
    via: "transform",
    say: "make this friendlier",
    context: "Send the report by Friday. Do not be late again.",
    keep: ["Friday"],
  },
  {
    via: "transform",
    say: "fix the grammar",
    context: "She have three childrens and they goes to school by bus.",
    keep: [],
  },
  {
    via: "transform",
    say: "change Tuesday to Wednesday",
    context: "The training is on Tuesday at 10:00 in room B.",
    keep: ["10:00", "Wednesday"],
  },
  { via: "transform", say: "expand this", context: "Thanks for the help yesterday.", keep: [] },
  { via: "transform", say: "make it polite", context: "Give me the keys back today.", keep: [] },
  {
    via: "transform",
    say: "simpler please",
    context:
      "Pursuant to our previous correspondence, we hereby notify you that the premises will be inaccessible due to maintenance.",
    keep: [],
  },
  {
    via: "transform",
    say: "can you make this a bit shorter",
    context:
      "At this point in time we are currently in the process of reviewing all of the applications that we have received.",
    keep: [],
  },
  {
    via: "transform",
    say: "more professional",
    context: "yeah no worries, we can def do the fix by monday lol",
    keep: [],
  },
  {
    via: "transform",
    say: "replace Anna with Joanna",
    context: "Anna will send the slides to the client before the call.",
    keep: ["Joanna"],
  },
  {
    via: "transform",
    say: "make it longer and more detailed",
    context: "The server is down.",
    keep: [],
  },
  {
    via: "transform",
    say: "correct the mistakes",
    context: "Yesterday we finish the inventory and we find a hour of missing stock.",
    keep: [],
  },
  {
    via: "transform",
    say: "warmer and a bit shorter",
    context:
      "We regret to inform you that your request has been received and will be processed in due course by our team.",
    keep: [],
  },
  {
    via: "transform",
    say: "make this sound more respectful",
    context: "u need to fix ur invoice, its wrong again",
    keep: [],
  },
  {
    via: "transform",
    say: "change 5 pm to 6 pm",
    context: "Dinner is at 5 pm at Lina's place.",
    keep: ["Lina", "6 pm"],
  },
];
