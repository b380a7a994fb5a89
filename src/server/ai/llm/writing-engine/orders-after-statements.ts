/**
 * An order opening right after a statement that is complete: after what
 * "be" says ("the form is ready have a look", "the slides are in the drive
 * let me know …"), and the words that tell an order and what it acts on,
 * which run-on-openings.ts reads too.
 */
import { DETERMINERS, hasVerbForm, isWord } from "./clause-lexicon";
import { timePhraseBefore } from "./clause-times";
import { ADVERBS, ARTICLES, BE_FORMS_BUT_PLAIN, LINKING_VERBS, POSSESSIVES } from "./clause-words";
import { DEGREE_WORDS } from "./noun-clauses";
import { objectPhraseEndingAt, pointedAtEndingAt } from "./noun-phrase-edges";
import { objectPronounAt, partOfSpeechAt } from "./parts-of-speech";
import { ORDERS } from "./sentence-edges";
import { STEP_VERBS } from "./series-words";
import { lower, type Token, wordSet } from "./tokens";

/** Determiners and quantifiers that open what an order acts on: "take a taxi", "pay half now". */
export const OBJECT_OPENERS = new Set([
  ...DETERMINERS,
  ...wordSet("a an half any each every another"),
]);

/** Tags of a subject right before its verb: "the code expired", "Lena left", "it changed". */
export const SUBJECT_TAGS = new Set(["NOUN", "PROPN", "PRON"]);

/** Orders the tagger reads as nouns, beside the steps the writer knows: "keep the music low". */
const MORE_ORDERS = wordSet(
  "keep request mind watch remember forget mention touch follow throw say ship text",
);

/** Whether the word at `index` is an order the writer knows, whatever the tagger reads. */
export const knownOrder = (text: string) =>
  STEP_VERBS.has(text) || ORDERS.has(text) || MORE_ORDERS.has(text);

/**
 * Whether the noun before `index` is the object of a preposition after a
 * verb or what "be" says ("is in a bad mood"), so it is no subject of the
 * words at `index` ("the kids do not …", "I think the kids do not …").
 */
export function objectOfPrepositionBefore(tokens: Token[], index: number): boolean {
  for (let at = index - 2; at >= Math.max(1, index - 5); at--) {
    const tag = partOfSpeechAt(tokens, at);
    // "the kids at school …" may be a subject; "sent the draft to the team …" is an object.
    if (tag === "ADP")
      return (
        !SUBJECT_TAGS.has(partOfSpeechAt(tokens, at - 1) ?? "") ||
        (partOfSpeechAt(tokens, at - 1) === "NOUN" && objectPhraseEndingAt(tokens, at - 1))
      );
    if (tag !== "DET" && tag !== "ADJ" && tag !== "NOUN" && tag !== "PRON") return false;
  }
  return false;
}

/**
 * Whether the words before `index` are what "be" or a verb of seeming says,
 * complete: a word after one, with how much between ("is heavy", "is too
 * salty", "smells a bit sour") and when or where after ("are ripe now"),
 * or the noun of a place after "be" or a verb ("are in the drive"), or what
 * "here is" points at ("here are the photos"); not a
 * verb in "-ing" still going on ("is going"), nor what the speaker or "it"
 * is, which a verb whose "to" was dropped may follow ("I am happy meet
 * you", "it was nice see you").
 */
function statementEndsBefore(tokens: Token[], index: number): boolean {
  const tag = partOfSpeechAt(tokens, index - 1);
  // "at the bus stop": a noun after a noun may be a compound, so only a verb the tagger reads
  // or an order the writer knows opens, acting on a pronoun or a phrase ("let me know").
  if (tag === "NOUN" || tag === "PROPN")
    return (
      (partOfSpeechAt(tokens, index) === "VERB" || knownOrder(lower(tokens[index]) ?? "")) &&
      (objectPronounAt(tokens, index + 1, true) ||
        OBJECT_OPENERS.has(lower(tokens[index + 1]) ?? "")) &&
      (objectOfPrepositionBefore(tokens, index) || pointedAtEndingAt(tokens, index - 1))
    );
  const after = AFTER_WHAT_IS_SAID.has(lower(tokens[index - 1]) ?? "") ? 1 : 0;
  const said = index - 1 - after;
  const saidTag = partOfSpeechAt(tokens, said);
  const text = lower(tokens[said]) ?? "";
  if (saidTag !== "ADJ" && saidTag !== "ADV" && saidTag !== "VERB") return false;
  // "is already taken", "are almost done": an adverb that waits for what "be" says.
  // "looks a little dry": "little" says how much of what comes next.
  if (/ing$/.test(text) || WAITING_ADVERBS.has(text) || HOW_MUCH.has(text)) return false;
  if (AFTER_WHAT_IS_SAID.has(text)) return false;
  let link = said - 1;
  while (
    link > said - 3 &&
    (HOW_MUCH.has(lower(tokens[link]) ?? "") || partOfSpeechAt(tokens, link) === "ADV")
  )
    link--;
  const verb = lower(tokens[link]) ?? "";
  return (
    (BE_FORMS_BUT_PLAIN.has(verb) || SEEMING.has(verb)) &&
    !SPEAKERS.has(lower(tokens[link - 1]) ?? "")
  );
}

/** Verbs that say what something seems, as "be" says what it is: "the milk smells sour". */
const SEEMING = new Set([
  ...LINKING_VERBS,
  ...wordSet("looked seemed sounded felt smell smells smelled taste tastes tasted"),
]);

/** Words that say when or where after what "be" says: "the tomatoes are ripe now". */
const AFTER_WHAT_IS_SAID = wordSet("now today tonight again here there");

/** Words that say how much of what "be" says: "too salty", "a bit sour", "really cold". */
const HOW_MUCH = new Set([...DEGREE_WORDS, ...wordSet("a bit little still")]);

/** Adverbs after "be" that say how much or when of what it says next. */
const WAITING_ADVERBS = new Set([...ADVERBS, ...DEGREE_WORDS, ...wordSet("almost nearly not")]);

/** The speaker, and "it" before what it is like to do: "it is nice meet you". */
const SPEAKERS = wordSet("i we it");

/**
 * Tags of what an order the writer does not know acts on, or of how it is
 * done: "pour in some water", "help me"; not a noun, which a verb whose
 * subject went unsaid takes as often ("the baby is sick need rest").
 */
const ACTED_ON_TAGS = new Set(["PRON", "DET", "PROPN", "NUM", "ADP", "ADV", "INTJ"]);

/** Tags of words that go on a clause, not what an order acts on: "ready to sign", "heavy and big". */
const GOING_ON_TAGS = new Set(["VERB", "AUX", "PART", "CCONJ", "SCONJ"]);

/**
 * "the bags are heavy carry them one at a time", "the slides are in the
 * drive let me know …", "the form is ready have a look": after what "be"
 * says, a verb in its plain form opens an order, whatever it acts on. The
 * tagger reads many orders as nouns ("feed him", "drink as much"), so a
 * noun counts when the writer knows it as an order or a pronoun, a
 * possessive or an article follows it, as no noun ending a clause takes
 * ("it is hard work").
 */
export function orderAfterStatementAt(tokens: Token[], index: number): boolean {
  const text = tokens[index]?.text ?? "";
  if (!/^\p{Ll}+$/u.test(text) || !isWord(tokens[index + 1])) return false;
  if (GOING_ON_TAGS.has(partOfSpeechAt(tokens, index + 1) ?? "")) return false;
  // "the bags are heavy ask Pedro to carry them": an order to someone named, said to the writer,
  // asks for a message; the request's reading has it, not the run-on's.
  if (partOfSpeechAt(tokens, index + 1) === "PROPN") return false;
  const tag = partOfSpeechAt(tokens, index);
  const next = lower(tokens[index + 1]) ?? "";
  const order =
    knownOrder(text) ||
    (tag === "VERB" &&
      !/(?:s|ed|ing)$/.test(text) &&
      !hasVerbForm(text) &&
      ACTED_ON_TAGS.has(partOfSpeechAt(tokens, index + 1) ?? "")) ||
    (text === "have" && OBJECT_OPENERS.has(next)) ||
    // "is very slow today the clients …": a time is no order.
    (tag === "NOUN" &&
      timePhraseBefore(tokens, index + 1) === 0 &&
      (objectPronounAt(tokens, index + 1, true) || POSSESSIVES.has(next) || ARTICLES.has(next)));
  return order && statementEndsBefore(tokens, index);
}
