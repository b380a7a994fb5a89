/**
 * "the fridge broke the technician comes tomorrow", "our fridge stopped the
 * engineer is coming": right after a verb, a determiner's phrase of one noun
 * whose own verb agrees with it is the next clause's subject, not the verb's
 * object, for no object is followed by a verb of its own; unless the verb
 * takes a clause ("she thinks the plan needs …").
 */
import { leadsIntoItsClause, takesClause } from "./clause-gaps";
import { QUESTION_SUBJECTS } from "./clause-lexicon";
import { opensPhrase, pluralNounAt } from "./noun-phrases";
import { partOfSpeechAt } from "./parts-of-speech";
import { pointerQuestionAt } from "./pointer-questions";
import { lower, type Token, wordSet } from "./tokens";
import { headAt, subjectHeadBefore, subjectOfVerbAt } from "./verb-subjects";

/** Auxiliaries a subject takes and an object never does: "the technician will", "the repair is". */
const SUBJECTS_AUXILIARIES = wordSet(
  "is are was were has will would can could should must does did isn't aren't wasn't weren't hasn't won't can't doesn't didn't",
);

/**
 * A verb that has the phrase opening at `index` as its subject: an
 * auxiliary no object takes, or one that agrees with the phrase and is
 * followed by what fits a verb (verb-subjects.ts: "the new part costs forty
 * euros", "the backup still works"), with no pronoun after it that would be
 * its subject instead, nor asking of what was said ("is that correct"); not
 * a plain form or a participle, which may follow an object ("made the kids
 * laugh", "had the car fixed").
 */
function ownVerbAt(tokens: Token[], index: number, at: number): boolean {
  // "a noise does it need …", "the boarding passes he wants …": a pronoun after it is the subject.
  if (QUESTION_SUBJECTS.has(lower(tokens[at + 1]) ?? "") || pointerQuestionAt(tokens, at))
    return false;
  const text = lower(tokens[at]) ?? "";
  if (SUBJECTS_AUXILIARIES.has(text) || subjectOfVerbAt(tokens, at) === index) return true;
  return /^\p{Ll}{2,}[^su'’]s$/u.test(text) && partOfSpeechAt(tokens, at) === "VERB";
}

/**
 * Whether the phrase from `index` to the verb at `verbAt` has one noun, its
 * head, right before the verb or its adverbs, and only adjectives before it
 * ("the technician", "her only concern", "the new one"), or is a bare
 * plural or a list of bare nouns: in a run of nouns ("the logs memory usage
 * looks …") the object may end at any of them.
 */
function oneNounBefore(tokens: Token[], index: number, verbAt: number): boolean {
  const head = subjectHeadBefore(tokens, verbAt);
  // "keeps freezing customers are paying", "towels and snacks are": a bare plural or a list.
  if (!opensPhrase(tokens, index))
    return (head === index && pluralNounAt(tokens, index)) || lower(tokens[head - 1]) === "and";
  if (head < index + 1 || !headAt(tokens, head)) return false;
  for (let at = index + 1; at < head; at++)
    if (!/^(?:ADJ|ADV)$/.test(partOfSpeechAt(tokens, at) ?? "")) return false;
  return true;
}

/** Whether the determiner's phrase at `index`, with its verb at `verbAt`, opens a clause after the verb before it. */
export function subjectAfterObjectAt(tokens: Token[], index: number, verbAt: number): boolean {
  const verb = lower(tokens[index - 1]) ?? "";
  return (
    oneNounBefore(tokens, index, verbAt) &&
    ownVerbAt(tokens, index, verbAt) &&
    !takesClause(verb) &&
    !leadsIntoItsClause(verb)
  );
}
