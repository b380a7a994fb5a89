/** What a preposition takes: its object, which no clause starts inside. */
import { SUBJECT_ONLY_PRONOUNS } from "./clause-lexicon";
import { lower, type Token, wordSet } from "./tokens";

/**
 * Prepositions that never end their clause, as "in", "outside" or "aboard"
 * may ("the results are in", "the kids are outside"): they take what follows.
 */
const TAKE_THEIR_OBJECT = wordSet(
  "under beneath beside between among towards toward against without near into onto of at with from about via",
);

/**
 * "the keys are under the doormat see you …", "the shop is near the station
 * parking is free": what follows such a preposition is its object, whatever
 * verb comes after; not a subject-only pronoun ("what are you waiting for we …").
 */
export function objectOfPrepositionAt(tokens: Token[], index: number): boolean {
  return (
    TAKE_THEIR_OBJECT.has(lower(tokens[index - 1]) ?? "") &&
    !SUBJECT_ONLY_PRONOUNS.has(lower(tokens[index]) ?? "")
  );
}
