/**
 * An apology said in a set way opening a sentence ("excuse me for the delay",
 * "apologies for the late reply", "my apologies for …", "pardon me for the
 * mistake", "forgive me for …"): like "sorry for …" and "thanks for …", it
 * says all it says once what it is for is said, so a new subject and its
 * verb after it open a sentence of their own ("Excuse me for the delay. I
 * was in hospital").
 */
import { isPast } from "./clause-times";
import { lower, type Token, wordSet } from "./tokens";

/** Verbs that apologise when the speaker is their object: "excuse me", "forgive us". */
const APOLOGISING_ORDERS = wordSet("excuse pardon forgive");
const SPEAKERS = wordSet("me us");

/** Whether a clause's first words are a set apology for something: "excuse me for", "apologies for". */
export function apologyOpens(first: string, second: string, third: string): boolean {
  if (first === "apologies") return second === "for";
  if (first === "my" || first === "our") return second === "apologies" && third === "for";
  return APOLOGISING_ORDERS.has(first) && SPEAKERS.has(second) && third === "for";
}

/**
 * "excuse me you dropped your wallet": after a call for attention, "you" and
 * a past is what the speaker points out, a clause of its own, though "you"
 * alone opens none ("the volunteers you thanked").
 */
export const pastAfterYouAt = (tokens: Token[], at: number) =>
  lower(tokens[at]) === "you" && isPast(lower(tokens[at + 1]) ?? "");
