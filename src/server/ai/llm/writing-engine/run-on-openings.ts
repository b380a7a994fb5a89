/**
 * Openings of a run-on clause that the subject-and-verb rules do not see:
 * an order after a clause that is complete ("the lift is broken take the
 * stairs"), and "that" as the subject after an amount ("it cost 45 euros
 * that was cheap").
 */

import { AUXILIARIES, DETERMINERS, hasVerbForm, isWord, OBJECTS } from "./clause-lexicon";
import { TIME_NOUNS } from "./clause-times";
import { verbOfNounPhrase } from "./noun-phrases";
import { isVerbAt, objectPronounAt, partOfSpeechAt } from "./parts-of-speech";
import { ORDERS } from "./sentence-edges";
import { STEP_VERBS } from "./series-words";
import { lower, type Token, wordSet } from "./tokens";

/**
 * Verbs whose object is followed by a plain verb of its own ("we made them
 * clean the room", "I saw the kids leave", "let the dog sleep"): that verb
 * is no order.
 */
const BARE_VERB_TAKERS = wordSet(
  "let lets make makes made help helps helped see sees saw seen watch watches watched hear hears heard notice noticed feel feels felt",
);
/** "had the mechanic check the brakes": "have" takes a plain verb after a person, not after "bread". */
const HAVE = wordSet("have has had");

/** Tags of words a clause can end on before an order: "is ready", "at 7", "to Thursday", "is down". */
const CLAUSE_ENDS = new Set(["ADJ", "NUM", "NOUN", "PROPN", "ADP"]);

/** Tags an order can carry in the tagger's reading: "share" and "use" read as nouns, "open" as an adjective. */
const ORDER_TAGS = new Set(["VERB", "NOUN", "ADJ"]);

/** Determiners and quantifiers that open what an order acts on: "take a taxi", "pay half now". */
const OBJECT_OPENERS = new Set([...DETERMINERS, ...wordSet("a an half any each every another")]);

/** Whether a verb among the few words back takes a plain verb after its object. */
function afterBareVerbTaker(tokens: Token[], index: number): boolean {
  for (let at = index - 2; at >= Math.max(0, index - 6); at--) {
    if (!isWord(tokens[at])) return false;
    const text = lower(tokens[at]) ?? "";
    if (BARE_VERB_TAKERS.has(text)) return true;
    const person = tokens[at + 1];
    if (
      HAVE.has(text) &&
      (DETERMINERS.has(lower(person) ?? "") || OBJECTS.has(lower(person) ?? ""))
    )
      return true;
  }
  return false;
}

/** Forms of "be": the word after one ends its clause ("is ready", "was slow", "is shut"). */
const BE = wordSet("am is are was were been");

/** Whether the word before `index` is what a form of "be" says: "the soup is cold …". */
const predicateBefore = (tokens: Token[], index: number) =>
  BE.has(lower(tokens[index - 2]) ?? "") && !DETERMINERS.has(lower(tokens[index - 1]) ?? "");

/**
 * Whether the word before `index` can end a clause before an order: a word
 * that ends a phrase, what a form of "be" says ("the door is locked ask …"),
 * a past participle after an auxiliary, or an adverb after a verb ("leaking
 * again"); not a pronoun ("let me know"), a grammar word, or an adverb
 * before its verb ("we finally watch").
 */
function endsBeforeOrder(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  const tag = partOfSpeechAt(tokens, index - 1);
  if (DETERMINERS.has(previous) || AUXILIARIES.has(previous) || previous === "to") return false;
  if (predicateBefore(tokens, index)) return tag !== "PRON";
  if (tag === "VERB")
    return /(?:ed|en)$/.test(previous) && AUXILIARIES.has(lower(tokens[index - 2]) ?? "");
  if (tag === "ADV") return AFTER_VERB_TAGS.has(partOfSpeechAt(tokens, index - 2) ?? "");
  // "the signed copy": an adjective after a determiner describes the noun to come.
  if (tag === "ADJ" && OBJECT_OPENERS.has(lower(tokens[index - 2]) ?? "")) return false;
  return tag !== undefined && CLAUSE_ENDS.has(tag);
}

/** Tags of a word an adverb can follow at a clause's end: "leaking again", "closes early". */
const AFTER_VERB_TAGS = new Set(["VERB", "ADJ", "ADP"]);

/**
 * What follows the word at `index` when it is an order: what it acts on, a
 * determiner's phrase with no verb of its own ("take the stairs", not "the
 * door is open"), or an object pronoun with no verb after it ("refill it
 * please", not "the car it broke").
 */
function actsOnAfter(tokens: Token[], index: number): boolean {
  const next = lower(tokens[index + 1]) ?? "";
  if (objectPronounAt(tokens, index + 1, true)) return !isVerbAt(tokens, index + 2);
  // "this week", "every day": a time, not what the order acts on.
  const time = TIME_NOUNS.has(lower(tokens[index + 2]) ?? "");
  return OBJECT_OPENERS.has(next) && !time && verbOfNounPhrase(tokens, index + 1) < 0;
}

/** Prepositions an order goes on with: "wait for the next one", "go to the desk". */
const ORDER_PREPOSITIONS = wordSet("for to on in at with from into");

/**
 * "the printer is jammed try the one upstairs", "the form is online fill it
 * in", "the deadline is Friday share the slides": after a word that ends a
 * clause, a verb in its plain form acting on what follows is an order of its
 * own. The tagger often reads such an order as a noun ("share", "use"), so a
 * word the writer knows as an order counts as one when the tagger disagrees.
 */
export function orderAfterClauseAt(tokens: Token[], index: number): boolean {
  const text = tokens[index]?.text ?? "";
  // "we have no budget left this quarter", "I think the client liked it": a past or a verb in
  // "-s" or "-ing" is no order, but for the orders the writer knows ("bring", "press").
  const known = STEP_VERBS.has(text) || ORDERS.has(text);
  const plain =
    /^\p{Ll}+$/u.test(text) && (known || (!/(?:s|ed|ing)$/.test(text) && !hasVerbForm(text)));
  // Nor is a grammar word: "good to me", "three of us".
  const tag = partOfSpeechAt(tokens, index);
  if (!plain || tag === undefined || !ORDER_TAGS.has(tag) || !isWord(tokens[index - 1]))
    return false;
  // "the layout is much cleaner the old one …": a word read as an adjective is an order only
  // where the writer knows it as one ("open the window").
  if (tag === "ADJ" && !known) return false;
  const plainVerb = tag === "VERB";
  // A word the tagger reads as a noun is an order only before an object pronoun: "refill it".
  const beforePronoun = objectPronounAt(tokens, index + 1, true);
  // "the shop is shut order the parts": after what "be" says, any plain word acting on a phrase.
  // Not after a preposition still waiting for its object: "is on holiday this week".
  const afterPredicate =
    predicateBefore(tokens, index) &&
    partOfSpeechAt(tokens, index - 1) !== "ADP" &&
    OBJECT_OPENERS.has(lower(tokens[index + 1]) ?? "");
  // "the bus is full wait for the next one": an order the writer knows, then its preposition,
  // after what "be" says; not in a noun phrase ("the car park on the left", "the signed copy from").
  const withPreposition =
    known &&
    ORDER_PREPOSITIONS.has(lower(tokens[index + 1]) ?? "") &&
    predicateBefore(tokens, index);
  return (
    (known || plainVerb || beforePronoun || afterPredicate) &&
    endsBeforeOrder(tokens, index) &&
    (actsOnAfter(tokens, index) || withPreposition) &&
    !afterBareVerbTaker(tokens, index)
  );
}

/** Forms of "be" after "that" as a subject: "that was cheap", "that is too much". */
const BE_SINGULAR = wordSet("is was");

/**
 * "the ticket cost 45 euros that was cheap", "it went up to 1200 that's
 * crazy": "that" after a number, or after a plural it counts, is the subject
 * of a clause of its own; a relative "that" agrees with a plural ("3 bugs
 * that are critical").
 */
export function thatAfterAmountAt(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index]) ?? "";
  const says =
    /^that['’]s$/.test(text) ||
    (text === "that" && BE_SINGULAR.has(lower(tokens[index + 1]) ?? ""));
  if (!says || !isWord(tokens[index - 1])) return false;
  if (partOfSpeechAt(tokens, index - 1) === "NUM") return true;
  const plural = /\p{L}s$/u.test(lower(tokens[index - 1]) ?? "");
  return plural && partOfSpeechAt(tokens, index - 2) === "NUM";
}
