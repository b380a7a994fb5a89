/**
 * Phrases that introduce a sentence ("by the way", "to be honest", "of
 * course") and a person called by name at its start, each set off by a comma.
 */

import { said } from "./builders";
import { MARCUS } from "./threads";
import type { WriterCase } from "./writer-case";

export const INTRODUCTIONS_AND_NAMES_CALLED: WriterCase[] = [
  said("by the way the office is closed on Monday", "By the way, the office is closed"),
  said(
    "we can meet on Monday by the way I booked the room",
    "on Monday. By the way, I booked the room.",
  ),
  said("in the meantime please keep the old version", "In the meantime, please keep"),
  said("for example we could start with the blog", "For example, we could start"),
  said("to be honest I prefer the first design", "To be honest, I prefer the first design."),
  said("of course we can change the date", "Of course, we can change the date."),
  // Not "as you know": the benchmark counts "you know" as a filler wherever it stands.
  said("as I said the price went up in March", "As I said, the price went up"),
  said("in my opinion the second option is better", "In my opinion, the second option is better."),
  {
    via: "reply",
    say: "Marco can you send me the slides before noon",
    context: MARCUS,
    keep: ["Marco"],
    punctuated: ["Marco, can you send me the slides"],
  },
  said("Priya thanks for the update", "Priya, thanks for the update."),
];
