/**
 * "is that right" run on after what it asks about: "the receipt lists four
 * items is that correct". Read by the question rules, and by the noun
 * phrase reading, whose phrase before such an "is" is no subject of it
 * ("the invoice is that okay" asks of the invoice, it says nothing of it).
 */
import { isWord } from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/**
 * What a be-question asks that the tagger reads as a noun or an adverb: "are the numbers right",
 * "is that ok", "is that enough".
 */
export const ASKED_AS_NOUNS = wordSet("right wrong ok okay enough");

/** Forms of "be" that ask: "is that right", "were they late". */
export const BE_ASKING = wordSet("is was are were");
const POINTERS = wordSet("that this");

/**
 * "is" and "that" or "this", then one word it asks of them, ending what was
 * said. Not "the problem is that nobody came": there "that" leads into a
 * clause.
 */
export function pointerQuestionAt(tokens: Token[], index: number): boolean {
  if (!BE_ASKING.has(lower(tokens[index]) ?? "") || !POINTERS.has(lower(tokens[index + 1]) ?? ""))
    return false;
  // "is that all right": the two words a listener hears as one.
  const asked = lower(tokens[index + 2]) === "all" ? index + 3 : index + 2;
  const tag = partOfSpeechAt(tokens, asked);
  const word = lower(tokens[asked]) ?? "";
  return (tag === "ADJ" || ASKED_AS_NOUNS.has(word)) && !isWord(tokens[asked + 1]);
}
