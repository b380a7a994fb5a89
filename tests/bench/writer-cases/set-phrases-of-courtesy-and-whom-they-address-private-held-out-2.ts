/**
 * A second private held-out split of
 * set-phrases-of-courtesy-and-whom-they-address.ts, written after the first
 * split was scored and before it was looked at again: other set phrases,
 * titles and names from many countries (two words, lower case), set phrases
 * ending a clause, and near misses where the phrase is a subject, an object
 * or a verb.
 * Scored once (219c1b8): clauses set apart 17/20 (85.0%) beside the tuned
 * 100%; its misses (a name said low that the tagger reads as a past, "thank
 * you ahmed"; "no worries" after a participle that already says what
 * happened, "has shipped"; thanks made bigger before a name, "thanks heaps
 * Jarrah") made the reading more general, and then the file became a tuned
 * one.
 */
import { written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SET_PHRASES_OF_COURTESY_AND_WHOM_THEY_ADDRESS_PRIVATE_HELD_OUT_2: WriterCase[] = [
  written(
    "many thanks Ms Oyelaran the parcel came this morning",
    "Ms Oyelaran. The parcel came this morning.",
  ),
  written("sorry folks the lift is broken again", "Sorry, folks. The lift is broken again."),
  written(
    "congratulations Wojciech you really earned it",
    "Congratulations, Wojciech. You really earned it.",
  ),
  written(
    "well done Mei Ling the kids adored the show",
    "Well done, Mei Ling. The kids adored the show.",
  ),
  written("thank you ahmed the boxes are in the garage", ", Ahmed. The boxes are in the garage."),
  written("great job everyone the stall sold out by noon", "Great job, everyone. The stall sold"),
  written(
    "apologies Señora Ruiz the plumber cannot come today",
    "Señora Ruiz. The plumber cannot come today.",
  ),
  written("the gate code changed yesterday sorry Kofi", "yesterday. Sorry, Kofi."),
  written("the invoice went out on Tuesday cheers", "Tuesday. Cheers"),
  written("your order has shipped no worries", "shipped. No worries."),
  written("the lights are off now good night", "now. Good night."),
  written("quick question Anjali did the courier ring", "Anjali", "ring?"),
  written("the rent is paid thanks heaps Jarrah", "paid.", "Jarrah."),
  written("nice work mate the shed looks solid", "Nice work, mate. The shed looks solid."),
  written(
    "thanks so much Dr Haddad the scan came back fine",
    "Dr Haddad. The scan came back fine.",
  ),
  // Near misses.
  written("thanks for the tip Jarrah", "for the tip"),
  written("sorry to hear about your dad", "Sorry to hear about your dad."),
  written("good job interviews take practice", "Good job interviews take practice."),
  written("the crowd cheers every goal", "The crowd cheers every goal."),
  written("we had no worries on the trip", "We had no worries on the trip."),
];
