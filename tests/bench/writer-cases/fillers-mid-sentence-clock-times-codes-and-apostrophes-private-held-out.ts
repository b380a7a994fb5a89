/**
 * The private held-out split of
 * fillers-mid-sentence-clock-times-codes-and-apostrophes.ts, written before
 * the fix and not tuned on: "like" and "you know" as fillers in other
 * places and voices, with the verb and the preposition kept; 24-hour times,
 * codes and apostrophes in other shapes, with near misses.
 * Scored once (c733308): 17 of 19 cases held every property (clauses set
 * apart 17/19, names and numbers kept 6/6, fillers gone 19/19); then the
 * file became a tuned one. "you know the password so please log in" →
 * "You know the password, so please log in." is right but moved to the unit
 * tests: the bench's "fillers gone" reads every "you know" not after "as",
 * "if", "do" or "let" as a filler.
 */
import { keeping, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const FILLERS_MID_SENTENCE_CLOCK_TIMES_CODES_AND_APOSTROPHES_PRIVATE_HELD_OUT: WriterCase[] =
  [
    written("will you like forward the minutes to the team", "Will you forward the minutes"),
    written("the boss like wants the slides by noon", "The boss wants the slides by noon."),
    written("i stayed home because like my son was sick", "because my son was sick"),
    written("it was cheap but you know the quality was poor", "but the quality was poor"),
    written("they like never answer the phone", "They never answer the phone."),
    written("my kids like the new teacher", "My kids like the new teacher."),
    written("it feels like summer already", "feels like summer"),
    written("should we like cancel the trip", "Should we cancel the trip?"),
    keeping(["18:15"], written("the flight lands at 18 15 on sunday")),
    keeping(["13:00", "15:30"], written("the workshop runs from 13 00 to 15 30")),
    written("we sold 16 40 tickets last year", "16 40 tickets"),
    keeping(["A2281"], written("the ticket number is a 2 2 8 1")),
    keeping(["Gate 5A"], written("gate 5 a is closed today")),
    keeping(["12B"], written("she lives in flat 12 b near the park")),
    written("i need a 3 or 4 from you", "a 3 or 4"),
    keeping(["7 o'clock"], written("the dinner starts at 7 oclock")),
    written("we celebrate at grandpas place", "grandpa's place"),
    written("mums car broke down again", "Mum's car broke down"),
  ];
