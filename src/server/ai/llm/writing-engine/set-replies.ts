/**
 * Replies that say all they say in a few set words, and the short questions
 * said as replies: a short answer ("yes please", "sure thing", "fine by
 * me"), a set phrase ("count me in", "talk soon", "keep me posted", "fingers
 * crossed") and a question of a word or two ("what time", "which one", "how
 * much", "when exactly", "why not"). Each stands as a sentence of its own
 * where a run-on joins it to what comes before or after; the joins are read
 * in set-reply-breaks.ts.
 */
import { isWord } from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { endsClause, lower, type Token, wordSet } from "./tokens";

/**
 * Words of praise that answer on their own ("great", "perfect") but as often
 * lead into what they praise ("great news", "perfect timing").
 */
const LEADING_WORDS = ["perfect", "great", "lovely", "excellent", "awesome", "brilliant", "cool"];

/**
 * Set replies, longest first where one holds another. Each is complete:
 * nothing it needs follows it, so what does follow opens a sentence.
 */
const SET_REPLIES = [
  "yes please",
  "yes thank you",
  "no thank you",
  "no thanks",
  "sure thing",
  "of course",
  "not yet",
  "sounds good to me",
  "sounds good",
  "sounds great",
  "sounds perfect",
  "sounds fine",
  "fine by me",
  "works for me",
  "good idea",
  "great idea",
  "fingers crossed",
  "count me in",
  "count us in",
  "talk soon",
  "talk to you soon",
  "talk to you later",
  "talk to you tomorrow",
  "see you then",
  "see you soon",
  "see you later",
  "see you tomorrow",
  "see you there",
  "keep me posted",
  "keep us posted",
  "let's do it",
  "let's do that",
  "take care",
  "bye for now",
  "no rush",
  "all good",
  "got it",
  "will do",
  ...LEADING_WORDS,
].map((phrase) => phrase.split(" "));

/**
 * Replies that open a sentence and lead into what follows as often as they
 * stand alone ("of course we can", "great the file is here"): apart only
 * before an order, another reply or a question, never before a clause.
 */
const LEADING_REPLIES = new Set(["of course", ...LEADING_WORDS]);

/** Where the words of `phrase` end from `at`, commas between them passed over ("yes, please"); -1 when they differ. */
function phraseEnd(tokens: Token[], at: number, phrase: string[]): number {
  let index = at;
  for (const [offset, expected] of phrase.entries()) {
    if (offset > 0 && tokens[index]?.kind === "mark" && tokens[index]?.text === ",") index++;
    if (lower(tokens[index]) !== expected) return -1;
    index++;
  }
  return index;
}

/** A set reply at `at`: where it ends, and whether it leads into a clause; undefined when none. */
export function setReplyAt(
  tokens: Token[],
  at: number,
): { end: number; leading: boolean } | undefined {
  for (const phrase of SET_REPLIES) {
    const end = phraseEnd(tokens, at, phrase);
    if (end > 0) return { end, leading: LEADING_REPLIES.has(phrase.join(" ")) };
  }
  return undefined;
}

/** How much or how long: "how much", "how many", "how long", "how soon". */
const HOW_WHAT = wordSet("much many long soon often far");
/** Words that narrow a question to a word: "when exactly", "who else", "what else". */
const NARROWING = wordSet("exactly else");
const QUESTION_WORDS = wordSet("what when where who which how why");
/** The most nouns a short question names: "which order number". */
const MOST_NOUNS = 2;

/** Whether the word at `at` is a noun a short question asks about: "time", "one", "size". */
const askedNounAt = (tokens: Token[], at: number) =>
  /^\p{Ll}+$/u.test(tokens[at]?.text ?? "") &&
  (lower(tokens[at]) === "one" || partOfSpeechAt(tokens, at) === "NOUN");

/**
 * Where a short question at `at` ends ("what time", "which order number",
 * "how much", "when exactly", "why not"), or -1: a question word and at
 * most what it asks about, with no verb after it.
 */
export function shortQuestionEnd(tokens: Token[], at: number): number {
  const first = lower(tokens[at]) ?? "";
  const second = lower(tokens[at + 1]) ?? "";
  if (!QUESTION_WORDS.has(first) || !isWord(tokens[at + 1])) return -1;
  if (first === "why") return second === "not" ? at + 2 : -1;
  if (NARROWING.has(second)) return at + 2;
  // "how long exactly": what it asks, narrowed.
  if (first === "how")
    return HOW_WHAT.has(second) ? at + (NARROWING.has(lower(tokens[at + 2]) ?? "") ? 3 : 2) : -1;
  if (first !== "what" && first !== "which") return -1;
  let end = at + 1;
  while (end - at - 1 < MOST_NOUNS && askedNounAt(tokens, end)) end++;
  return end > at + 1 ? end : -1;
}

/** Whether `at` is where a sentence ends: the text's end, or a full stop, a question mark or a break. */
export const sentenceEndsAt = (tokens: Token[], at: number) =>
  at >= tokens.length || endsClause(tokens[at]);
