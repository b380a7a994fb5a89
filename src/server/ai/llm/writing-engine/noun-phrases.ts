/**
 * A noun phrase that is a clause's subject, and where its verb is, read by
 * the parts of speech of their words: a determiner or a number with
 * adjectives and nouns after it ("the printer", "two people"), nouns with
 * none ("heating bills", "Farah"), a numbered word ("room 14") or a team
 * the tagger reads as an adjective ("legal"); its verb is what the tagger or
 * the writer's own word classes know as finite. Where the two disagree the
 * writer's classes win: the tagger reads "loads" or "costs" after a noun as
 * a plural, and a word after "the" as a verb now and then ("the train").
 */
import {
  AUXILIARIES,
  DETERMINERS,
  hasVerbForm,
  isWord,
  LEAD_INTO_CLAUSE,
  NOT_PLURAL_SUBJECTS,
  OBJECTS,
  PHRASE_PREPOSITIONS,
  THIRD_PERSON,
  TIME_WORDS,
} from "./clause-lexicon";
import { isPast, plainPastAt, TIME_NOUNS, timeLengthAt } from "./clause-times";
import {
  ARTICLES,
  HERE_OR_THERE,
  PARTICLES,
  PAST_ONLY,
  PLURALS_WITHOUT_S,
  POSSESSIVES,
} from "./clause-words";
import {
  isMidAdverb,
  isVerbAt,
  objectPronounAt,
  type PartOfSpeech,
  partOfSpeechAt,
} from "./parts-of-speech";
import { pointerQuestionAt } from "./pointer-questions";
import { countedPhraseAt } from "./quantities";
import { asksOfSubjectAt } from "./question-subjects";
import { lower, type Token, wordSet } from "./tokens";

/** Words that open a noun phrase: the clause rules' determiners, the articles, "its" and "one" ("one point is missing"). */
const PHRASE_OPENERS = new Set([...DETERMINERS, ...wordSet("a an every each these those one its")]);
/** Numbers said as words: "two people cancelled", "forty guests replied". */
const NUMBER_WORDS = wordSet(
  "two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred",
);
/** Words that count a part of what follows "of": "one of the cables", "each of them". */
const QUANTIFIERS = wordSet("one each either neither");
/** Forms of "be" that are no clause's verb on their own. */
const NOT_FINITE = wordSet("be been being to");
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
const isNumber = (tokens: Token[], at: number) =>
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
function isVerbInS(tokens: Token[], at: number): boolean {
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
 * Not an auxiliary that asks of a subject after it: "my library card can the desk print …".
 */
export function isFiniteAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (!isWord(tokens[at]) || NOT_FINITE.has(text) || /ing$/.test(text)) return false;
  if (asksOfSubjectAt(tokens, at)) return false;
  if (plainPastAt(tokens, at)) return true;
  if (hasVerbForm(text) || THIRD_PERSON.has(text) || PAST_ONLY.has(text)) return true;
  if (pluralBeforeAuxiliary(tokens, at)) return false;
  const tag = partOfSpeechAt(tokens, at);
  return tag === "AUX" || tag === "VERB" || isVerbInS(tokens, at) || plainVerbAt(tokens, at);
}

/**
 * "version 3", "room 14", "build 119": a word and the figure that says
 * which, whatever the tagger reads the word as ("build").
 */
export function numberedAt(tokens: Token[], start: number): boolean {
  const tag = partOfSpeechAt(tokens, start);
  return (
    /^\p{Ll}+$/u.test(tokens[start]?.text ?? "") &&
    /^\d+(?:\.\d+){0,2}$/.test(tokens[start + 1]?.text ?? "") &&
    (isNounTag(tag) || tag === "VERB") &&
    !isGrammarWord(lower(tokens[start]) ?? "")
  );
}

/** Auxiliaries that agree with one thing only: "is", "was", "has", "does". */
export const SINGULAR_AUXILIARIES = wordSet("is was has does");

/** Words that compare or count, which name no team: "needs more work", "less time". */
const COMPARING = wordSet("more less most least few many much other same next last");

/**
 * "legal wants one more look", "purchasing sends the order": a team named
 * by a word the tagger reads as an adjective or an "-ing", straight before
 * a verb that agrees with one team: in "-s", a past or an auxiliary.
 */
function teamBeforeVerbAt(tokens: Token[], start: number): boolean {
  const text = tokens[start]?.text ?? "";
  const tag = partOfSpeechAt(tokens, start);
  const named =
    (tag === "ADJ" && !/(?:er|est)$/.test(text)) ||
    (/ing$/.test(text) && (tag === "VERB" || tag === "NOUN"));
  const verb = lower(tokens[start + 1]) ?? "";
  // "sharp | be careful": the plain "be" agrees with no subject; it opens an order.
  const agrees =
    (partOfSpeechAt(tokens, start + 1) === "AUX" && !NOT_FINITE.has(verb)) ||
    THIRD_PERSON.has(verb) ||
    PAST_ONLY.has(verb) ||
    /^\p{Ll}{2,}(?:[^su'’]s|ed)$/u.test(verb);
  return (
    named &&
    /^\p{Ll}+$/u.test(text) &&
    !isGrammarWord(text) &&
    !COMPARING.has(text) &&
    agrees &&
    knownVerbAt(tokens, start + 1) &&
    // "is too cold has the school fixed …": an auxiliary asking of a subject after it.
    !asksOfSubjectAt(tokens, start + 1)
  );
}

/** Tags of the word before a number that makes it part of a phrase: "at 3", "the new one", "page 12". */
const HOLDING_A_NUMBER = new Set(["ADP", "DET", "ADJ", "NOUN", "PROPN", "NUM"]);
/** Words that say "no more than" before a number that counts: "only two stayed". */
const AT_MOST = wordSet("only just");

/**
 * "the boxes arrived two were damaged", "we have three cars one is broken":
 * a number said alone, counting what was said before, is a subject when a
 * verb that agrees with it follows; not a number a phrase holds ("at 3 is",
 * "page 12 is"), though one may follow a plural or a time it counts from
 * ("five people three were", "this morning two were").
 */
function countAloneVerbAt(tokens: Token[], start: number): number {
  const count = AT_MOST.has(lower(tokens[start]) ?? "") ? start + 1 : start;
  const text = lower(tokens[count]) ?? "";
  const one = text === "one" || text === "1";
  if ((!one && !isNumber(tokens, count)) || !isWord(tokens[start - 1])) return -1;
  // "only | two passed": the count starts at the word that limits it.
  if (AT_MOST.has(lower(tokens[start - 1]) ?? "")) return -1;
  const before = lower(tokens[start - 1]) ?? "";
  const countsFrom =
    pluralNounAt(tokens, start - 1) || PLURALS_WITHOUT_S.has(before) || TIME_NOUNS.has(before);
  if (HOLDING_A_NUMBER.has(partOfSpeechAt(tokens, start - 1) ?? "") && !countsFrom) return -1;
  const verb = count + 1;
  // "waited two days": a noun after a number is what it counts, but "one" counts no plural.
  const inS = /^\p{Ll}{2,}[^su'’]s$/u.test(tokens[verb]?.text ?? "");
  const noun = partOfSpeechAt(tokens, verb) === "NOUN" && !(one && inS);
  if (!isFiniteAt(tokens, verb) || noun) return -1;
  const singular = SINGULAR_AUXILIARIES.has(lower(tokens[verb]) ?? "") || inS;
  return one === singular || isPast(lower(tokens[verb]) ?? "") ? verb : -1;
}

/**
 * Where the verb of a noun phrase starting at `start` is, or -1 when the
 * words there are no subject and verb. A phrase with no determiner or
 * number starts on a noun or a name, a numbered word ("room 14 is taken")
 * or a team's name ("legal wants").
 */
export function verbOfNounPhrase(tokens: Token[], start: number): number {
  // "this week Sofia approves …": a time before a subject is no subject, unless its verb follows,
  // and not an auxiliary that asks ("this afternoon can we talk").
  // Nor a plain verb, which no time agrees with: "every Friday leave the key".
  if (
    timeLengthAt(tokens, start) === 2 &&
    !(isFiniteAt(tokens, start + 2) && knownVerbAt(tokens, start + 2))
  )
    return -1;
  // "the deadline is next Monday send …": the noun of a time phrase begun before it.
  if (timeLengthAt(tokens, start - 1) === 2) return -1;
  // "most of the guests replied", "none of them speaks", "half the office cannot": a quantity,
  // the words it counts, then their verb.
  const alone = countAloneVerbAt(tokens, start);
  if (alone > 0) return alone;
  const counted = countedPhraseAt(tokens, start);
  if (counted > start) {
    if (OBJECTS.has(lower(tokens[counted]) ?? ""))
      return isFiniteAt(tokens, counted + 1) ? counted + 1 : -1;
    const opener = PHRASE_OPENERS.has(lower(tokens[counted]) ?? "") ? counted : counted - 1;
    // "one of the cables is loose": one of many takes a verb for one.
    return verbAfterStart(tokens, opener, true, !QUANTIFIERS.has(lower(tokens[start]) ?? ""));
  }
  const verbAt = verbAfterStart(tokens, start, opensPhrase(tokens, start));
  // "the invoice is that okay": an "is" that asks of what was said before is no verb of the phrase.
  return pointerQuestionAt(tokens, verbAt) ? -1 : verbAt;
}

/**
 * The verb of a phrase from `start`, `opened` when a determiner or a number
 * opens it; `plural` when a plural noun in it takes a plural verb.
 */
function verbAfterStart(tokens: Token[], start: number, opened: boolean, plural = true): number {
  if (!opened && numberedAt(tokens, start)) return isFiniteAt(tokens, start + 2) ? start + 2 : -1;
  if (!opened && teamBeforeVerbAt(tokens, start)) return start + 1;
  if (!opened && !(isNounTag(partOfSpeechAt(tokens, start)) && isNominal(tokens, start, false)))
    return -1;
  let nouns = opened ? 0 : 1;
  let prepositions = 0;
  for (let at = start + 1; at <= start + 5 + prepositions * 2; at++) {
    const text = lower(tokens[at]) ?? "";
    if (!isWord(tokens[at])) return -1;
    // "three of them", "the rest of us", "two of my colleagues".
    if (
      text === "of" &&
      (nouns > 0 || isNumber(tokens, start) || QUANTIFIERS.has(lower(tokens[start]) ?? ""))
    ) {
      if (!OBJECTS.has(lower(tokens[at + 1]) ?? "") && !opensPhrase(tokens, at + 1)) return -1;
      nouns = Math.max(nouns, 1);
      at += 1;
      continue;
    }
    // "the figures for March are …", "the chart on page four is wrong": one phrase of a preposition.
    if (nouns > 0 && prepositions === 0 && PHRASE_PREPOSITIONS.has(text)) {
      // "pupils with late buses", "the driver with the red cap": the object's adjectives too.
      let object = opensPhrase(tokens, at + 1) ? at + 2 : at + 1;
      if (partOfSpeechAt(tokens, object) === "ADJ" && isNominal(tokens, object + 1, false))
        object += 1;
      if (!isNounTag(partOfSpeechAt(tokens, object))) return -1;
      prepositions += 1;
      at = object;
      continue;
    }
    // "four items is that correct": a plural's phrase does not take "is"; a question follows it.
    if (nouns > 0 && isFiniteAt(tokens, at))
      return plural && SINGULAR_AUXILIARIES.has(text) && pluralNounAt(tokens, at - 1) ? -1 : at;
    // "project meeting move to tomorrow": a plain verb, as some say it, which the tagger reads as a
    // third noun; no compound of three runs on into "to".
    if (
      nouns >= 2 &&
      lower(tokens[at + 1]) === "to" &&
      /^\p{Ll}+[^s]$/u.test(tokens[at]?.text ?? "")
    )
      return at;
    // "the director plans to cut …": a word in "-s" before "to" and a verb is the phrase's verb,
    // which the tagger reads as a compound's noun.
    if (
      nouns >= 1 &&
      lower(tokens[at + 1]) === "to" &&
      /^\p{Ll}{3,}[^s'’]s$/u.test(tokens[at]?.text ?? "") &&
      partOfSpeechAt(tokens, at + 2) === "VERB"
    )
      return at;
    // "the doctor never came", "the meeting room still smells".
    // "visitors now see": "now" is the one time that stands between a subject and its verb.
    const adverb = text === "now" || isMidAdverb(text, partOfSpeechAt(tokens, at));
    if (nouns > 0 && adverb && isFiniteAt(tokens, at + 1)) return at + 1;
    // "the old one no longer starts": "no longer" stands where an adverb does.
    if (
      nouns > 0 &&
      text === "no" &&
      lower(tokens[at + 1]) === "longer" &&
      isFiniteAt(tokens, at + 2)
    )
      return at + 2;
    // A name after a common noun opens a subject of its own: "the roof leaks Mr Andersson will".
    const name =
      /^\p{Lu}/u.test(tokens[at]?.text ?? "") && /^\p{Ll}/u.test(tokens[at - 1]?.text ?? "");
    if (nouns > 0 && name) return -1;
    // A number opens a phrase of its own: "the invitations forty guests".
    // "the old one no longer works": "one" after an adjective stands for a noun, before an adverb
    // (its verb right after it is read as the number's elsewhere: "the old one kept dropping").
    const standsIn =
      text === "one" && partOfSpeechAt(tokens, at - 1) === "ADJ" && !isFiniteAt(tokens, at + 1);
    if (!standsIn && (!isNominal(tokens, at, opened && at === start + 1) || isNumber(tokens, at)))
      return -1;
    nouns += 1;
  }
  return -1;
}

/** The first word of the noun phrase that ends on the noun at `at`: its determiner or adjective. */
export function phraseStart(tokens: Token[], at: number): number {
  let start = at;
  while (start > at - 3 && isNominal(tokens, start - 1, false) && !opensPhrase(tokens, start))
    start -= 1;
  return opensPhrase(tokens, start - 1) ? start - 1 : start;
}

/**
 * A name and its verb at `at` ("Kemal already paid", "Maria can join us"):
 * after an answer or a greeting, a clause of its own, not who is answered.
 */
export const nameAndVerbAt = (tokens: Token[], at: number) =>
  isWord(tokens[at]) &&
  /^\p{Lu}\p{Ll}/u.test(tokens[at]?.text ?? "") &&
  verbOfNounPhrase(tokens, at) > at;

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
