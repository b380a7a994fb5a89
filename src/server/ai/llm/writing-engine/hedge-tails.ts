/**
 * A hedge said after a whole statement and closing it ("the total is 240
 * dollars I think", "the flight is 300 euros I guess"): "I think" there is no
 * clause of its own but says how sure the speaker is of the one before, set
 * off by a comma ("…, I think."), not a sentence of two words.
 */
import { isWord } from "./clause-lexicon";
import { lower, type Token, wordSet } from "./tokens";

/** Verbs of opinion a speaker hedges with: "I think", "I guess", "I believe". */
const HEDGING_VERBS = wordSet("think guess believe suppose reckon");

/** Whether a hedge that closes its sentence starts at `index`: "I think", then no more words. */
export const hedgeTailAt = (tokens: Token[], index: number) =>
  lower(tokens[index]) === "i" &&
  HEDGING_VERBS.has(lower(tokens[index + 1]) ?? "") &&
  !isWord(tokens[index + 2]);
