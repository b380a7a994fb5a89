/**
 * The private held-out split of numbers-as-a-recogniser-types-them.ts,
 * written before the fix and not tuned on: digits one by one, places,
 * prices with cents, scales and decimals after a figure, in other voices
 * and shapes, with near misses.
 * Scored once: 16 of 18 cases held every property (names and numbers kept
 * 13/15). One miss was this file's own: it asked for "seat 23A" where "my
 * seat is 23 a" rightly gives "My seat is 23A" (now asked as "23A"); the
 * other, "50 k a year", was fixed ("a" after "k" is a word, not a code's
 * letter). Then the file became a tuned one.
 */
import { keeping, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const NUMBERS_AS_A_RECOGNISER_TYPES_THEM_PRIVATE_HELD_OUT: WriterCase[] = [
  keeping(["675 dollars"], written("the repair was 6 7 5 dollars which is too much")),
  keeping(["2004"], written("my sister finished university in 2 0 0 4")),
  keeping(["desk 214"], written("you can find me at desk 2 14 on the second floor")),
  keeping(["23A"], written("my seat is 23 a but somebody is sitting there")),
  keeping(["9.99"], written("the app costs 9 99 per month after the trial")),
  keeping(["7.80"], written("we paid 7 80 for two coffees")),
  keeping(["2,750"], written("the salary is 2 thousand 750 before tax")),
  keeping(["600 euros"], written("the deposit is 6 hundred euros please pay it before friday")),
  keeping(["1.5 litres"], written("drink 1 point 5 litres of water every day")),
  keeping(["4-2"], written("we lost 4 2 but the team played well")),
  keeping(["15/04/2026"], written("the contract ends on 15 04 2026")),
  keeping(["24/7"], written("the support line works 24 7 even on holidays")),
  keeping(["50k"], written("they offered me 50 k a year i said no")),
  keeping(["105 students"], written("this year we have 1 hundred and 5 students")),
  keeping(["8:15"], written("the bus leaves at 8 15 and the ticket costs 3")),
  written("we have 3 4 options for the logo", "3 4 options"),
  written("i called 2 3 times nobody answer", "2 3 times"),
  written("there were 21 18 votes", "21 18 votes"),
];
