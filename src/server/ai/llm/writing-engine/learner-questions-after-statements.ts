/**
 * A learner's question after a whole statement, which no auxiliary opens:
 * "the car is still broken | what happen", "the mechanic called | how much
 * cost the repair", and the question in statement order after an object
 * said first ("the bill we already paid | why you send reminder"), whose
 * question word no noun before it waits for as its verb. Not a question a
 * word before it takes: "I know what happened", "I asked how much it costs".
 */
import { takesClause } from "./clause-gaps";
import { isWord, OBJECTS } from "./clause-lexicon";
import { asksInStatementOrderAt, WHY_TAKERS, whyAfterClauseAt } from "./learner-questions";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Forms of "happen", asked after "what" with or without its ending: "what happen", "what happened". */
const HAPPEN = wordSet("happen happens happened");
/** What "how much" asks the price of, in a learner's order: "how much cost the repair". */
const COST = wordSet("cost costs");
/** Words after "how" that ask an amount: "how much", "how many". */
const AMOUNTS = wordSet("much many");
/** Forms of "have" before a participle: "have seen". */
const HAVE = wordSet("have has had");
/**
 * Tags of a word whose object "what I do" may be ("I love what I do", "it is
 * what we can do"), or that a learner's "what" describes as "that" would
 * ("the cake what you made").
 */
const DOING = new Set(["VERB", "AUX", "ADP", "NOUN", "PROPN"]);

/**
 * Whether "what I do" or "what you think" at `index` may be the object of
 * the word before it or describe it: a verb ("I love what I do") or a noun
 * ("the cake what you made"), but for a participle closing its clause after
 * "be" or another verb ("arrived broken", "was cancelled").
 */
function objectOfDoingAt(tokens: Token[], index: number): boolean {
  if (!DOING.has(partOfSpeechAt(tokens, index - 1) ?? "")) return false;
  const participle = /\p{L}{2}(?:ed|en)$/u.test(lower(tokens[index - 1]) ?? "");
  // "have seen what you do": after "have" the participle is the verb whose object it is.
  const closing =
    /^(?:VERB|AUX)$/.test(partOfSpeechAt(tokens, index - 2) ?? "") &&
    !HAVE.has(lower(tokens[index - 2]) ?? "");
  return !participle || !closing;
}

/** Words before a question that take it as theirs: "no idea what happened", "not sure how much". */
const QUESTION_TAKERS = wordSet("idea sure clue exactly just only not never");

/**
 * Whether the words before `index` take the question as their own: a verb
 * that takes a clause or whom it tells ("tell me what happened"), or a word
 * such as "no idea" or "that is".
 */
function takenBefore(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  const before = lower(tokens[index - 2]) ?? "";
  if (WHY_TAKERS.has(previous) || QUESTION_TAKERS.has(previous) || takesClause(previous))
    return true;
  // "give you what you need": whom a verb gives to, then what it gives.
  const given = takesClause(before) || partOfSpeechAt(tokens, index - 2) === "VERB";
  return (OBJECTS.has(previous) || previous === "you") && given;
}

/**
 * Whether a learner's question opens at `index`, after a word that does
 * not take it: "what" and "happen" ("what happen to my order"), "how much"
 * and "cost" before what is priced ("how much cost the repair"), or "what"
 * and a clause in statement order after a word whose object it is not ("the
 * package arrived broken what I do now", "the internet is slow what you think").
 */
export function learnerQuestionAfterStatementAt(tokens: Token[], index: number): boolean {
  if (!isWord(tokens[index - 1])) return false;
  if (whyAfterClauseAt(tokens, index)) return true;
  const first = lower(tokens[index]) ?? "";
  const second = lower(tokens[index + 1]) ?? "";
  const asks =
    (first === "what" && HAPPEN.has(second)) ||
    (first === "how" && AMOUNTS.has(second) && COST.has(lower(tokens[index + 2]) ?? "")) ||
    (first === "what" && asksInStatementOrderAt(tokens, index) && !objectOfDoingAt(tokens, index));
  return asks && !takenBefore(tokens, index);
}
