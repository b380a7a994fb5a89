/**
 * One reading of thanks or praise said to someone by name at the opening of
 * a sentence, before a clause of its own ("big congrats Mehmet ten years at
 * the company is amazing", "beautiful pictures Aroha the kids loved them",
 * "many thanks Ms Haddad the documents arrived"): the courtesy, perhaps with
 * a word that makes it bigger or the thing praised, then the name with its
 * title. Whether a clause follows is the caller's to say.
 */
import { DETERMINERS, isWord, LEAD_INTO_CLAUSE } from "./clause-lexicon";
import { COMPLETE_OPENERS, isVerblessLead } from "./clause-so-far";
import { CALENDAR_NAMES } from "./clause-times";
import { FEELINGS } from "./clause-words";
import { clauseStartsAt } from "./clauses";
import { addresseeAt, courtesyPhraseAt } from "./courtesy-phrases";
import { greetingAt } from "./greetings";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Thanks and congratulations said as one word, which the tagger reads as nouns. */
export const COURTESY_NOUNS = wordSet("thanks congrats congratulations cheers");

/** Whether the words thank, praise or wish: "thanks", "thank you", "great job", "well done". */
export function isCourtesy(words: string[]): boolean {
  const [first = "", second] = words;
  if (second === undefined) return COMPLETE_OPENERS.has(first);
  if (first === "thank") return second === "you";
  if (COMPLETE_OPENERS.has(first))
    return /^\p{Ll}+$/u.test(second) && !LEAD_INTO_CLAUSE.has(second);
  return isVerblessLead(words);
}

/** A capitalised word that is no day, month, feeling ("Glad it arrived") or "I": someone called by name. */
export const isNameAt = (tokens: Token[], index: number) =>
  isWord(tokens[index]) &&
  /^\p{Lu}\p{Ll}+$/u.test(tokens[index]?.text ?? "") &&
  !CALENDAR_NAMES.has(lower(tokens[index]) ?? "") &&
  !FEELINGS.has(lower(tokens[index]) ?? "");

/** Whether the word at `at` can be part of thanks or praise after its first word: "photo", "so", "much". */
function courtesyWordAt(tokens: Token[], at: number): boolean {
  const text = tokens[at]?.text ?? "";
  if (!isWord(tokens[at]) || !/^\p{Ll}+$/u.test(text) || DETERMINERS.has(text)) return false;
  if (COURTESY_NOUNS.has(text) || COMPLETE_OPENERS.has(text)) return true;
  if (text === "you") return lower(tokens[at - 1]) === "thank";
  if (LEAD_INTO_CLAUSE.has(text)) return false;
  const tag = partOfSpeechAt(tokens, at);
  return tag === "NOUN" || tag === "ADJ" || tag === "ADV";
}

const wordsOf = (tokens: Token[], index: number, end: number) =>
  tokens.slice(index, end).map((token) => lower(token) ?? "");

/**
 * Whether the words from `index` to `end` thank or praise: a courtesy the
 * writer knows ("thanks again", "great job"), or a word of praise before
 * what it praises or a courtesy ("beautiful pictures", "big congrats").
 */
function praises(tokens: Token[], index: number, end: number): boolean {
  const words = wordsOf(tokens, index, end);
  if (isCourtesy(words.slice(0, 2))) return true;
  const tag = partOfSpeechAt(tokens, index);
  const first = words[0] ?? "";
  const praising = tag === "ADJ" || tag === "INTJ" || COMPLETE_OPENERS.has(first);
  return praising && !FEELINGS.has(first) && words.length > 1;
}

/**
 * The courtesy words and whom they call at `index` (`words` then `name`
 * tokens; `lowered` when the name was said low), or undefined: a set phrase
 * of courtesy (courtesy-phrases.ts), or one to four words of thanks or
 * praise ("thank you very much", "beautiful pictures"), then a name called
 * with its title if it has one, or a group. A greeting ("hi Sara") is the
 * greeting reading's.
 */
export function courtesyToNameAt(
  tokens: Token[],
  index: number,
): { words: number; name: number; lowered: boolean } | undefined {
  if (greetingAt(tokens, index) !== undefined) return undefined;
  if (!isWord(tokens[index])) return undefined;
  const phrase = courtesyPhraseAt(tokens, index);
  // The first word is the courtesy's own, whatever else it may be ("many thanks", "Thank you").
  for (let end = index + 1; end <= index + Math.max(4, phrase); end++) {
    const inPhrase = end - index <= phrase;
    const pair = end - 1 === index + 1 && isCourtesy(wordsOf(tokens, index, end));
    if (end - 1 > index && !inPhrase && !pair && !courtesyWordAt(tokens, end - 1)) return undefined;
    // The whole name, so that a surname is not read as a subject after it ("Carlos Mendes will").
    const called = addresseeAt(tokens, end, end - index === phrase, (at) =>
      clauseStartsAt(tokens, at),
    );
    const courteous = end - index === phrase || praises(tokens, index, end);
    if (called.length > 0 && courteous)
      return { words: end - index, name: called.length, lowered: called.lowered };
  }
  return undefined;
}
