/**
 * A yes/no question with "is" or "was" and a noun phrase for its subject,
 * run on after a clause complete on its own (noun-questions' nounQuestionAt
 * reads those with a verb after the subject: "does the client want …"): "the printer is broken is the other one working",
 * "my laptop froze was the file saved". Read by the grammar on both sides:
 * before the "is", a clause whose subject has its verb and whose last word
 * is no noun (after a noun, "is" is that noun's verb: "the question is …");
 * after it, a noun phrase and then no verb of its own (in "the thing is
 * the bus is late" the noun phrase has its verb, so "is" was the verb).
 */
import { AUXILIARIES, isWord } from "./clause-lexicon";
import { particleAfterBe } from "./clause-words";
import { isNominal, isNounTag, opensPhrase } from "./noun-phrases";
import { partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { ASKED_AS_NOUNS, BE_ASKING } from "./pointer-questions";
import { lower, type Token } from "./tokens";

/** What may end a clause before the question: a verb, an adjective, an adverb ("froze", "broken", "asleep"). */
const CLAUSE_ENDINGS = new Set(["VERB", "ADJ", "ADV"]);

/** Where the words holding `index` start: after the last mark before it, a comma as much as a stop. */
function afterLastMark(tokens: Token[], index: number): number {
  let start = index;
  while (start > 0 && isWord(tokens[start - 1])) start -= 1;
  return start;
}

/** Whether the words from `start` up to `end` are a subject and its verb. */
function subjectAndVerb(tokens: Token[], start: number, end: number): boolean {
  const verb = SUBJECT_PRONOUNS.has(lower(tokens[start]) ?? "")
    ? start + 1
    : verbOfNounPhrase(tokens, start);
  return verb > start && verb < end;
}

/** Whether a be-question with a noun phrase for its subject opens at `index`, after a clause. */
export function beQuestionAt(tokens: Token[], index: number): boolean {
  if (!BE_ASKING.has(lower(tokens[index]) ?? "") || !opensPhrase(tokens, index + 1)) return false;
  const start = afterLastMark(tokens, index);
  const before = partOfSpeechAt(tokens, index - 1);
  // "the wifi is down is the router on": a particle after "be" ends a clause too.
  const ends = CLAUSE_ENDINGS.has(before ?? "") || particleAfterBe(tokens, index);
  if (start === index || !ends) return false;
  if (!subjectAndVerb(tokens, start, index)) return false;
  let at = index + 2;
  // "is the microwave free": an adjective after the noun is what is asked, not part of the phrase.
  // So is "right" ending what was said: "are the numbers right".
  const asked = (at: number) =>
    (partOfSpeechAt(tokens, at) === "ADJ" && isNounTag(partOfSpeechAt(tokens, at - 1))) ||
    (ASKED_AS_NOUNS.has(lower(tokens[at]) ?? "") && !isWord(tokens[at + 1]));
  while (at < index + 5 && isNominal(tokens, at, at === index + 2) && !asked(at)) at += 1;
  if (at === index + 2 || !isWord(tokens[at])) return false;
  // "is the other one working", "was the file saved": no verb of the noun phrase's own after it.
  const text = lower(tokens[at]) ?? "";
  const finite =
    AUXILIARIES.has(text) || (partOfSpeechAt(tokens, at) === "VERB" && /s$/.test(text));
  return !finite;
}
