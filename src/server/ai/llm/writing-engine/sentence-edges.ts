/**
 * How people open and close what they say, run into the clause beside it:
 * a closing wish ("… attached have a nice weekend"), an interjection ("oh no
 * the train is late"), an introduction ("by the way, …"), a person called by
 * name ("Marco, can you …"), and a clause or phrase fronted by "if", "when" or
 * "because of", which takes a comma before the main clause ("If you need
 * anything, let me know").
 */
import { OBJECTS, QUESTION_OPENERS } from "./clause-lexicon";
import { isGrammarWord, opensPhrase } from "./noun-phrases";
import { partOfSpeechAt } from "./parts-of-speech";
import { nameAndVerbAt } from "./phrase-verbs";
import { lower, mark, phraseAt, type Token, wordSet } from "./tokens";

/** Wishes that open or close a message: "have a nice weekend", "see you", "take care", "hope you are well". */
const WISHES = [
  ["have", "a", "nice"],
  ["have", "a", "good"],
  ["have", "a", "great"],
  ["have", "a", "lovely"],
  ["see", "you"],
  ["talk", "soon"],
  ["talk", "to", "you"],
  ["speak", "soon"],
  ["take", "care"],
  ["enjoy", "your"],
  ["enjoy", "the"],
  ["hope", "you"],
  ["hope", "all"],
  ["hope", "everyone"],
  ["hope", "everything"],
  ["hope", "your"],
];

/** Whether the first words of a clause are a closing wish. */
export function isWish(words: string[]): boolean {
  return WISHES.some((wish) => wish.every((word, at) => words[at] === word));
}

/** Whether a closing wish starts at `index`. */
export function wishAt(tokens: Token[], index: number): boolean {
  return WISHES.some((wish) => phraseAt(tokens, index, wish));
}

/** Words that open a clause or phrase placed before the main clause. */
const FRONTED = wordSet(
  "if when once unless although though whenever because after before while since",
);
/** Subordinators of several words that open a fronted clause: "as soon as you get the keys, …". */
const FRONTED_CLAUSE_PHRASES = [
  ["as", "soon", "as"],
  ["as", "long", "as"],
  ["even", "if"],
  ["even", "though"],
  ["in", "case"],
  ["now", "that"],
];
/** Phrases that open a fronted phrase with no verb of its own: "because of the storm, …". */
const FRONTED_PHRASES = [
  ["because", "of"],
  ["due", "to"],
  ["thanks", "to"],
  ["in", "spite", "of"],
  ["despite"],
];
/** Orders that open a main clause after a fronted one: "if you need anything, let me know". */
export const ORDERS = wordSet("let call send tell text email come give feel ask check bring");

/**
 * An order at `at`: a plain verb, then who or what it acts on ("call me
 * after five", "send the slides"); not a noun the tagger reads as a verb
 * ("sure thing", "no more meetings").
 */
export function orderAt(tokens: Token[], at: number): boolean {
  const text = tokens[at]?.text ?? "";
  // After an answer the tagger may read an order's verb as a noun ("sure call me"): the orders known win.
  const verb = partOfSpeechAt(tokens, at) === "VERB" || ORDERS.has(text);
  if (tokens[at]?.kind !== "word" || !verb || !/^\p{Ll}+$/u.test(text)) return false;
  if (/(?:s|ed|ing)$/.test(text) || isGrammarWord(text)) return false;
  return OBJECTS.has(lower(tokens[at + 1]) ?? "") || opensPhrase(tokens, at + 1);
}

/**
 * An order at `at` as `orderAt` reads one, or one the writer knows opening it, though "let" is a
 * grammar word elsewhere: "…, but let me check", "…, so tell Lea".
 */
export const orderOpensAt = (tokens: Token[], at: number) =>
  ORDERS.has(lower(tokens[at]) ?? "") || orderAt(tokens, at);

/**
 * Whether the clause from `start` is fronted: a clause ("if it rains") or a
 * phrase ("because of …"). Not "when" before an auxiliary, which asks ("when
 * does the shop close"): a fronted clause says its subject first ("when we
 * arrived").
 */
export function frontedAt(tokens: Token[], start: number): "clause" | "phrase" | undefined {
  if (FRONTED_PHRASES.some((phrase) => phraseAt(tokens, start, phrase))) return "phrase";
  if (FRONTED_CLAUSE_PHRASES.some((phrase) => phraseAt(tokens, start, phrase))) return "clause";
  const first = lower(tokens[start]) ?? "";
  if (first === "when" && QUESTION_OPENERS.has(lower(tokens[start + 1]) ?? "")) return undefined;
  return FRONTED.has(first) ? "clause" : undefined;
}

/** Words said before a clause as a reaction, set off by a comma: "oh no, the train …", "sure, I can …". */
const INTERJECTIONS = [
  ["oh", "no"],
  ["oh", "well"],
  ["wow"],
  ["sure"],
  ["oops"],
  ["perfect"],
  ["honestly"],
];

/** Phrases that introduce a sentence: "by the way, …", "to be honest, …". */
const INTRODUCTIONS = [
  ["by", "the", "way"],
  ["in", "the", "meantime"],
  ["for", "example"],
  ["for", "instance"],
  ["to", "be", "honest"],
  ["of", "course"],
  ["as", "i", "said"],
  ["in", "my", "opinion"],
  ["in", "fact"],
  ["as", "a", "result"],
  ["in", "any", "case"],
  ["on", "the", "other", "hand"],
  ["in", "addition"],
  ["after", "all"],
];

/** How many words an introduction at `index` spans, or 0. */
export function introductionAt(tokens: Token[], index: number): number {
  return INTRODUCTIONS.find((phrase) => phraseAt(tokens, index, phrase))?.length ?? 0;
}

/** What a clause after an interjection or an introduction opens with. */
const CLAUSE_OPENERS = wordSet(
  "i we you they he she it this that there the my our your his her their i'm we're you're they're it's that's there's i'll we'll i've please",
);

/** What a person called by name at the start is asked or thanked with: "Marco, can you …". */
const AFTER_NAME_CALLED = [
  ["can", "you"],
  ["could", "you"],
  ["would", "you"],
  ["will", "you"],
  ["thanks"],
  ["thank", "you"],
  ["please"],
];
/** Capitalised words at the start that are no one called: "Monday can you …" asks about Monday, "Many thanks" thanks. */
const NOT_CALLED = wordSet(
  "i many monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december",
);

/** How many words at `index` are set off by a comma: an interjection, an introduction or a name called. */
function setOffAt(tokens: Token[], index: number): number {
  const interjection = INTERJECTIONS.find((words) => phraseAt(tokens, index, words))?.length ?? 0;
  const length = interjection || introductionAt(tokens, index);
  // "of course Maria can join us", "sure call me after five": a name and its verb, or an order.
  const opensClause = (at: number) =>
    CLAUSE_OPENERS.has(lower(tokens[at]) ?? "") || nameAndVerbAt(tokens, at) || orderAt(tokens, at);
  if (length > 0) return opensClause(index + length) ? length : 0;
  const token = tokens[index];
  const isName =
    token?.kind === "word" &&
    /^\p{Lu}\p{Ll}/u.test(token.text) &&
    !NOT_CALLED.has(lower(token) ?? "");
  return isName && AFTER_NAME_CALLED.some((words) => phraseAt(tokens, index + 1, words)) ? 1 : 0;
}

export function commaAfterInterjections(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    out.push(tokens[index] as Token);
    const previous = tokens[index - 1];
    const atStart =
      index === 0 || previous?.kind === "break" || /[.!?]$/.test(previous?.text ?? "");
    const length = atStart ? setOffAt(tokens, index) : 0;
    if (length === 0) continue;
    out.push(...tokens.slice(index + 1, index + length), mark(","));
    index += length - 1;
  }
  return out;
}
