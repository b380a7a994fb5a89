/**
 * Slots a clause after a noun fills itself, so that the noun has no place in
 * it and the clause is a sentence of its own ("the file he said thanks",
 * "the manager she agreed to the refund", "the landlord he called back");
 * and the nouns a clause describes without any gap at all ("the way she
 * talks to customers", "the reason I came to the office").
 */

import { takesNoObject } from "./clause-gaps";
import { isWord, TIME_WORDS } from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { PERSON_NOUNS } from "./person-nouns";
import { lower, type Token, wordSet } from "./tokens";
import { finiteFormsOf } from "./verb-forms";

/**
 * Nouns a clause tells how, why, when or where of, with nothing missing
 * from it: "the way she talks to customers", "the day we went to Paris".
 * Not "time", whose "have the time" ends a clause as often.
 */
const HOW_WHY_WHEN_WHERE = wordSet(
  "way reason day night week month year morning evening weekend moment place",
);

/**
 * "I like the way she talks to customers", "this is the reason I came": a
 * clause after "the" and such a noun describes it whatever it holds; not in a
 * set phrase after a preposition ("by the way he called back").
 */
export function describesWithoutGap(tokens: Token[], index: number): boolean {
  if (!HOW_WHY_WHEN_WHERE.has(lower(tokens[index - 1]) ?? "")) return false;
  if (lower(tokens[index - 2]) !== "the") return false;
  return partOfSpeechAt(tokens, index - 3) !== "ADP";
}

/** Words a verb may take bare that say where, not what: "wore home", "went abroad". */
const PLACES_SAID_BARE = wordSet("home abroad overseas downtown upstairs downstairs online");

/**
 * "he said thanks", "he brought water", "she put stamps on it": a bare noun
 * right after a verb is its object when the clause ends on it or goes on
 * with a preposition or a time. Not a verb the tagger reads as a noun ("the
 * car she drives works fine", "the photos pages load quickly"), nor an
 * "-ing" that goes on the verb's chain ("the song he keeps humming").
 */
export function bareNounObjectAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (partOfSpeechAt(tokens, at) !== "NOUN" || partOfSpeechAt(tokens, at - 1) !== "VERB")
    return false;
  if (!/^\p{Ll}+$/u.test(tokens[at]?.text ?? "") || /ing$/.test(text)) return false;
  if (TIME_WORDS.has(text) || PLACES_SAID_BARE.has(text)) return false;
  const after = lower(tokens[at + 1]) ?? "";
  return (
    !isWord(tokens[at + 1]) || partOfSpeechAt(tokens, at + 1) === "ADP" || TIME_WORDS.has(after)
  );
}

/** Tags of the word that opens a preposition's own object: "to the refund", "at me", "from Brazil". */
const OBJECT_TAGS = new Set(["DET", "PRON", "NOUN", "PROPN", "NUM", "ADJ"]);

/**
 * "she agreed to the refund", "they laughed at the ending": a verb that
 * takes no object, then a preposition holding its own, leaves no slot for
 * the noun before.
 */
export const prepositionFilledAfter = (tokens: Token[], verbAt: number) =>
  takesNoObject(lower(tokens[verbAt]) ?? "") &&
  partOfSpeechAt(tokens, verbAt + 1) === "ADP" &&
  OBJECT_TAGS.has(partOfSpeechAt(tokens, verbAt + 2) ?? "");

/** Verbs that with "back" return a call or a message, and take no object: "he called back". */
const ANSWERING_BACK = new Set(
  ["call", "ring", "phone", "text", "write", "get"].flatMap(finiteFormsOf),
);

/** Verbs that with "up" answer or end a call, or arrive: "she picked up", "he showed up". */
const ANSWERING_UP = new Set(["pick", "hang", "show", "turn"].flatMap(finiteFormsOf));

/**
 * "I emailed the landlord he called back", "I phoned my mum she picked up
 * straight away": a verb and its particle that answer a call or arrive, with
 * no verb after them, are a sentence of their own; "the client I called back
 * was happy", where the noun's own verb follows, describes the client. One
 * picks things up as well as the phone, so "up" only after a person.
 */
export function answeredAt(tokens: Token[], index: number, verbAt: number): boolean {
  const verb = lower(tokens[verbAt]) ?? "";
  const particle = lower(tokens[verbAt + 1]) ?? "";
  const answers =
    (particle === "back" && ANSWERING_BACK.has(verb)) ||
    (particle === "up" &&
      ANSWERING_UP.has(verb) &&
      (PERSON_NOUNS.has(lower(tokens[index - 1]) ?? "") ||
        partOfSpeechAt(tokens, index - 1) === "PROPN"));
  if (!answers) return false;
  const after = partOfSpeechAt(tokens, verbAt + 2);
  return !isWord(tokens[verbAt + 2]) || (after !== "VERB" && after !== "AUX");
}

/**
 * Changes a thing goes through of itself, whose "it" or "they" after the
 * thing points back to it: "I dropped the glass it broke into pieces", "the
 * door it opened slowly". A describing clause would have someone else do
 * them to the thing, and "it" is seldom that someone.
 */
export const CHANGES_OF_ITSELF = wordSet(
  "break breaks broke crack cracks cracked shatter shatters shattered burst bursts melt melts melted freeze freezes froze burn burns burned burnt tear tears tore open opens opened close closes closed shut shuts spill spills spilled",
);
