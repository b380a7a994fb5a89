/**
 * Whether a subject and its verbs after a noun leave a gap the noun fills,
 * read down the verbs' chain and by what each verb takes. A clause that
 * describes the noun lacks something its verbs need ("the parcel she
 * promised to send", "the book he says is the best", "the keys you said you
 * lost"); one with nothing missing is a sentence of its own ("the x-ray she
 * says nothing is broken", "the form the school asked us to sign it").
 */

import {
  AUXILIARIES,
  FINITE,
  isWord,
  LEAD_INTO_CLAUSE,
  OBJECT_STARTS,
  OBJECTS,
  TELL_VERBS,
  TIME_WORDS,
} from "./clause-lexicon";
import { TIME_DETERMINERS, TIME_NOUNS } from "./clause-times";
import {
  BE_FORMS,
  CLAUSE_TAKING_VERBS,
  INTRANSITIVE,
  LINKING_VERBS,
  PARTICLES,
  STRANDABLE,
} from "./clause-words";
import { adverbBeforeVerbAt, partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";
import { plainOf, plainOfIrregular, plainOfPast } from "./verb-forms";
import { CLAUSE_TAKING_LEMMAS, NO_OBJECT_LEMMAS } from "./verb-frames";

/** A gap the noun fills, none (a sentence of its own), or no reading: the other rules decide. */
export type GapReading = "gap" | "none" | undefined;

/** Clause-taking verbs whose object senses WordNet weighs first: "he thinks the pads are worn". */
const ALSO_CLAUSE_TAKING = wordSet("think feel mean hope wish");

/**
 * Verbs whose "-ing" after them goes on their chain ("keeps playing", "loves
 * cooking"), so a noun before may fill its gap; after others an "-ing" is
 * the thing itself ("the total includes shipping", "the kitchen needs
 * cleaning").
 */
const ING_TAKERS = wordSet(
  "keep start stop finish begin continue enjoy love like hate mind avoid miss try quit practise practice consider remember risk suggest prefer",
);

/** The plain forms a verb's word may be: "hopes" hope, "promised" promise, "planning" plan. */
export function plainFormsOf(word: string): string[] {
  const irregular = plainOfIrregular(word);
  if (irregular) return [irregular];
  const past = plainOfPast(word);
  const forms = [word, plainOf(word) ?? word, past ?? word];
  // "hoped" or "hopped", "making" or "planning": every reading where the ending leaves it unsure.
  const base = word.replace(past === undefined ? /(?:ed|ing)$/ : /ing$/, "");
  if (base !== word && base.length >= 2) {
    forms.push(base, `${base}e`);
    if (base.length >= 3 && base.at(-1) === base.at(-2)) forms.push(base.slice(0, -1));
  }
  return forms;
}

/** "says", "hoped", "believes": a verb that takes a clause as its object. */
export const takesClause = (word: string) =>
  plainFormsOf(word).some(
    (form) =>
      CLAUSE_TAKING_LEMMAS.has(form) ||
      CLAUSE_TAKING_VERBS.has(form) ||
      ALSO_CLAUSE_TAKING.has(form),
  );

/** "arrived", "flickers", "works": a verb that takes no object. */
export const takesNoObject = (word: string) =>
  BE_FORMS.has(word) ||
  LINKING_VERBS.has(word) ||
  plainFormsOf(word).some((form) => INTRANSITIVE.has(form) || NO_OBJECT_LEMMAS.has(form));

/**
 * "everyone agrees the deadline is short": one who agrees, told of, holds
 * the clause after; "I totally agree" answers what was said and ends there.
 */
const REPORTED_AGREEING = wordSet("agree");

/** Verbs whose object does something: "make", "let". */
const CAUSATIVES = wordSet("make let");

/**
 * The verbs of saying and thinking in "-s" ("my sister thinks the hotel
 * …") and the hand list of those taking a clause ("staff complain the app
 * …"), which lead into a clause right after them; the wider lexicon
 * (takesClause) is read only where a subject and its verb follow.
 */
export function leadsIntoItsClause(previous: string): boolean {
  // "makes", "lets": the noun phrase after a verb that makes or lets someone do something is
  // its object, before a plain verb ("makes a strange noise …"), not a clause's subject.
  const stem =
    /^\p{Ll}{3,}s$/u.test(previous) && !CAUSATIVES.has(previous.slice(0, -1))
      ? previous.slice(0, -1)
      : "";
  return (
    CLAUSE_TAKING_VERBS.has(previous) ||
    (LEAD_INTO_CLAUSE.has(stem) && !AUXILIARIES.has(previous)) ||
    CLAUSE_TAKING_VERBS.has(stem) ||
    REPORTED_AGREEING.has(stem)
  );
}

/** Subjects that are no personal pronoun: "nothing is broken", "everyone says". */
export const INDEFINITES = wordSet(
  "nothing everything something everyone everybody someone nobody",
);

/** "me to", "us to": whom one asked, then what they were asked to do. */
const personAskedAt = (tokens: Token[], at: number) =>
  (OBJECTS.has(lower(tokens[at]) ?? "") || lower(tokens[at]) === "you") &&
  lower(tokens[at + 1]) === "to" &&
  partOfSpeechAt(tokens, at + 2) === "VERB";

/**
 * The last verb of the chain from `verbAt`: "promised to ship", "keeps
 * asking", and through whom one asked, "told me to read", "asked us to sign".
 */
function chainEndAt(tokens: Token[], verbAt: number): number {
  let end = verbChainEnd(tokens, verbAt);
  for (let links = 0; links < 2 && personAskedAt(tokens, end + 1); links++)
    end = verbChainEnd(tokens, end + 3);
  return end;
}

/** "grew up in", "told us about": a preposition left bare right after the verb, a particle or a person. */
function strandedAfter(tokens: Token[], at: number): boolean {
  if (strandedAt(tokens, at)) return true;
  const word = lower(tokens[at]) ?? "";
  return (PARTICLES.has(word) || OBJECTS.has(word)) && strandedAt(tokens, at + 1);
}

/**
 * Where the verb of a clause opened at `at` stands: after a pronoun, an
 * indefinite ("nothing"), a name, or a determiner's phrase of a few words
 * ("the second clause", "our team"), and an adverb; -1 when no subject and
 * verb open there.
 */
function clauseVerbAt(tokens: Token[], at: number): number {
  const word = lower(tokens[at]) ?? "";
  let verbAt = -1;
  if (SUBJECT_PRONOUNS.has(word) || INDEFINITES.has(word) || partOfSpeechAt(tokens, at) === "PROPN")
    verbAt = at + 1;
  else if (OBJECT_STARTS.has(word) || partOfSpeechAt(tokens, at) === "NOUN") {
    for (let next = at + 1; next <= at + 3 && verbAt < 0; next++) {
      const tag = partOfSpeechAt(tokens, next);
      if (tag === "VERB" || tag === "AUX") verbAt = next;
      else if (tag !== "NOUN" && tag !== "ADJ") return -1;
    }
  }
  if (verbAt < 0) return -1;
  if (adverbBeforeVerbAt(tokens, verbAt)) verbAt += 1;
  const tag = partOfSpeechAt(tokens, verbAt);
  return tag === "VERB" || tag === "AUX" ? verbAt : -1;
}

/**
 * The clause a verb takes, opened by its own subject: it leaves a gap only
 * where its own verbs do ("you said you lost"), after its auxiliaries ("he
 * would fix"); a form of "be" says what its subject is ("nothing is
 * broken").
 */
function innerGapAt(tokens: Token[], verbAt: number): GapReading {
  let at = verbAt;
  let be = false;
  for (let links = 0; links < 3 && AUXILIARIES.has(lower(tokens[at]) ?? ""); links++) {
    be ||= BE_FORMS.has(lower(tokens[at]) ?? "");
    at = adverbBeforeVerbAt(tokens, at + 1) ? at + 2 : at + 1;
  }
  if (partOfSpeechAt(tokens, at) !== "VERB") return strandedAfter(tokens, at) ? "gap" : "none";
  const end = chainEndAt(tokens, at);
  if (strandedAfter(tokens, end + 1)) return "gap";
  const verb = lower(tokens[end]) ?? "";
  const bare = objectMissingAt(tokens, end + 1);
  return bare && !be && !takesNoObject(verb) && !takesClause(verb) ? "gap" : "none";
}

/**
 * "my husband promised he would fix", "the keys you said you lost": a clause
 * that a verb before it takes, left without its object, is no sentence of
 * its own.
 */
export function gapInClauseTakenAt(tokens: Token[], index: number): boolean {
  if (partOfSpeechAt(tokens, index - 1) !== "VERB" || !takesClause(lower(tokens[index - 1]) ?? ""))
    return false;
  const verbAt = clauseVerbAt(tokens, index);
  return verbAt > 0 && innerGapAt(tokens, verbAt) === "gap";
}

/**
 * "the x-ray she says nothing is broken" (none), "the book he says is the
 * best" (the clause's subject is missing: a gap), "the slides my manager
 * wants to see them" (none), "the article you told me to read" (a gap): the
 * reading of a clause whose verb stands at `verbAt`, once its subject is
 * read, when its chain ends on a verb that takes a clause or runs on
 * through whom one asked; no reading for a verb alone, which the other
 * rules read by its object.
 */
export function clauseGapAt(tokens: Token[], verbAt: number): GapReading {
  if (partOfSpeechAt(tokens, verbAt) !== "VERB") return undefined;
  const end = chainEndAt(tokens, verbAt);
  const verb = lower(tokens[end]) ?? "";
  if (takesClause(verb)) {
    // "told us classes start at eight": whom one told, then what.
    const told = TELL_VERBS.has(verb) && OBJECTS.has(lower(tokens[end + 1]) ?? "");
    const at = told ? end + 2 : end + 1;
    const next = lower(tokens[at]) ?? "";
    if (next === "that") return undefined;
    // "the article you told me to read", "the book he says is the best": what it takes, a thing
    // or a clause's subject, is missing.
    if (objectMissingAt(tokens, at) || AUXILIARIES.has(next))
      return takesNoObject(verb) ? "none" : "gap";
    const innerVerb = clauseVerbAt(tokens, at);
    return innerVerb < 0 ? undefined : innerGapAt(tokens, innerVerb);
  }
  // "the town my grandfather grew up in": a preposition left bare is the noun's place.
  if (strandedAfter(tokens, end + 1)) return "gap";
  if (end === verbChainEnd(tokens, verbAt)) return undefined;
  if (objectMissingAt(tokens, end + 1)) return takesNoObject(verb) ? "none" : "gap";
  return OBJECT_STARTS.has(lower(tokens[end + 1]) ?? "") ? "none" : undefined;
}

/**
 * The last verb of the verbs that go on from the one at `verbAt`: "wants
 * to check", "keeps scratching", "need to try to fix"; at most a few, so a
 * text of "to go to go …" is read once.
 */
export function verbChainEnd(tokens: Token[], verbAt: number): number {
  let last = verbAt;
  for (let links = 0; links < 3; links++) {
    const next = lower(tokens[last + 1]) ?? "";
    // "walk to school": only a verb after "to" goes on the chain; "everything" is no "-ing".
    if (next === "to" && partOfSpeechAt(tokens, last + 2) === "VERB") {
      if (OBJECT_STARTS.has(lower(tokens[last + 2]) ?? "")) break;
      last += 2;
    } else if (
      /^\p{Ll}{2,}ing$/u.test(next) &&
      !/thing$/.test(next) &&
      partOfSpeechAt(tokens, last + 1) === "VERB" &&
      takesIngAt(tokens, last)
    )
      last += 1;
    else break;
  }
  return last;
}

/** Whether the verb at `at` goes on with an "-ing": "keeps", "was", "enjoyed". */
const takesIngAt = (tokens: Token[], at: number) => {
  const verb = lower(tokens[at]) ?? "";
  return BE_FORMS.has(verb) || plainFormsOf(verb).some((form) => ING_TAKERS.has(form));
};

/**
 * "the total includes shipping", "the kitchen needs cleaning": an "-ing"
 * right after a verb that does not go on with one is that verb's object,
 * so the verb leaves no gap.
 */
export const gerundObjectAfter = (tokens: Token[], verbAt: number) =>
  /^\p{Ll}{2,}ing$/u.test(tokens[verbAt + 1]?.text ?? "") &&
  !/thing$/.test(tokens[verbAt + 1]?.text ?? "") &&
  !takesIngAt(tokens, verbAt);

/** Whether the words at `at` leave the preposition before them without an object: the end, a time or the main verb. */
export function objectMissingAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]);
  if (text === undefined || !isWord(tokens[at])) return true;
  // "from May": a month's name is no modal.
  if (TIME_WORDS.has(text) || (FINITE.has(text) && tokens[at]?.text !== "May")) return true;
  return TIME_DETERMINERS.has(text) && TIME_NOUNS.has(lower(tokens[at + 1]) ?? "");
}

/**
 * "the couple you told us about": a preposition at `at` left without its
 * object. Not "to" before a verb's plain form, which is no preposition ("you
 * need to be at gate 4").
 */
export function strandedAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (!STRANDABLE.has(text) || !objectMissingAt(tokens, at + 1)) return false;
  return text !== "to" || !PLAIN_VERBS.has(lower(tokens[at + 1]) ?? "");
}

/** Plain forms that objectMissingAt reads as a clause's own verb: "to be", "to have", "to do". */
const PLAIN_VERBS = wordSet("be have do");
