/** Rewrites of a selection, asked for in the ways people ask. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    say: "make it more formal",
    context: "Hey guys, gonna be late to the standup, traffic is crazy.",
    keep: [],
  },
  {
    via: "transform",
    say: "shorter please",
    context:
      "I was wondering if it might be possible to move our call to Thursday afternoon, if that works for you, because at this point in time I have a clash with another meeting.",
    keep: ["Thursday"],
  },
  { via: "transform", say: "make it friendlier", context: "Send me the report.", keep: [] },
  {
    via: "transform",
    say: "fix the grammar",
    context: "The parcels arrives tomorrow and she have the keys for the storage.",
    keep: [],
  },
  {
    via: "transform",
    say: "expand this a bit",
    context: "Meeting moved to Friday. Same room.",
    keep: ["Friday"],
  },
  {
    via: "transform",
    say: "change Saturday to Sunday",
    context: "The party is on Saturday at Julia's house. Bring a dish to share.",
    keep: ["Sunday", "Julia"],
  },
  {
    via: "transform",
    say: "make it polite",
    context: "We cannot refund opened items. Read the policy before you buy.",
    keep: [],
  },
  {
    via: "transform",
    say: "make it simpler",
    context:
      "Pursuant to our previous correspondence, we hereby notify you that the aforementioned invoice remains outstanding.",
    keep: [],
  },
  {
    via: "transform",
    say: "make it professional",
    context: "thx for the help yesterday u saved me lol, the client loved the deck",
    keep: [],
  },
  {
    via: "transform",
    say: "replace 12 May with 19 May",
    context: "The deadline is 12 May. Please send the forms before then.",
    keep: ["19 May"],
  },
  {
    via: "transform",
    say: "it's too short, make it longer and warmer",
    context: "I can't come tomorrow. I'm sick.",
    keep: [],
  },
];
