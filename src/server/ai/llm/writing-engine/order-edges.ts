/**
 * Edges of an order after a statement that ends on an amount, a date or a
 * time, which run-on-openings.ts reads: what the order acts on when it is a
 * bare plural ("… an hour bring coins"), when it is for ("… at 9 call after
 * 10").
 */
import { isWord } from "./clause-lexicon";
import { isNounAt, partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Whether a plural noun, maybe after one adjective, starts at `at` and ends a phrase. */
export function barePluralEndsAt(tokens: Token[], at: number): boolean {
  const noun = partOfSpeechAt(tokens, at) === "ADJ" ? at + 1 : at;
  if (!isNounAt(tokens, noun) || !/\p{L}s$/u.test(lower(tokens[noun]) ?? "")) return false;
  return !isWord(tokens[noun + 1]) || partOfSpeechAt(tokens, noun + 1) === "ADP";
}

/** Prepositions of when an order is for: "call after 6", "come before noon". */
export const WHEN_PREPOSITIONS = wordSet("after before until");
