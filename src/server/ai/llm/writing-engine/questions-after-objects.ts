/**
 * A question said right after a verb's object: "sounds good to me when can
 * we start", "I haven't seen it can you send it", "I can help you what do
 * you need". The object ends its clause, so the question is a sentence of
 * its own; not after whom one tells ("tell him when …", "ask you what …").
 */
import { ASKING_WORDS, OBJECTS, QUESTION_OPENERS, QUESTION_SUBJECTS } from "./clause-lexicon";
import { asksOfSubjectAt } from "./question-subjects";
import { TELL_VERBS } from "./telling-verbs";
import { lower, type Token } from "./tokens";

/** Whether a question opens at `index`: by a question word, an auxiliary and its subject, or of a subject. */
export const asksAt = (tokens: Token[], index: number) =>
  ASKING_WORDS.has(lower(tokens[index]) ?? "") ||
  (QUESTION_OPENERS.has(lower(tokens[index]) ?? "") &&
    QUESTION_SUBJECTS.has(lower(tokens[index + 1]) ?? "")) ||
  asksOfSubjectAt(tokens, index);

/**
 * "what do you need", "when are you free": a question word, then an
 * auxiliary before its subject, which a clause a verb takes never has
 * ("show you how we do it"); so "you", which may be the question's subject
 * elsewhere, is the object before it.
 */
const invertedQuestionAt = (tokens: Token[], index: number) =>
  ASKING_WORDS.has(lower(tokens[index]) ?? "") &&
  QUESTION_OPENERS.has(lower(tokens[index + 1]) ?? "") &&
  QUESTION_SUBJECTS.has(lower(tokens[index + 2]) ?? "");

/** Whether a question at `index` follows a verb's object pronoun that ends its clause. */
export function asksAfterObjectAt(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  const object =
    OBJECTS.has(previous) ||
    previous === "it" ||
    (previous === "you" && invertedQuestionAt(tokens, index));
  return object && asksAt(tokens, index) && !TELL_VERBS.has(lower(tokens[index - 2]) ?? "");
}
