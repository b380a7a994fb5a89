/**
 * One reading of "a subject and its finite verb start here", for every rule
 * that asks whether a new clause begins after a complete one: a pronoun, a
 * name of one to three capitalised words with an optional title, or a noun
 * phrase (read in noun-phrases.ts: a determiner's phrase with its adjectives,
 * compounds and an "of" or "with" phrase, or a bare plural or mass noun),
 * then any adverbs that stand before a verb ("still", "no longer"), then a
 * finite verb. Whether the words before end a clause and do not lead into
 * this one is the caller's to read.
 */
import { SUBJECT_ONLY_PRONOUNS } from "./clause-lexicon";
import { CALENDAR_NAMES, isPast } from "./clause-times";
import { BARE_VERB_TAKERS, HAVE, PAST_ONLY } from "./clause-words";
import { isFiniteAt } from "./noun-phrases";
import { isMidAdverb, partOfSpeechAt } from "./parts-of-speech";
import { isCapitalisedTitle, isTitleAt, titledNameAt } from "./titles";
import { lower, type Token, wordSet } from "./tokens";
import { IRREGULAR_PASTS } from "./verb-forms";
import { verbOfSubjectAt } from "./verb-subjects";

/** The pronouns that are only ever a subject, and "nobody", "everyone" before a verb. */
const NOMINATIVES = new Set([
  ...SUBJECT_ONLY_PRONOUNS,
  ...wordSet("nobody everyone everybody someone somebody nothing everything something"),
]);

/** Words said where an adverb stands before a verb, beyond the adverbs: "no longer", "now". */
const LONGER = wordSet("longer");

/** Thanks said to someone named, no verb of theirs: "Lea thanks the cake was amazing". */
const NOT_A_NAME_VERB = wordSet("thanks please");

/** A word in capitals that names someone or something, not a day, a month or a title: "Pedro", "Lucia". */
export const nameWordAt = (tokens: Token[], at: number) =>
  tokens[at]?.kind === "word" &&
  /^\p{Lu}\p{Ll}/u.test(tokens[at]?.text ?? "") &&
  !isCapitalisedTitle(tokens[at]?.text ?? "") &&
  !CALENDAR_NAMES.has(lower(tokens[at]) ?? "");

/**
 * How many words a name opening at `at` spans: a titled name as titles.ts
 * reads it ("Dr Nakamura"), or one to three capitalised words ("Pedro",
 * "Ana Lucia"); 0 when none starts there, or when `at` is inside a name
 * already ("Lucia" of "Ana Lucia").
 */
export function nameLengthAt(tokens: Token[], at: number): number {
  if (nameWordAt(tokens, at - 1) || isTitleAt(tokens, at - 1)) return 0;
  const titled = titledNameAt(tokens, at);
  if (titled > 0) return titled;
  let end = at;
  while (end < at + 3 && nameWordAt(tokens, end)) end += 1;
  return end - at;
}

/** Where the word after the adverbs from `at` is: "still", "now", "no longer", "already also". */
function afterMidAdverbs(tokens: Token[], at: number): number {
  let next = at;
  for (let adverbs = 0; adverbs < 2; adverbs++) {
    const text = lower(tokens[next]) ?? "";
    if (text === "no" && LONGER.has(lower(tokens[next + 1]) ?? "")) next += 2;
    else if (text === "now" || isMidAdverb(text, partOfSpeechAt(tokens, next))) next += 1;
    else break;
  }
  return next;
}

/**
 * A verb that shows its tense after a name: an auxiliary, a form in "-s" or
 * a past. A plain form after a name is as often what a verb before had it do
 * ("I saw Maria cut the cake", "let Anna know"), and after "saw", "made",
 * "had" and the like only a past in "-ed" or a form in "-s" is the name's own.
 */
function nameVerbAt(tokens: Token[], at: number, nameAt: number): boolean {
  const verb = lower(tokens[at]) ?? "";
  if (NOT_A_NAME_VERB.has(verb) || !isFiniteAt(tokens, at)) return false;
  const before = lower(tokens[nameAt - 1]) ?? "";
  const inS = /^\p{Ll}{2,}[^su'’]s$/u.test(verb);
  if (BARE_VERB_TAKERS.has(before) || HAVE.has(before)) return /ed$/.test(verb) || inS;
  return (
    partOfSpeechAt(tokens, at) === "AUX" ||
    inS ||
    isPast(verb) ||
    PAST_ONLY.has(verb) ||
    IRREGULAR_PASTS.has(verb)
  );
}

/**
 * Where the finite verb of a subject starting at `index` is, or -1 when no
 * subject and finite verb start there: "Pedro missed", "Dr Nakamura wants",
 * "the new one still does", "pupils with late buses may", "sales are", "I
 * feel".
 */
export function subjectVerbAt(tokens: Token[], index: number): number {
  if (tokens[index]?.kind !== "word") return -1;
  if (NOMINATIVES.has(lower(tokens[index]) ?? "")) {
    const verbAt = afterMidAdverbs(tokens, index + 1);
    return isFiniteAt(tokens, verbAt) ? verbAt : -1;
  }
  const name = nameLengthAt(tokens, index);
  if (name > 0 && tokens[index]?.text !== "I") {
    const verbAt = afterMidAdverbs(tokens, index + name);
    return nameVerbAt(tokens, verbAt, index) ? verbAt : -1;
  }
  return verbOfSubjectAt(tokens, index);
}
