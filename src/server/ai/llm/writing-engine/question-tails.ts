/**
 * Questions said as a statement and a word at its end: a tag ("I owe you 20
 * bucks right" → "…, right?"), a choice left open ("the price includes the
 * tax or no" → "… or no?") and a bare "why" after what it asks about ("the
 * invoice says 250 why" → "… 250. Why?"). Read once the sentences are split,
 * on the last words of each.
 */
import { isWord, TELL_VERBS, TIME_WORDS } from "./clause-lexicon";
import { LINKING_VERBS } from "./clause-words";
import { partOfSpeechAt, readPartsOfSpeech } from "./parts-of-speech";
import { statementBefore } from "./tag-questions";
import { lower, mark, type Token, wordSet } from "./tokens";

/** Tags of a word a tag or a "why" may follow: an object's noun, a name, a figure. */
const OBJECT_END_TAGS = new Set(["NOUN", "PROPN", "NUM"]);
/**
 * Verbs after whose object "right" says how it was done, not a tag: "got the
 * name right", "did the job right", "understood the question right".
 */
const DONE_WELL_VERBS = wordSet(
  "get gets got gotten do does did done make makes made spell spells spelled spelt set sets say says said pronounce pronounced write writes wrote written understand understood hear heard remember remembered guess guessed",
);
/** Nouns whose "why" is what they name: "no idea why", "the reason why". */
const WHY_NOUNS = wordSet("idea reason clue explanation");
/** Words a choice left open is said after as a question only without them: "if", "whether". */
const OPEN_CHOICE_LEADS = wordSet("if whether");

const isSentenceEnd = (token: Token | undefined) =>
  token === undefined ||
  token.kind === "break" ||
  (token.kind === "mark" && /[.?!]$/.test(token.text));

/** Whether the word at `at` ends an object or a time, after which a tag or a "why" may stand. */
const endsObjectAt = (tokens: Token[], at: number) =>
  OBJECT_END_TAGS.has(partOfSpeechAt(tokens, at) ?? "") || TIME_WORDS.has(lower(tokens[at]) ?? "");

/** "got the name right": a verb of doing with only its object between it and "right" at `at`. */
function doneWellBefore(tokens: Token[], start: number, at: number): boolean {
  for (let back = at - 1; back >= start; back--) {
    if (DONE_WELL_VERBS.has(lower(tokens[back]) ?? "")) return true;
    if (partOfSpeechAt(tokens, back) === "ADP") return false;
  }
  return false;
}

/** "asked the manager why", "tell him why": whom one asks or tells, then "why" at `at`. */
const toldWhy = (tokens: Token[], at: number) =>
  (TELL_VERBS.has(lower(tokens[at - 2]) ?? "") && partOfSpeechAt(tokens, at - 1) === "PRON") ||
  (TELL_VERBS.has(lower(tokens[at - 3]) ?? "") && partOfSpeechAt(tokens, at - 2) === "DET");

type Tail = "tag" | "choice" | "why";

/** The tail the sentence from `start` ends on at `last`, its last word, if any. */
function tailAt(
  tokens: Token[],
  start: number,
  last: number,
  closingMark: (sentence: Token[]) => string,
): Tail | undefined {
  const text = lower(tokens[last]) ?? "";
  const before = lower(tokens[last - 1]) ?? "";
  if (last - start < 3 || !statementBefore(tokens, last)) return undefined;
  const words = tokens.slice(start, last).map((token) => lower(token) ?? "");
  // "the total looks right", "are the numbers right": what is said of a subject, or asked.
  const saidOf = LINKING_VERBS.has(before) || closingMark(tokens.slice(start, last)) === "?";
  if (
    text === "right" &&
    endsObjectAt(tokens, last - 1) &&
    !saidOf &&
    !doneWellBefore(tokens, start, last)
  )
    return "tag";
  if ((text === "no" || text === "not") && before === "or" && isWord(tokens[last - 2])) {
    const open = lower(tokens[last - 2]) !== "yes" && !words.some((w) => OPEN_CHOICE_LEADS.has(w));
    return open ? "choice" : undefined;
  }
  const why =
    text === "why" &&
    endsObjectAt(tokens, last - 1) &&
    !WHY_NOUNS.has(before) &&
    !toldWhy(tokens, last);
  return why ? "why" : undefined;
}

/**
 * The tokens with each sentence that ends on a tail asking as a question:
 * a comma before a tag, "?" after it and after an open choice, and a bare
 * "why" set apart as a question of its own (`closingMark` ends the sentence
 * before it).
 */
export function setOffQuestionTails(
  tokens: Token[],
  closingMark: (sentence: Token[]) => string,
): Token[] {
  readPartsOfSpeech(tokens);
  const out: Token[] = [];
  let start = 0;
  let outStart = 0;
  for (const [index, token] of tokens.entries()) {
    const ends = token.kind === "word" && isSentenceEnd(tokens[index + 1]);
    const tail = ends ? tailAt(tokens, start, index, closingMark) : undefined;
    if (tail === "tag") out.push(mark(","));
    if (tail === "why") out.push(mark(closingMark(out.slice(outStart))));
    out.push(token);
    if (tail !== undefined) out.push(mark("?"));
    if (token.kind !== "word" && isSentenceEnd(token)) {
      start = index + 1;
      outStart = out.length;
    }
  }
  return out;
}
