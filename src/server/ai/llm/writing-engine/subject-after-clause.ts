/**
 * Whether a subject and its finite verb (subject-verb.ts) open a clause of
 * their own after the word before, by what that word is: an adjective said
 * of something ("the scan came back clear Dr Nakamura wants …"), an adverb
 * ("the kids are outside dinner is …"), a particle after its verb ("the call
 * ran over Pedro missed …"), a number ("the total is 340 the rest is …"), an
 * object ("I checked the router one of the cables is …") or a verb with no
 * object ("the storm passed the old fence somehow survived"). Whether the
 * clause before is complete and leads into this one is read by the caller.
 * Also the subjects that other words before lead into or open: a result
 * after "so" and an adjective, "you" after a time.
 */

import { takesNoObject } from "./clause-gaps";
import {
  AUXILIARIES,
  DETERMINERS,
  isWord,
  PHRASE_PREPOSITIONS,
  THIRD_PERSON,
  TIME_WORDS,
} from "./clause-lexicon";
import { CALENDAR_NAMES, isPast, TIME_NOUNS } from "./clause-times";
import {
  ADVERBS,
  BARE_VERB_TAKERS,
  BE_FORMS,
  HAVE,
  LINKING_VERBS,
  PARTICLES,
  PAST_ONLY,
} from "./clause-words";
import { describesNounAt } from "./noun-clauses";
import { pluralAfterObjectAt } from "./noun-phrase-edges";
import {
  isNounTag,
  numberedAt,
  opensPhrase,
  PLACES,
  pluralNounAt,
  SINGULAR_AUXILIARIES,
} from "./noun-phrases";
import { isMidAdverb, isVerbAt, type PartOfSpeech, partOfSpeechAt } from "./parts-of-speech";
import { countedPhraseAt } from "./quantities";
import { isRelativeClause } from "./relative-clauses";
import { introductionAt } from "./sentence-edges";
import { nameLengthAt, nameWordAt, subjectVerbAt } from "./subject-verb";
import { lower, type Token, wordSet } from "./tokens";
import { IRREGULAR_PASTS, PAST_AS_PLAIN } from "./verb-forms";

/** Adverbs that lead into the clause after them, or ask: "where Pedro lives", "than we thought". */
const LEADING_ADVERBS = wordSet("where when how why whether so as than only even also just not");
/** Prepositions before a place's name: "in Porto", "at Heathrow", "on Main Street". */
const PLACE_PREPOSITIONS = wordSet("in on at");
/** Particles a clause ends on after its verb: "ran over", "came back", "are in". */
const CLAUSE_PARTICLES = new Set([...PARTICLES, ...wordSet("back away")]);
/** Verbs that have their object do something or be in a state: "get the car fixed", "saw the dog cross". */
const OBJECT_ACTS = new Set([
  ...BARE_VERB_TAKERS,
  ...HAVE,
  ...wordSet("get gets got keep kept want"),
]);
/** Tags of the words that open a verb's object: "got a bonus", "gave me a lift". */
const OBJECT_TAGS = new Set<PartOfSpeech>(["DET", "PRON", "NUM"]);

/**
 * Said of something after "be", a verb or another such word: "is clear",
 * "came back clear", "tired and hungry"; `beOnly` when only "be" or a verb
 * of seeming may say it.
 */
function predicativeAt(tokens: Token[], at: number, beOnly: boolean): boolean {
  let before = at - 1;
  if (lower(tokens[before]) === "and" && partOfSpeechAt(tokens, before - 1) === "ADJ") before -= 2;
  if (partOfSpeechAt(tokens, before) === "ADV" && !opensPhrase(tokens, before - 1)) before -= 1;
  const said = lower(tokens[before]) ?? "";
  if (BE_FORMS.has(said) || LINKING_VERBS.has(said)) return true;
  return !beOnly && isVerbAt(tokens, before);
}

/**
 * A verb that no object of a verb before takes after it: an auxiliary, a
 * form in "-s", a past no participle shares, one after an adverb ("somehow
 * survived"), or a past with an object of its own ("got a bonus"), where
 * an object's participle takes none ("found the keys hidden").
 */
function verbNoObjectHas(tokens: Token[], verbAt: number, verbBefore: string): boolean {
  const verb = lower(tokens[verbAt]) ?? "";
  const afterAdverb = isMidAdverb(
    lower(tokens[verbAt - 1]) ?? "",
    partOfSpeechAt(tokens, verbAt - 1),
  );
  const objectAfter = OBJECT_TAGS.has(partOfSpeechAt(tokens, verbAt + 1) ?? "X");
  const shown =
    (AUXILIARIES.has(verb) && !objectAfter) ||
    THIRD_PERSON.has(verb) ||
    // "the ticket online few minutes": a plural the tagger reads as a noun is no verb in "-s".
    (/^\p{Ll}{2,}[^su'’]s$/u.test(verb) && (isVerbAt(tokens, verbAt) || afterAdverb)) ||
    PAST_ONLY.has(verb);
  if (OBJECT_ACTS.has(verbBefore)) return shown;
  const past = isPast(verb) || IRREGULAR_PASTS.has(verb);
  return shown || (past && (afterAdverb || objectAfter));
}

/**
 * A verb no noun or order could be: an auxiliary, a past no plain form
 * shares ("got"), or one after an adverb ("somehow survived"); not "costs"
 * (a plural too) or "let" (an order too).
 */
function surelyFiniteAt(tokens: Token[], verbAt: number): boolean {
  const verb = lower(tokens[verbAt]) ?? "";
  return (
    AUXILIARIES.has(verb) ||
    ((isPast(verb) || IRREGULAR_PASTS.has(verb)) && !PAST_AS_PLAIN.has(verb)) ||
    isMidAdverb(lower(tokens[verbAt - 1]) ?? "", partOfSpeechAt(tokens, verbAt - 1))
  );
}

/** A bare singular noun and an auxiliary for one after it: "revenue is", "traffic was". */
const singularAgrees = (tokens: Token[], at: number) =>
  partOfSpeechAt(tokens, at) === "NOUN" &&
  !/s$/.test(lower(tokens[at]) ?? "") &&
  SINGULAR_AUXILIARIES.has(lower(tokens[at + 1]) ?? "");

/**
 * Whether the subject from `index` to its verb at `verbAt` is one phrase
 * and no object with the next subject run on after it: no name, time or
 * second determiner inside it ("the report Mary will …", "the website last
 * night traffic …", "40 new workers several of them …"), no verb's "-ing"
 * ("keeps humming is …"), and one noun at least and at most `nouns` before
 * any "of" or "with" phrase ("the router internet works …" is the placement
 * rules' to read).
 */
function onePhraseAt(tokens: Token[], index: number, verbAt: number, nouns: number): boolean {
  let counted = 0;
  let phrase = false;
  for (let at = index; at < verbAt; at++) {
    const text = lower(tokens[at]) ?? "";
    if (at > index && (nameWordAt(tokens, at) || CALENDAR_NAMES.has(text))) return false;
    // "already", "now": an adverb before the verb, not a time inside the phrase.
    const beforeVerb = ADVERBS.has(text) || (text === "now" && at === verbAt - 1);
    const time = (TIME_WORDS.has(text) || TIME_NOUNS.has(text)) && !beforeVerb;
    if (time || /^\p{Ll}+ing$/u.test(text)) return false;
    // "printer 3": the figure of a numbered thing opens no phrase of its own and is no head.
    const figure = numberedAt(tokens, at - 1);
    if (at > index && !phrase && !figure && opensPhrase(tokens, at)) return false;
    if (PHRASE_PREPOSITIONS.has(text)) phrase = true;
    // "each of the staff", "one of the cables": the quantity is the phrase's head.
    const head =
      !figure && (isNounTag(partOfSpeechAt(tokens, at)) || countedPhraseAt(tokens, at) > at);
    if (!phrase && head) counted += 1;
  }
  return counted >= 1 && counted <= nouns;
}

/** Whether a subject and its verb at `index` open a clause after the word before, by what it is. */
export function subjectAfterClauseAt(tokens: Token[], index: number): boolean {
  const verbAt = subjectVerbAt(tokens, index);
  if (verbAt <= index || !isWord(tokens[index - 1])) return false;
  const previous = lower(tokens[index - 1]) ?? "";
  const tag = partOfSpeechAt(tokens, index - 1);
  const opened = opensPhrase(tokens, index) || DETERMINERS.has(lower(tokens[index]) ?? "");
  const named = nameLengthAt(tokens, index) > 0;
  const pronoun = !opened && partOfSpeechAt(tokens, index) === "PRON";
  // "version 2.4 comes next month", "room 12 is free": a numbered thing is named by its number.
  const bare = !opened && !named && !pronoun && !numberedAt(tokens, index);
  if (isRelativeClause(tokens, index) || describesNounAt(tokens, index)) return false;
  // After a verb, a phrase of two nouns is as often its object with the next subject run on.
  const nouns = tag === "VERB" ? 1 : 2;
  if (!named && !pronoun && !onePhraseAt(tokens, index, verbAt, nouns)) return false;
  // "we install new software update …": an adjective before a bare noun is that noun's, unless
  // "be" or a verb of seeming says it of something ("the flat is tiny rent is …").
  if (tag === "ADJ") return predicativeAt(tokens, index - 1, bare);
  // "the results are in sales are up", "ran over Pedro missed": a particle after its verb, and no
  // phrase a preposition could take ("is on vacation Carla …", "are in my bag …"), nor a place's
  // name ("rented in Porto").
  if (CLAUSE_PARTICLES.has(previous)) {
    const before = partOfSpeechAt(tokens, index - 2);
    // "are in sales are up", "are in revenue is up": a bare noun with a verb that agrees with it.
    const single =
      verbAt === index + 1 && (pluralNounAt(tokens, index) || singularAgrees(tokens, index));
    const place = named && PLACE_PREPOSITIONS.has(previous);
    return (
      (named || pronoun || single) &&
      !place &&
      (before === "VERB" || before === "AUX" || before === "ADV")
    );
  }
  // "is still wet": an adverb said of the verb's state, not one a clause ends on; nor one that
  // opens the clause after it ("… the invitation unfortunately I am …").
  if (tag === "ADV" || PLACES.has(previous))
    return (
      !LEADING_ADVERBS.has(previous) &&
      !ADVERBS.has(previous) &&
      introductionAt(tokens, index - 1) === 0
    );
  // "340 euros": a number counts the bare noun after it; "14 Baker Street": or names the street.
  // "our room is 214 breakfast is …": a figure "be" says counts no singular noun after it.
  const figureSaid = BE_FORMS.has(lower(tokens[index - 2]) ?? "") && !pluralNounAt(tokens, index);
  if (tag === "NUM") return (!bare || figureSaid) && !named;
  if (tag === "NOUN" || tag === "PROPN")
    return (!bare && verbNoObjectHas(tokens, verbAt, "")) || pluralAfterObjectAt(tokens, index);
  // "new solar panels": a word the tagger reads as a verb inside a noun phrase.
  const inPhrase = opensPhrase(tokens, index - 2) || partOfSpeechAt(tokens, index - 2) === "ADJ";
  if (tag !== "VERB" || inPhrase) return false;
  // "plans to cut travel costs", "missed the bus let me know": a verb that takes an object and has
  // none takes the phrase, unless what follows can only be a subject's verb ("somehow survived").
  // "the bug is fixed version 2.4 comes …": a participle after "be" has no object to take.
  const passive = /ed$/.test(previous) && BE_FORMS.has(lower(tokens[index - 2]) ?? "");
  if (!takesNoObject(previous) && !passive && !surelyFiniteAt(tokens, verbAt)) return false;
  return verbNoObjectHas(tokens, verbAt, previous);
}

/**
 * "I was so tired I went to bed", "she spoke so quietly nobody heard her":
 * "so" before an adjective or an adverb leads into the clause of what came
 * of it, with its "that" unsaid; not "not so good", which only says how good.
 */
export const resultAfterSo = (tokens: Token[], index: number) =>
  lower(tokens[index - 2]) === "so" &&
  lower(tokens[index - 3]) !== "not" &&
  /^(?:ADJ|ADV)$/.test(partOfSpeechAt(tokens, index - 1) ?? "") &&
  subjectVerbAt(tokens, index) > index;
