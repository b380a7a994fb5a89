/**
 * A verb in its plain form where a native speaker would say "-s", as
 * learners say it after "he", "she", "nobody" or "nothing": "he bring the
 * documents", "he never listen", "nobody answer me", "nothing change". Read
 * as the subject's verb, so such a clause is set apart from the one before.
 */

import { OBJECTS } from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";
import { isPlainForm, pastOf, plainOfIrregular } from "./verb-forms";

/** "bring", "sing": plain forms in "-ing" that the "-ing" test alone would take for participles. */
const plainVerb = (word: string) =>
  !/s$/.test(word) && (isPlainForm(word) || plainOfIrregular(pastOf(word)) === word);

/** Whether the word at `at` is a plain verb the tagger reads as one: "bring", "listen". */
export const learnersVerbAt = (tokens: Token[], at: number) =>
  partOfSpeechAt(tokens, at) === "VERB" && plainVerb(lower(tokens[at]) ?? "");

/** The subjects no one can be told by, whose plain verb learners say: "nobody answer". */
const NO_ONE = wordSet("nobody nothing");
/** What may follow such a verb: whom or what it takes, or nothing. */
const AFTER_NO_ONE_VERB = new Set([...OBJECTS, "it", "the", "my", "your", "our", "in", "to"]);
/** Words after "nobody" that say where or how, no verb: "nobody home", "nothing special". */
const NOT_VERBS = wordSet("home here there else new special wrong");

/**
 * "… the invoice nobody answer me", "… the company nothing change": "nobody"
 * or "nothing" after a noun, not a verb's object ("I saw nobody answer"),
 * then a plain verb with its object or nothing after it.
 */
export function noOneWithLearnersVerbAt(tokens: Token[], index: number): boolean {
  if (!NO_ONE.has(lower(tokens[index]) ?? "") || partOfSpeechAt(tokens, index - 1) === "VERB")
    return false;
  const verb = lower(tokens[index + 1]) ?? "";
  if (NOT_VERBS.has(verb) || !plainVerb(verb)) return false;
  const tag = partOfSpeechAt(tokens, index + 1);
  const next = tokens[index + 2];
  return (
    (tag === "VERB" || tag === "NOUN") &&
    (next?.kind !== "word" || AFTER_NO_ONE_VERB.has(lower(next) ?? ""))
  );
}
