/**
 * The article a singular noun counted one at a time cannot go without: "I
 * bought new laptop" → "a new laptop", "she is teacher" → "a teacher", "I
 * have question" → "a question". Only after a verb or a preposition, where
 * the noun is an object or a complement and nothing else can stand before it.
 * "by car", "on request" and "information" stay as said: a preposition that
 * takes a bare noun, and nouns not counted, are not read.
 */
import { BE_FORMS, HAVE } from "./clause-words";
import type { PartOfSpeech } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Nouns always counted one at a time: work people do, things one owns or books, what one asks. */
const COUNTED = wordSet(
  [
    "teacher doctor nurse engineer student lawyer driver manager farmer chef designer developer",
    "programmer accountant waiter waitress artist singer dentist pilot scientist architect",
    "journalist translator cleaner mechanic plumber electrician receptionist secretary",
    "laptop computer printer phone car house flat apartment dog cat bike bicycle ticket",
    "passport visa contract receipt invoice umbrella camera tablet",
    "question problem idea suggestion request appointment meeting complaint proposal offer",
    "interview emergency reservation",
  ].join(" "),
);
/** Prepositions that take a bare noun: "by car", "on request", "per person". */
const TAKES_A_BARE_NOUN = wordSet("by on upon per via");

const BE_OR_HAVE = new Set([...BE_FORMS, "being", ...HAVE]);

/**
 * "is engineer", "have question": a noun the tagger read as a verb after
 * "be" or "have", which take no plain verb; an "-ing" after "be" is a verb
 * ("is meeting the client").
 */
function nounReadAsVerb(
  tokens: Token[],
  tags: Array<PartOfSpeech | undefined>,
  at: number,
): boolean {
  const word = lower(tokens[at]) ?? "";
  return (
    tags[at] === "VERB" &&
    BE_OR_HAVE.has(lower(tokens[at - 1]) ?? "") &&
    COUNTED.has(word) &&
    (!word.endsWith("ing") || /^ha/u.test(lower(tokens[at - 1]) ?? ""))
  );
}

/**
 * The index of a noun phrase's first word that wants "a" or "an" before it,
 * with the article; undefined when the phrase at `at` has its determiner or
 * is not one that needs it.
 */
export function articleWanted(
  tokens: Token[],
  tags: Array<PartOfSpeech | undefined>,
  at: number,
): string | undefined {
  const before = tags[at - 1];
  const beforeWord = lower(tokens[at - 1]) ?? "";
  const afterVerb = before === "VERB" || before === "AUX";
  if (!afterVerb && !(before === "ADP" && !TAKES_A_BARE_NOUN.has(beforeWord))) return undefined;
  let head = at;
  while (tags[head] === "ADJ") head++;
  if (tags[head] !== "NOUN" && !nounReadAsVerb(tokens, tags, head)) return undefined;
  while (tags[head + 1] === "NOUN") head++;
  const next = tokens[head + 1];
  // "teacher's pet", "laptop-bag": the noun is not the phrase's head.
  if (next?.kind === "word" && /^['’]s$/u.test(next.text)) return undefined;
  if (!COUNTED.has(lower(tokens[head]) ?? "")) return undefined;
  return /^[aeiou]/iu.test(tokens[at]?.text ?? "") ? "an" : "a";
}
