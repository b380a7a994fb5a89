/**
 * Quantities that open a noun phrase and count the phrase after them:
 * "most of the guests", "half the office", "all our cousins", "none of
 * them", "a lot of guests", "every one of them", "no taxi". The quantity
 * is the phrase's first word, so a clause whose subject it opens starts
 * there, not at the determiner it counts ("… again. Half the office").
 */
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Quantities said straight before a determiner: "all our", "half the", "both my". */
const BEFORE_DETERMINER = wordSet("all half both");
/** What those quantities count: an article, a pointer or a possessive. */
const COUNTED = wordSet("the this that these those my our your his her their its");
/** Quantities before "of": "most of", "none of", "plenty of". */
const BEFORE_OF = wordSet(
  "most many some several all both half none each either neither any few one plenty lots",
);
/** Nouns of a quantity after "a": "a lot of", "a couple of", "a number of". */
const AFTER_A = wordSet("lot few couple number bit");
/** Words before "one of": "every one of them", "each one of us". */
const BEFORE_ONE = wordSet("every each any");

/**
 * Where the words a quantity at `at` counts start: after "most of", "half",
 * "a lot of", "every one of" or "no"; `at` itself when no quantity opens a
 * phrase there.
 */
export function countedPhraseAt(tokens: Token[], at: number): number {
  const [text, next, third] = [lower(tokens[at]), lower(tokens[at + 1]), lower(tokens[at + 2])];
  if (text === undefined || next === undefined || tokens[at + 1]?.kind !== "word") return at;
  if (BEFORE_DETERMINER.has(text) && COUNTED.has(next)) return at + 1;
  if (BEFORE_OF.has(text) && next === "of") return at + 2;
  if (
    third === "of" &&
    ((text === "a" && AFTER_A.has(next)) || (BEFORE_ONE.has(text) && next === "one"))
  )
    return at + 3;
  // "no taxi came", "no new flights": "no" before a noun or an adjective counts none of it.
  const tag = partOfSpeechAt(tokens, at + 1);
  if (text === "no" && (tag === "NOUN" || tag === "ADJ")) return at + 1;
  return at;
}
