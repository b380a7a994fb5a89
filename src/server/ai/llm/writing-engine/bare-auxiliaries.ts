/**
 * An auxiliary said without its verb, which the clause before gave it: "the
 * laptop charges but the mouse does not", "she can swim but he can't". A
 * negated auxiliary right after its subject, then another subject and verb,
 * ends its clause there: "… does not it needs batteries" → "… does not. It
 * needs batteries."
 */
import { ASKING_WORDS, AUXILIARIES, isWord, NEGATED_AUXILIARIES } from "./clause-lexicon";
import { isPast } from "./clause-times";
import { BE_FORMS } from "./clause-words";
import { partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { lower, type Token } from "./tokens";

/** Whether the words before `index` are a subject, an auxiliary and "not" (or one word, "can't"). */
export function bareNegationBefore(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  const negated = negatedAt(tokens, index - 1);
  const auxiliaryAt = previous === "not" ? index - 2 : index - 1;
  if (!(previous === "not" || negated) || !AUXILIARIES.has(lower(tokens[auxiliaryAt]) ?? ""))
    return false;
  // "why can't we go", "do not you …": an auxiliary after a question word asks, and leads in.
  // "the mouse still does not": an adverb may stand between the subject and its auxiliary.
  const subjectAt =
    partOfSpeechAt(tokens, auxiliaryAt - 1) === "ADV" ? auxiliaryAt - 2 : auxiliaryAt - 1;
  const subject = lower(tokens[subjectAt]) ?? "";
  return (
    SUBJECT_PRONOUNS.has(subject) ||
    subject === "one" ||
    /^(?:NOUN|PROPN)$/.test(partOfSpeechAt(tokens, subjectAt) ?? "")
  );
}

/**
 * "why don't we meet", "can't you stay": a negated auxiliary that opens a
 * sentence or follows a question word asks, with its subject after it.
 */
export const negationAsksAt = (tokens: Token[], at: number) =>
  NEGATED_AUXILIARIES.has(lower(tokens[at]) ?? "") &&
  (!isWord(tokens[at - 1]) || ASKING_WORDS.has(lower(tokens[at - 1]) ?? ""));

/** "can't", "didn't", "cannot": an auxiliary and its negation in one word. */
const negatedAt = (tokens: Token[], at: number) => {
  const text = lower(tokens[at]) ?? "";
  return text === "cannot" || /n['’]t$/.test(text);
};

/**
 * "it didn't we had to walk", "it isn't we are waiting": a negated
 * auxiliary at `at`, then a subject and a verb that no question after it
 * takes (a past, "be", a verb in "-s"), says its clause and ends it; "didn't
 * we agree" asks.
 */
export function statedAfterNegation(tokens: Token[], at: number): boolean {
  const verb = lower(tokens[at + 2]) ?? "";
  return (
    negatedAt(tokens, at) &&
    SUBJECT_PRONOUNS.has(lower(tokens[at + 1]) ?? "") &&
    (isPast(verb) || BE_FORMS.has(verb) || /^\p{Ll}{2,}[^s'’]s$/u.test(verb))
  );
}
