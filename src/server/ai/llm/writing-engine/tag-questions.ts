/**
 * Tag questions said at the end of a statement: "the view is beautiful isn't
 * it" → "The view is beautiful, isn't it?". The comma sets the tag off; the
 * closing mark reads the tag as a question.
 */
import { ASKING_WORDS, isWord, NEGATED_AUXILIARIES } from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { subjectVerbAt } from "./subject-verb";
import { clauseStart, lower, mark, type Token, wordSet } from "./tokens";

/** Who a tag asks of: "isn't it", "aren't you", "wasn't there". */
const TAG_SUBJECTS = wordSet("it you he she we they there i");

/**
 * Whether the words of the sentence before `at` hold a verb of their own: a
 * statement to tag, read by the tagger or from its subject ("your brother
 * lives in Porto", whose "lives" the tagger reads as a noun).
 */
export function statementBefore(tokens: Token[], at: number): boolean {
  const verb = subjectVerbAt(tokens, clauseStart(tokens, at));
  if (verb >= 0 && verb < at) return true;
  for (let back = at - 1; back >= 0 && isWord(tokens[back]); back--) {
    const tag = partOfSpeechAt(tokens, back);
    if (tag === "VERB" || tag === "AUX") return true;
  }
  return false;
}

/**
 * Whether a tag question stands at `at`: a negated auxiliary and its subject
 * after a statement, ending the sentence or before a clause of its own ("…
 * wasn't it the service was slow"); not one a question word asks with ("why
 * don't we …").
 */
function tagAt(tokens: Token[], at: number): boolean {
  if (!NEGATED_AUXILIARIES.has(lower(tokens[at]) ?? "")) return false;
  if (!TAG_SUBJECTS.has(lower(tokens[at + 1]) ?? "") || !isWord(tokens[at - 1])) return false;
  if (ASKING_WORDS.has(lower(tokens[at - 1]) ?? "")) return false;
  const after = at + 2;
  const ends = !isWord(tokens[after]) || subjectVerbAt(tokens, after) >= 0;
  return ends && statementBefore(tokens, at);
}

/** A comma before each tag, and its question mark when a clause of its own follows it. */
export function setOffTagQuestions(tokens: Token[]): Token[] {
  const tags = new Set(tokens.flatMap((_, index) => (tagAt(tokens, index) ? [index] : [])));
  return tokens.flatMap((token, index) => {
    if (tags.has(index)) return [mark(","), token];
    return tags.has(index - 1) && isWord(tokens[index + 1]) ? [token, mark("?")] : [token];
  });
}
