/**
 * A form of "be" said without its subject right after a whole clause, as
 * speakers of Spanish, Italian, Portuguese or Turkish say it: "… bring your
 * passport is very important", "… for a conference was very useful", "the
 * movie was long was boring too". The words before are an object, a
 * preposition's noun or what something is, which no "be" takes as its
 * subject, so the "be" and what it says open a clause whose "it" was left
 * unsaid. Not where the words before could be that subject: a clause led
 * into ("I think the weather in Spain is …"), a noun a clause describes
 * ("the guy we met at the conference was …").
 */

import { leadsIntoItsClause, takesClause, takesNoObject } from "./clause-gaps";
import { AUXILIARIES, LEAD_INTO_CLAUSE, OBJECTS } from "./clause-lexicon";
import { isPast, TIME_NOUNS, timePhraseBefore } from "./clause-times";
import { BE_FORMS, INTRANSITIVE, MODALS } from "./clause-words";
import { INDEFINITE_SUBJECTS } from "./clauses";
import { objectClosedBefore } from "./closed-objects";
import { DEGREE_WORDS, describesNounAt } from "./noun-clauses";
import { isNounTag, opensPhrase, PLACES, phraseStart } from "./noun-phrases";
import { partOfSpeechAt, readPartsOfSpeech, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { PERSON_NOUNS } from "./person-nouns";
import { isRelativeClause } from "./relative-clauses";
import { clauseStart, endsClause, lower, type Token, word, wordSet } from "./tokens";
import { plainOfPast } from "./verb-forms";

/** Forms of "be" for one thing or many, and the subject each leaves unsaid. */
export const BARE_BE = new Map([
  ["is", "it"],
  ["was", "it"],
  ["are", "they"],
  ["were", "they"],
]);
/** The forms of "be" that say a clause's time: not "to be honest is …", whose "be" opens a subject. */
const FINITE_BE = wordSet("am is are was were");
/** Adverbs between "be" and what something is: "is also cheap", "was not ready". */
const BEFORE_PREDICATE = wordSet("not also still always never really already");
/** What something is, said without an adjective's tag: "is ok", "was closed". */
const STATES = wordSet("ok okay fine ready urgent closed broken open possible done finished wrong");
/** Words that open a clause inside another: "that", "whether the shop is open". */
const SUBORDINATORS = wordSet(
  "that whether if when because since although though while until unless so",
);
/** A subject a clause describing the noun before may open with: "the email Mei sent". */
const subjectAt = (tokens: Token[], at: number) =>
  SUBJECT_PRONOUNS.has(lower(tokens[at]) ?? "") ||
  INDEFINITE_SUBJECTS.has(lower(tokens[at]) ?? "") ||
  partOfSpeechAt(tokens, at) === "PROPN";

/** Words that describe the noun before them with a clause: "the guy who …", "the place where …". */
const RELATIVES = wordSet("who whom whose which where");

/** Whether the words after "be" at `beAt` say what something is: "very important", "closed". */
function predicateAfter(tokens: Token[], beAt: number): boolean {
  let at = beAt + 1;
  while (BEFORE_PREDICATE.has(lower(tokens[at]) ?? "")) at += 1;
  const text = lower(tokens[at]) ?? "";
  return (
    DEGREE_WORDS.has(text) ||
    STATES.has(text) ||
    partOfSpeechAt(tokens, at) === "ADJ" ||
    /^\p{Ll}{3,}ed$/u.test(text)
  );
}

/**
 * Verbs said as often without their object as with it: "the clinic phoned the results are
 * normal", "all tests passed the build is green", where the noun phrase is the next subject.
 */
const SAID_ALONE = wordSet(
  "phone call email text write ring message reply answer pass leave win lose",
);
/**
 * Verbs more often said alone before a new clause than with an object, as in
 * "we landed the weather was cold", "the meeting ended the client was happy":
 * their object is one only when the phrase after them could be no new
 * subject, opening on "a" or a possessive ("my son started a new school").
 */
const MOSTLY_ALONE = wordSet(
  "land start stop end begin return study vote run relax sing dance grow continue play drive shop improve look walk listen fail rest swim",
);
/** Openers of a phrase that is rather a verb's object than a new clause's subject. */
const OBJECT_OPENERS = wordSet("a an my your his our their this these");
/** Subjects before a verb the tagger may read as an adjective: "we baked", "you close". */
const PLAIN_SUBJECTS = wordSet("i we you they he she");
/** Words after which a plain form is a verb, not a noun: "to bring", "we celebrate", "please check". */
const BEFORE_VERB = wordSet("to not please kindly don't dont never");

/**
 * Verbs of checking, mentioning or showing, as often followed by what they
 * report as by their object: "I checked the door was locked", "he mentioned
 * the car was broken".
 */
const REPORTING = wordSet("check mention show verify");
/**
 * Their past, which reports what was found; not "please check my email is
 * urgent", an order whose object the learner's "is" goes on from.
 */
export const reportsWhatWasFound = (verb: string) => !REPORTING.has(verb) && oneOf(REPORTING, verb);

/** Whether a verb, or its past, is one of `verbs`: "phoned", "emailed", "checked". */
const oneOf = (verbs: Set<string>, verb: string) =>
  [verb, plainOfPast(verb), verb.replace(/e?d$/, ""), verb.replace(/d$/, "")].some(
    (form) => form !== undefined && verbs.has(form),
  );

/** "have" with its object after it, no auxiliary: "we had the meeting with the client". */
const HAVE = wordSet("have has had");

/**
 * A verb that takes an object, not a clause, an auxiliary or one said
 * alone; a past, or a plain form after its subject or "to", as the tagger's
 * verbs inside a compound ("the driving test", "her left wrist") are not.
 */
export function takesObject(tokens: Token[], at: number): boolean {
  const verb = lower(tokens[at]) ?? "";
  const previous = lower(tokens[at - 1]) ?? "";
  const tag = partOfSpeechAt(tokens, at);
  // "we baked", "you can close": after its subject or an auxiliary, whatever the tagger reads.
  const led =
    BEFORE_VERB.has(previous) || SUBJECT_PRONOUNS.has(previous) || AUXILIARIES.has(previous);
  // Not "we are not ready", "its late": an adjective after "not" or "its" says what something is.
  const pronounLed = PLAIN_SUBJECTS.has(previous) || MODALS.has(previous);
  const past = (isPast(verb) || plainOfPast(verb) !== undefined) && !opensPhrase(tokens, at - 1);
  // The tagger reads "had" as an auxiliary whatever follows it.
  const had =
    HAVE.has(verb) && (opensPhrase(tokens, at + 1) || isNounTag(partOfSpeechAt(tokens, at + 1)));
  return (
    (((led || past) && (tag === "VERB" || had)) || (pronounLed && tag === "ADJ")) &&
    (had || (!AUXILIARIES.has(verb) && !LEAD_INTO_CLAUSE.has(verb))) &&
    !INTRANSITIVE.has(verb) &&
    !oneOf(SAID_ALONE, verb) &&
    (!oneOf(MOSTLY_ALONE, verb) || OBJECT_OPENERS.has(lower(tokens[at + 1]) ?? "")) &&
    !reportsWhatWasFound(verb) &&
    !BE_FORMS.has(previous) &&
    !takesClause(verb) &&
    !leadsIntoItsClause(verb)
  );
}

/**
 * Whether a preposition after the word at `at` hangs on a verb: "went to
 * Berlin", "were at the beach", "thank you for dinner". Not on an "-ing"
 * with no "be" before it, which opens a subject: "waiting for the bus was boring".
 */
function verbBeforePrepositionAt(tokens: Token[], at: number, beforeBe: boolean): boolean {
  const text = lower(tokens[at]) ?? "";
  if (FINITE_BE.has(text)) return true;
  if (OBJECTS.has(text) || text === "you") return partOfSpeechAt(tokens, at - 1) === "VERB";
  // "heard about the hotel is …", "waited for the bus was …": a verb's own preposition right
  // before the "be" may lead into a clause; a phrase between ("went to Berlin for a conference") may not.
  if (beforeBe || partOfSpeechAt(tokens, at) !== "VERB") return false;
  return !/ing$/.test(text) || BE_FORMS.has(lower(tokens[at - 1]) ?? "");
}

/** Prepositions that as often lead into a clause: "it looks like the meeting is cancelled". */
const LEAD_LIKE_CLAUSES = wordSet("like as than");

/**
 * Whether the noun phrase ending at `end` is a verb's object, or a
 * preposition's that hangs on a verb or on such an object: "bring your
 * passport", "a conference" in "went to Berlin for a conference", "the
 * station" in "tried the restaurant near the station". Not a noun with its
 * own phrase after no verb that takes it, which is a subject: "… go the
 * price of the tickets is …".
 */
function objectEndsAt(tokens: Token[], end: number): boolean {
  let at = end;
  for (let link = 0; link < 4; link++) {
    if (!isNounTag(partOfSpeechAt(tokens, at))) return false;
    const before = phraseStart(tokens, at) - 1;
    // "had the meeting with the client was …": a person in a thing's phrase is no subject of
    // that "be"; one a verb takes may be ("I called the client was …").
    const ofThing =
      partOfSpeechAt(tokens, before) === "ADP" &&
      isNounTag(partOfSpeechAt(tokens, before - 1)) &&
      !PERSON_NOUNS.has(lower(tokens[before - 1]) ?? "");
    if (PERSON_NOUNS.has(lower(tokens[at]) ?? "") && !ofThing) return false;
    if (takesObject(tokens, before)) return true;
    if (partOfSpeechAt(tokens, before) !== "ADP") return false;
    if (LEAD_LIKE_CLAUSES.has(lower(tokens[before]) ?? "")) return false;
    if (verbBeforePrepositionAt(tokens, before - 1, link === 0)) return true;
    at = before - 1;
  }
  return false;
}

/**
 * Whether the words before a "be" at `beAt` end on what no "be" takes as
 * its subject: an object, a preposition's noun, an adjective or adverb
 * after another "be" ("was long"), with a time or an adverb in "-ly" after any.
 */
function endsOnNoSubject(tokens: Token[], beAt: number): boolean {
  const time = timePhraseBefore(tokens, beAt);
  let end = beAt - 1 - time;
  // "the exam is on Monday is …": a time the clause ended on after its "be" or its verb.
  if (time > 0 && (BE_FORMS.has(lower(tokens[end]) ?? "") || takesObject(tokens, end))) return true;
  // "we worked all day was …", "we stayed home all weekend was …": or on a verb that takes no
  // object, or on where it was done.
  const bareVerb =
    partOfSpeechAt(tokens, end) === "VERB" && takesNoObject(lower(tokens[end]) ?? "");
  if (time > 0 && (bareVerb || PLACES.has(lower(tokens[end]) ?? ""))) return true;
  if (/^\p{Ll}{3,}ly$/u.test(lower(tokens[end]) ?? "")) end -= 1;
  const tag = partOfSpeechAt(tokens, end);
  if (tag === "ADJ" || tag === "ADV") {
    const before = DEGREE_WORDS.has(lower(tokens[end - 1]) ?? "") ? end - 2 : end - 1;
    if (FINITE_BE.has(lower(tokens[before]) ?? "")) return true;
  }
  return objectEndsAt(tokens, end);
}

/**
 * Whether the clause from `start` to a "be" at `beAt` has a verb of its own
 * after the last word that leads into a clause, whose subject the "be" could
 * otherwise be ("I think the weather in Spain is"), and no noun a clause
 * describes ("the phone you recommended is").
 */
function wholeBefore(tokens: Token[], start: number, beAt: number): boolean {
  let from = start;
  for (let at = beAt - 1; at >= start; at--) {
    const text = lower(tokens[at]) ?? "";
    if (RELATIVES.has(text)) return false;
    const nounBefore = isNounTag(partOfSpeechAt(tokens, at - 1)) || opensPhrase(tokens, at - 1);
    if (text === "that" && nounBefore) return false;
    // "the guy we met", "the sofa Björn wants to sell": a noun, then a pronoun or a name and its verb.
    const described =
      subjectAt(tokens, at) &&
      isNounTag(partOfSpeechAt(tokens, at - 1)) &&
      !TIME_NOUNS.has(lower(tokens[at - 1]) ?? "") &&
      partOfSpeechAt(tokens, phraseStart(tokens, at - 1) - 1) !== "ADP";
    if (described) return false;
    if (describesNounAt(tokens, at) || (subjectAt(tokens, at) && isRelativeClause(tokens, at)))
      return false;
    const leads =
      (partOfSpeechAt(tokens, at) === "VERB" && (takesClause(text) || leadsIntoItsClause(text))) ||
      SUBORDINATORS.has(text);
    // "forget to bring": a verb that takes an infinitive here takes no clause.
    if (leads && lower(tokens[at + 1]) !== "to" && from === start) from = at + 1;
  }
  if (from === start) return true;
  for (let at = from; at < beAt; at++) {
    const text = lower(tokens[at]) ?? "";
    if (BE_FORMS.has(text) || AUXILIARIES.has(text)) return true;
    if (partOfSpeechAt(tokens, at) === "VERB" && lower(tokens[at - 1]) !== "to" && at > from)
      return true;
  }
  return false;
}

/**
 * The pronoun a bare "be" at `beAt` leaves unsaid after a whole clause, when
 * the words before are no subject of it and what follows says what it is;
 * undefined otherwise.
 */
export function subjectLeftOutAt(tokens: Token[], beAt: number): string | undefined {
  const pronoun = BARE_BE.get(lower(tokens[beAt]) ?? "");
  if (pronoun === undefined || !predicateAfter(tokens, beAt)) return undefined;
  const start = clauseStart(tokens, beAt);
  const first = lower(tokens[start]) ?? "";
  if (first === "to" || /^\p{Ll}{2,}ing$/u.test(first)) return undefined;
  // "read the contract carefully is …": an object its adverb closed is no subject of the "be".
  const closed = objectClosedBefore(tokens, beAt);
  if (!closed && (!endsOnNoSubject(tokens, beAt) || !wholeBefore(tokens, start, beAt)))
    return undefined;
  return pronoun;
}

/** The weather, said with "is" and no "it": "is raining", "was snowing all day". */
const WEATHER = wordSet("raining snowing pouring drizzling freezing");

/**
 * Whether a clause opens at `index` on a bare "is" or "was" that states
 * rather than asks: the weather ("is raining a lot"), a degree and what
 * something is ("is very cold today"), or a participle a new clause follows
 * ("is confirmed we arrive at 10"). A question would say its subject after
 * the "be" ("is it raining").
 */
function statementOnBareBeAt(tokens: Token[], index: number): boolean {
  const be = lower(tokens[index]) ?? "";
  if (be !== "is" && be !== "was") return false;
  if (index > 0 && !endsClause(tokens[index - 1])) return false;
  const next = lower(tokens[index + 1]) ?? "";
  if (WEATHER.has(next)) return true;
  // "is too late": the tagger may read what something is after a degree as an adverb.
  if (DEGREE_WORDS.has(next)) return /^(?:ADJ|ADV)$/.test(partOfSpeechAt(tokens, index + 2) ?? "");
  return /^\p{Ll}{3,}ed$/u.test(next) && SUBJECT_PRONOUNS.has(lower(tokens[index + 2]) ?? "");
}

/** The tokens with the "it" left unsaid before a statement's opening "be" said: "it is raining". */
export function sayOpeningSubjects(tokens: Token[]): Token[] {
  readPartsOfSpeech(tokens);
  return tokens.flatMap((token, index) =>
    statementOnBareBeAt(tokens, index) ? [word("it"), token] : [token],
  );
}
