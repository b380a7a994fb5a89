/**
 * The words of a noun phrase that is a clause's subject, and whether a word
 * is a finite verb (where the phrase's verb stands is read in
 * phrase-verbs.ts), by the parts of speech of their words: a determiner or
 * a number with adjectives and nouns after it ("the printer", "two people"),
 * nouns with none ("heating bills", "Farah"), a numbered word ("room 14") or
 * a team the tagger reads as an adjective ("legal"); a verb is what the
 * tagger or the writer's own word classes know as finite. Where the two
 * disagree the writer's classes win: the tagger reads "loads" or "costs"
 * after a noun as a plural, and a word after "the" as a verb now and then
 * ("the train").
 */
import {
  AUXILIARIES,
  DETERMINERS,
  hasVerbForm,
  isWord,
  LEAD_INTO_CLAUSE,
  NOT_PLURAL_SUBJECTS,
  OBJECTS,
  SUBJECT_CONTRACTIONS,
  THIRD_PERSON,
  TIME_WORDS,
} from "./clause-lexicon";
import { isPast, plainPastAt, timeLengthAt } from "./clause-times";
import {
  ARTICLES,
  HERE_OR_THERE,
  PARTICLES,
  PAST_ONLY,
  PLURALS_WITHOUT_S,
  POSSESSIVES,
} from "./clause-words";
import { UNITS } from "./number-words";
import {
  isMidAdverb,
  isVerbAt,
  objectPronounAt,
  type PartOfSpeech,
  partOfSpeechAt,
} from "./parts-of-speech";
import { countedPhraseAt } from "./quantities";
import { asksOfSubjectAt } from "./question-subjects";
import { lower, type Token, wordSet } from "./tokens";

/** Words that open a noun phrase: the clause rules' determiners, the articles, "its" and "one" ("one point is missing"). */
export const PHRASE_OPENERS = new Set([
  ...DETERMINERS,
  ...wordSet("a an every each these those one its"),
]);
/** Numbers said as words: "two people cancelled", "forty guests replied". */
const NUMBER_WORDS = wordSet(
  "two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred",
);
/** Words that count a part of what follows "of": "one of the cables", "each of them". */
export const QUANTIFIERS = wordSet("one each either neither");
/** Forms of "be" that are no clause's verb on their own. */
export const NOT_FINITE = wordSet("be been being to");
/** Grammar words no noun phrase holds. */
export const isGrammarWord = (text: string) =>
  LEAD_INTO_CLAUSE.has(text) || AUXILIARIES.has(text) || TIME_WORDS.has(text);

export const isNounTag = (tag: PartOfSpeech | undefined) => tag === "NOUN" || tag === "PROPN";
/**
 * Possessives but "her", which is as often an object with a verb after it
 * ("we let her drive"), so no word after it is sure to be a noun.
 */
const SURE_POSSESSIVES = new Set([...POSSESSIVES].filter((word) => word !== "her"));
/**
 * Articles and those possessives, after which a word is a noun: "the bike",
 * "my scan", never a verb.
 */
export const ARTICLES_AND_POSSESSIVES = new Set([...ARTICLES, ...SURE_POSSESSIVES]);
/**
 * "we sold the bike …", "she loved the cake …": the word after an article
 * is a noun (or the noun's adjective), whatever the tagger read it as.
 */
export const nounAfterArticleAt = (tokens: Token[], at: number) =>
  isNounTag(partOfSpeechAt(tokens, at)) ||
  (ARTICLES_AND_POSSESSIVES.has(lower(tokens[at - 1]) ?? "") &&
    partOfSpeechAt(tokens, at) === "VERB" &&
    /^\p{Ll}+$/u.test(tokens[at]?.text ?? ""));
export const isNumber = (tokens: Token[], at: number) =>
  /^\d/.test(tokens[at]?.text ?? "") || NUMBER_WORDS.has(lower(tokens[at]) ?? "");
export const opensPhrase = (tokens: Token[], at: number) =>
  PHRASE_OPENERS.has(lower(tokens[at]) ?? "") ||
  isNumber(tokens, at) ||
  countedPhraseAt(tokens, at) > at;

/** "the new hires had": a plural the tagger reads as a verb, before the clause's auxiliary. */
const pluralBeforeAuxiliary = (tokens: Token[], at: number) =>
  partOfSpeechAt(tokens, at) === "VERB" &&
  /s$/.test(lower(tokens[at]) ?? "") &&
  partOfSpeechAt(tokens, at + 1) === "AUX";

/**
 * A word inside a noun phrase: a noun, a name or an adjective, and right
 * after a determiner any word but a grammar word ("the train", which the
 * tagger may read as a verb).
 */
export function isNominal(tokens: Token[], at: number, afterOpener: boolean): boolean {
  const text = lower(tokens[at]) ?? "";
  if (!isWord(tokens[at]) || isGrammarWord(text) || OBJECTS.has(text)) return false;
  if (afterOpener) return true;
  const tag = partOfSpeechAt(tokens, at);
  return isNounTag(tag) || tag === "ADJ" || pluralBeforeAuxiliary(tokens, at);
}

/** Places of one word in "-s", no verb: "the ground floor upstairs there are …". */
const PLACES_IN_S = wordSet("upstairs downstairs indoors outdoors");

/** A word in "-s" after a singular noun, before an object or a phrase: "the page loads fast", "the total matches the invoice". */
export function isVerbInS(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  const before = lower(tokens[at - 1]) ?? "";
  if (!/^\p{Ll}{3,}[^su'’]s$/u.test(text) || PLACES_IN_S.has(text)) return false;
  // "the gate still squeaks", "the printer always jams": no noun follows an adverb after a noun.
  if (isMidAdverb(before, partOfSpeechAt(tokens, at - 1)) && isWord(tokens[at - 2])) return true;
  if (/s$/.test(before)) return false;
  // "the order ships tomorrow": a time after it.
  if (timeLengthAt(tokens, at + 1) > 0) return true;
  const next = partOfSpeechAt(tokens, at + 1);
  // "the pricing page visitors now see …": a plural, whose verb comes after the adverb; "the post
  // office charges extra": a verb before what it says of the subject.
  if (next === "ADV" || next === "ADJ") return partOfSpeechAt(tokens, at + 2) !== "VERB";
  return next === "DET" || next === "ADP" || next === "NUM" || next === "PRON" || next === "PROPN";
}

/**
 * A verb the writer's classes know, an auxiliary, or a verb in "-s" or
 * "-ed": where a subject runs on from a noun ("the price orders went up"),
 * a plain form the tagger calls a verb is too often a noun ("the error log
 * file").
 */
export function knownVerbAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (hasVerbForm(text) || THIRD_PERSON.has(text) || PAST_ONLY.has(text)) return true;
  const tag = partOfSpeechAt(tokens, at);
  // "Mr Kowalski found it": an irregular past the tagger reads as a verb.
  return (
    tag === "AUX" || (tag === "VERB" && (/s$/.test(text) || isPast(text))) || isVerbInS(tokens, at)
  );
}

/**
 * Whether the word at `at`, after a subject, is its verb: an auxiliary, a past or a present.
 * Not an auxiliary that asks of a subject after it: "my library card can the desk print …";
 * nor a contraction that holds its own subject: in "I finished the draft it's in …" the
 * phrase before "it's" is the object of the verb before it.
 */
export function isFiniteAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (!isWord(tokens[at]) || NOT_FINITE.has(text) || /ing$/.test(text)) return false;
  if (SUBJECT_CONTRACTIONS.has(text)) return false;
  if (asksOfSubjectAt(tokens, at)) return false;
  if (plainPastAt(tokens, at)) return true;
  if (hasVerbForm(text) || THIRD_PERSON.has(text) || PAST_ONLY.has(text)) return true;
  if (pluralBeforeAuxiliary(tokens, at)) return false;
  const tag = partOfSpeechAt(tokens, at);
  return tag === "AUX" || tag === "VERB" || isVerbInS(tokens, at) || plainVerbAt(tokens, at);
}

/** Numbers said as words that may number a thing; not "one", which stands for a thing ("the new one"). */
const NUMBERING_WORDS = new Set(
  Object.keys(UNITS).filter((text) => text !== "one" && text !== "zero"),
);

/**
 * "version 3", "room 14", "build 119": a word and the figure that says
 * which, whatever the tagger reads the word as ("build"). Not a word a
 * figure before it counts: in "we ordered 12 boxes 3 were damaged" the
 * second figure opens a clause of its own.
 */
export function numberedAt(tokens: Token[], start: number): boolean {
  const tag = partOfSpeechAt(tokens, start);
  const text = tokens[start]?.text ?? "";
  const figure = tokens[start + 1]?.text ?? "";
  // "lesson two", "gate five": a figure said as a word numbers one thing, not a plural, which it
  // would count ("six laptops two worked").
  const saidNumber = NUMBERING_WORDS.has(figure) && !/s$/.test(text);
  return (
    /^\p{Ll}+$/u.test(text) &&
    partOfSpeechAt(tokens, start - 1) !== "NUM" &&
    (/^\d+(?:\.\d+){0,2}$/.test(figure) || saidNumber) &&
    (isNounTag(tag) || tag === "VERB") &&
    !isGrammarWord(lower(tokens[start]) ?? "")
  );
}

/** Auxiliaries that agree with one thing only: "is", "was", "has", "does". */
export const SINGULAR_AUXILIARIES = wordSet("is was has does");

/** The first word of the noun phrase that ends on the noun at `at`: its determiner or adjective. */
export function phraseStart(tokens: Token[], at: number): number {
  let start = at;
  while (start > at - 3 && isNominal(tokens, start - 1, false) && !opensPhrase(tokens, start))
    start -= 1;
  return opensPhrase(tokens, start - 1) ? start - 1 : start;
}

/** A plural noun, which ends a compound rather than opening one: "panels", not "sales". */
export const pluralNounAt = (tokens: Token[], at: number) =>
  /^\p{Ll}{2,}[^s'’]s$/u.test(tokens[at]?.text ?? "") &&
  partOfSpeechAt(tokens, at) === "NOUN" &&
  !NOT_PLURAL_SUBJECTS.has(lower(tokens[at]) ?? "");

/**
 * "… the checkout page customers finish orders faster", "visitors now see":
 * a plural subject and a verb in its plain form with words after it, which
 * agree though the verb shows no tense.
 */
export const pluralAndPlainVerbAt = (tokens: Token[], verbAt: number) =>
  (pluralSubjectAt(tokens, verbAt - 1) ||
    (partOfSpeechAt(tokens, verbAt - 1) === "ADV" && pluralSubjectAt(tokens, verbAt - 2))) &&
  plainVerbAt(tokens, verbAt);

/** A plural, with "-s" or without ("people", "children"), that a plain verb agrees with. */
const pluralSubjectAt = (tokens: Token[], at: number) =>
  pluralNounAt(tokens, at) || PLURALS_WITHOUT_S.has(lower(tokens[at]) ?? "");

/** Possessives, which open a noun phrase of their own: "their", "our", "its". */
export const OPENING_POSSESSIVES = new Set([...SURE_POSSESSIVES, "its"]);

/** Words that say where, whatever the tagger reads them as: "study there", "queue outside". */
export const PLACES = wordSet("there here outside inside upstairs downstairs home abroad");

/**
 * A verb in its plain form with words after it: one the tagger reads as a
 * verb, or as a noun right after a plural and before an adverb, an object
 * pronoun, a time or a place ("pages load quickly", "users sign up faster",
 * "managers use it daily", "people queue outside"), where a plural, which
 * ends a compound, leaves no noun to be.
 */
function plainVerbAt(tokens: Token[], at: number): boolean {
  const text = tokens[at]?.text ?? "";
  if (!/^\p{Ll}+$/u.test(text) || /(?:s|ed|ing)$/.test(text)) return false;
  const tag = partOfSpeechAt(tokens, at);
  // "… here the delivery drivers park", "here visitors sign in": after "here" or "there" fronting
  // it, a plural's plain form is its verb, whatever follows.
  const fronted = HERE_OR_THERE.has(lower(tokens[phraseStart(tokens, at - 1) - 1]) ?? "");
  if (tag === "NOUN" && fronted && pluralSubjectAt(tokens, at - 1)) return true;
  if (!isWord(tokens[at + 1])) return false;
  if (tag === "VERB") return true;
  // "the doors open at seven": a word read as an adjective stands after a plural only as its verb.
  if (tag === "ADJ" && pluralSubjectAt(tokens, at - 1))
    return partOfSpeechAt(tokens, at + 1) !== "NOUN";
  if (tag !== "NOUN" || !pluralSubjectAt(tokens, at - 1)) return false;
  // "managers use it daily", "birds visit every morning", "people queue outside": an object
  // pronoun, a time or a place after it.
  const said = lower(tokens[at + 1]) ?? "";
  // "tickets cost 15 now": or the amount it costs or weighs.
  if (
    objectPronounAt(tokens, at + 1, true) ||
    timeLengthAt(tokens, at + 1) > 0 ||
    PLACES.has(said) ||
    /^\d/.test(said)
  )
    return true;
  // "guests cook their own meals": a possessive opens an object, which no compound runs on into.
  if (OPENING_POSSESSIVES.has(said)) return true;
  // "users sign up faster": a particle between the verb and its adverb.
  const adverbAt = PARTICLES.has(lower(tokens[at + 1]) ?? "") ? at + 2 : at + 1;
  return partOfSpeechAt(tokens, adverbAt) === "ADV" && !isVerbAt(tokens, adverbAt + 1);
}
