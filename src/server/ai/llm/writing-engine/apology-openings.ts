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

/** Words right before "for" that make a set apology or thanks: "sorry for", "thank you for". */
const APOLOGY_BEFORE_FOR = wordSet("sorry thanks apologies apologise apologize");
const THANKING_OR_APOLOGISING = wordSet("thank excuse pardon forgive");
/** The speaker's own, and the speaker as a subject: "my English", "I" or "we". */
const SPEAKERS_OWN = wordSet("my our");
const SPEAKING_SUBJECTS = wordSet("i we");
/** The forms of "be" those subjects take. */
const SPEAKERS_BE = wordSet("am are was were");

/** Whether "for" at `at` follows a set apology or thanks: "sorry for", "thank you for". */
const apologyForAt = (tokens: Token[], at: number) => {
  if (lower(tokens[at]) !== "for") return false;
  const before = lower(tokens[at - 1]) ?? "";
  if (APOLOGY_BEFORE_FOR.has(before)) return true;
  return /^(?:you|me|us)$/.test(before) && THANKING_OR_APOLOGISING.has(lower(tokens[at - 2]) ?? "");
};

/**
 * "sorry for my bad English I am learning", "apologies for our late answer
 * we were away": the speaker's own thing apologised or thanked for is no
 * noun the speaker's next clause, saying with "be" how the speaker is,
 * describes ("the English I am learning" would say "the"), so that clause
 * is a statement of its own. "Sorry for the mess we made" still describes
 * the mess, and so may a learner's "my mistake I made".
 */
export function ownThingApologisedForAt(tokens: Token[], index: number): boolean {
  if (!SPEAKING_SUBJECTS.has(lower(tokens[index]) ?? "")) return false;
  if (!SPEAKERS_BE.has(lower(tokens[index + 1]) ?? "")) return false;
  for (let at = index - 2; at >= Math.max(2, index - 4); at--) {
    if (tokens.slice(at, index).some((token) => token.kind !== "word")) return false;
    if (SPEAKERS_OWN.has(lower(tokens[at]) ?? "")) return apologyForAt(tokens, at - 1);
  }
  return false;
}
