/**
 * Clauses whose subject is a noun phrase rather than a pronoun, read by the
 * parts of speech of their words: "… yesterday the printer still does not
 * print", "… on Thursday marketing cannot make it", "… is full two people
 * cancelled", "… the quote did the supplier include shipping". A subject is
 * a determiner or a number with adjectives and nouns after it, or nouns with
 * none ("heating bills", "Farah"); its verb is what the tagger or the
 * writer's own word classes know as finite. Where the two disagree the
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
  OBJECT_STARTS,
  OBJECTS,
  PHRASE_PREPOSITIONS,
  QUESTION_OPENERS,
  QUESTION_SUBJECTS,
  THIRD_PERSON,
  TIME_WORDS,
} from "./clause-lexicon";
import { CALENDAR_NAMES, TIME_DETERMINERS, TIME_NOUNS } from "./clause-times";
import { ADVERBS, BE_FORMS, INTRANSITIVE, LINKING_VERBS, PAST_ONLY } from "./clause-words";
import { type PartOfSpeech, partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { strandsPreposition } from "./relative-clauses";
import { lower, type Token, wordSet } from "./tokens";

/** Words that open a noun phrase: the clause rules' determiners and the articles. */
const PHRASE_OPENERS = new Set([...DETERMINERS, ...wordSet("a an every each these those")]);
/** Numbers said as words: "two people cancelled", "forty guests replied". */
const NUMBER_WORDS = wordSet(
  "two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred",
);
/** Words before an adjective that make it say what something is: "was very slow", "is too full". */
const DEGREE_WORDS = wordSet("very too so really quite pretty extremely");
/** Words a clause ends on before a new subject: "went up", "came back", "stayed home". */
const CLAUSE_ENDINGS = wordSet("up down out off away back home here there well early late");
/** Forms of "be" that are no clause's verb on their own. */
const NOT_FINITE = wordSet("be been being to");
/** Grammar words no noun phrase holds. */
const isGrammarWord = (text: string) =>
  LEAD_INTO_CLAUSE.has(text) || AUXILIARIES.has(text) || TIME_WORDS.has(text);

const tagAt = (tokens: Token[], at: number): PartOfSpeech | undefined => partOfSpeechAt(tokens, at);
const isNounTag = (tag: PartOfSpeech | undefined) => tag === "NOUN" || tag === "PROPN";
const isNumber = (tokens: Token[], at: number) =>
  /^\d/.test(tokens[at]?.text ?? "") || NUMBER_WORDS.has(lower(tokens[at]) ?? "");
const opensPhrase = (tokens: Token[], at: number) =>
  PHRASE_OPENERS.has(lower(tokens[at]) ?? "") || isNumber(tokens, at);

/**
 * A word inside a noun phrase: a noun, a name or an adjective, and right
 * after a determiner any word but a grammar word ("the train", which the
 * tagger may read as a verb).
 */
function isNominal(tokens: Token[], at: number, afterOpener: boolean): boolean {
  const text = lower(tokens[at]) ?? "";
  if (!isWord(tokens[at]) || isGrammarWord(text) || OBJECTS.has(text)) return false;
  if (afterOpener) return true;
  const tag = tagAt(tokens, at);
  // "the new hires had": a plural the tagger reads as a verb, before the clause's auxiliary.
  const pluralBeforeAuxiliary =
    tag === "VERB" && /s$/.test(text) && tagAt(tokens, at + 1) === "AUX";
  return isNounTag(tag) || tag === "ADJ" || pluralBeforeAuxiliary;
}

/** A word in "-s" after a singular noun, before an object or a phrase: "the page loads fast", "the total matches the invoice". */
function isVerbInS(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  const before = lower(tokens[at - 1]) ?? "";
  if (!/^\p{Ll}{3,}[^su'’]s$/u.test(text) || /s$/.test(before)) return false;
  const next = tagAt(tokens, at + 1);
  return next === "DET" || next === "ADV" || next === "ADP" || next === "NUM" || next === "PRON";
}

/**
 * A verb the writer's classes know, an auxiliary, or a verb in "-s" or
 * "-ed": where a subject runs on from a noun ("the price orders went up"),
 * a plain form the tagger calls a verb is too often a noun ("the error log
 * file").
 */
function knownVerbAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (hasVerbForm(text) || THIRD_PERSON.has(text) || PAST_ONLY.has(text)) return true;
  const tag = tagAt(tokens, at);
  return tag === "AUX" || (tag === "VERB" && /s$/.test(text)) || isVerbInS(tokens, at);
}

/** Whether the word at `at`, after a subject, is its verb: an auxiliary, a past or a present. */
function isFiniteAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (!isWord(tokens[at]) || NOT_FINITE.has(text) || /ing$/.test(text)) return false;
  if (hasVerbForm(text) || THIRD_PERSON.has(text) || PAST_ONLY.has(text)) return true;
  const tag = tagAt(tokens, at);
  // "the new hires had": a plural the tagger reads as a verb, before the clause's auxiliary.
  if (tag === "VERB" && /s$/.test(text) && tagAt(tokens, at + 1) === "AUX") return false;
  return tag === "AUX" || tag === "VERB" || isVerbInS(tokens, at);
}

/**
 * Where the verb of a noun phrase starting at `start` is, or -1 when the
 * words there are no subject and verb. A phrase with no determiner or
 * number starts on a noun or a name.
 */
export function verbOfNounPhrase(tokens: Token[], start: number): number {
  // "this week Sofia approves …": a time before a subject is no subject, unless its verb follows,
  // and not an auxiliary that asks ("this afternoon can we talk").
  if (timeLengthAt(tokens, start) === 2) {
    const asks =
      AUXILIARIES.has(lower(tokens[start + 2]) ?? "") &&
      QUESTION_SUBJECTS.has(lower(tokens[start + 3]) ?? "");
    if (asks || !isFiniteAt(tokens, start + 2)) return -1;
  }
  const opened = opensPhrase(tokens, start);
  if (!opened && !(isNounTag(tagAt(tokens, start)) && isNominal(tokens, start, false))) return -1;
  let nouns = opened ? 0 : 1;
  let prepositions = 0;
  for (let at = start + 1; at <= start + 5 + prepositions * 2; at++) {
    const text = lower(tokens[at]) ?? "";
    if (!isWord(tokens[at])) return -1;
    // "three of them", "the rest of us", "two of my colleagues".
    if (text === "of" && (nouns > 0 || isNumber(tokens, start))) {
      if (!OBJECTS.has(lower(tokens[at + 1]) ?? "") && !opensPhrase(tokens, at + 1)) return -1;
      nouns = Math.max(nouns, 1);
      at += 1;
      continue;
    }
    // "the figures for March are …", "the chart on page four is wrong": one phrase of a preposition.
    if (nouns > 0 && prepositions === 0 && PHRASE_PREPOSITIONS.has(text)) {
      const object = opensPhrase(tokens, at + 1) ? at + 2 : at + 1;
      if (!isNounTag(tagAt(tokens, object))) return -1;
      prepositions += 1;
      at = object;
      continue;
    }
    if (nouns > 0 && isFiniteAt(tokens, at)) return at;
    // "project meeting move to tomorrow": a plain verb, as some say it, which the tagger reads as a
    // third noun; no compound of three runs on into "to".
    if (
      nouns >= 2 &&
      lower(tokens[at + 1]) === "to" &&
      /^\p{Ll}+[^s]$/u.test(tokens[at]?.text ?? "")
    )
      return at;
    // "the doctor never came", "the meeting room still smells".
    const adverb = ADVERBS.has(text) || (tagAt(tokens, at) === "ADV" && !TIME_WORDS.has(text));
    if (nouns > 0 && adverb && isFiniteAt(tokens, at + 1)) return at + 1;
    // A number opens a phrase of its own: "the invitations forty guests".
    if (!isNominal(tokens, at, opened && at === start + 1) || isNumber(tokens, at)) return -1;
    nouns += 1;
  }
  return -1;
}

/** The first word of the noun phrase that ends on the noun at `at`: its determiner or adjective. */
function phraseStart(tokens: Token[], at: number): number {
  let start = at;
  while (start > at - 3 && isNominal(tokens, start - 1, false) && !opensPhrase(tokens, start))
    start -= 1;
  return opensPhrase(tokens, start - 1) ? start - 1 : start;
}

/**
 * Whether the noun at `at` is the first of its phrase, after a determiner,
 * an adjective, a preposition or a verb: "the price", "to Friday". Only
 * there may speech run a phrase into the next subject ("the price orders
 * went up"); after more nouns they are one compound ("the sales team").
 */
const firstNounAt = (tokens: Token[], at: number) =>
  !isNounTag(tagAt(tokens, at - 1)) || opensPhrase(tokens, at - 1);

/**
 * "I liked the photos Anna took", "the files marketing sent are broken": a
 * noun and a verb right after a noun describe it when the verb leaves a gap
 * for it: no object, only the end, a time or the sentence's own verb after
 * it.
 */
function describesNounBefore(tokens: Token[], verbAt: number, opened = false): boolean {
  const verb = lower(tokens[verbAt]) ?? "";
  if (AUXILIARIES.has(verb) || PASSIVE_AUXILIARIES.has(verb) || tagAt(tokens, verbAt) === "AUX")
    return false;
  if (LINKING_VERBS.has(verb) || INTRANSITIVE.has(verb)) return false;
  if (PAST_ONLY.has(verb)) return false;
  // "the budget the board approved last week": a determiner's phrase and a past that wants an
  // object, with only a time after it ("the night traffic doubled this morning" is no such phrase).
  const time = opened ? timeLengthAt(tokens, verbAt + 1) : 0;
  const after = time > 0 && hasVerbForm(verb) ? verbAt + 1 + time : verbAt + 1;
  if (!isWord(tokens[after]) || strandsPreposition(tokens, after)) return true;
  const tag = tagAt(tokens, after);
  return tag === "AUX" || tag === "VERB";
}

/** How many words at `at` say when: "yesterday", "last week"; zero otherwise. */
function timeLengthAt(tokens: Token[], at: number): number {
  if (TIME_WORDS.has(lower(tokens[at]) ?? "")) return 1;
  const phrase =
    TIME_DETERMINERS.has(lower(tokens[at]) ?? "") && TIME_NOUNS.has(lower(tokens[at + 1]) ?? "");
  return phrase ? 2 : 0;
}

/** An object takes no auxiliary or past of its own after it: "the rain stopped kids are playing". */
function verbNoObjectTakes(tokens: Token[], verbAt: number): boolean {
  const [verb, after] = [lower(tokens[verbAt]) ?? "", lower(tokens[verbAt + 1]) ?? ""];
  if (PAST_ONLY.has(verb)) return true;
  return AUXILIARIES.has(verb) && !QUESTION_SUBJECTS.has(after) && !DETERMINERS.has(after);
}

/** Forms of "be" and "get" before a participle: "was delayed", "got cancelled". */
const PASSIVE_AUXILIARIES = new Set([...BE_FORMS, ...wordSet("get gets got")]);

/** "was delayed", "got cancelled": a participle after "be" or "get", which takes no object. */
const participleAfterBe = (tokens: Token[], at: number) =>
  PASSIVE_AUXILIARIES.has(lower(tokens[at - 1]) ?? "") ||
  (ADVERBS.has(lower(tokens[at - 1]) ?? "") &&
    PASSIVE_AUXILIARIES.has(lower(tokens[at - 2]) ?? ""));

/** Pronouns that are a verb's object, and a subject only before a verb: "loved it", "sending this". */
const OBJECT_OR_SUBJECT = wordSet("it this");

/**
 * Whether the word at `at` is a pronoun that is a verb's object: "them",
 * "us", or "it" and "this" right after a verb ("we loved it", "thanks for
 * sending this"), not after an auxiliary, where they are subjects ("is it").
 */
export function objectPronounAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (OBJECTS.has(text)) return true;
  return OBJECT_OR_SUBJECT.has(text) && tagAt(tokens, at - 1) === "VERB";
}

/**
 * Whether the word before `index` can end a clause with a noun phrase
 * starting at `index` as the next one's subject, by what that word is.
 */
function endsBefore(tokens: Token[], index: number, verbAt: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  const tag = tagAt(tokens, index - 1);
  const bare = !opensPhrase(tokens, index);
  if (TIME_WORDS.has(previous) || CLAUSE_ENDINGS.has(previous)) return true;
  // "in May staff need …": a name in capitals is no grammar word.
  const named = /^\p{Lu}/u.test(tokens[index - 1]?.text ?? "") && isNounTag(tag);
  // "I called them the office is closed", "I tried it the app …": an object pronoun ends its clause.
  if (objectPronounAt(tokens, index - 1) || previous === "everything") return true;
  if (SUBJECT_PRONOUNS.has(previous) || (isGrammarWord(previous) && !named)) return false;
  // "the flowers my mother put": a determiner opens the next phrase after a noun.
  if (!bare && (isNounTag(tag) || opensPhrase(tokens, index - 2)))
    return !describesNounBefore(tokens, verbAt, true);
  // "the price orders went up", "on Thursday marketing cannot": a noun run into the next subject.
  if (bare && isNounTag(tag)) {
    // "Anna Schmidt", "São Paulo": a name after a name is one name, unless the first is a day or month.
    const names =
      named && /^\p{Lu}/u.test(tokens[index]?.text ?? "") && !CALENDAR_NAMES.has(previous);
    return (
      !names &&
      knownVerbAt(tokens, verbAt) &&
      !NOT_PLURAL_SUBJECTS.has(previous) &&
      firstNounAt(tokens, index - 1) &&
      !describesNounBefore(tokens, verbAt)
    );
  }
  // "dinner was amazing dessert was even better": an adjective saying what something is.
  // "the package arrived damaged customer service …": after a verb that takes no object too.
  if (tag === "ADJ") {
    const before = lower(tokens[index - 2]) ?? "";
    return (
      BE_FORMS.has(before) ||
      LINKING_VERBS.has(before) ||
      DEGREE_WORDS.has(before) ||
      INTRANSITIVE.has(before)
    );
  }
  if (tag === "ADV") return true;
  // "at six parking is free": a number after a preposition, and no plural it counts ("of 1,250 euros").
  if (tag === "NUM")
    return tagAt(tokens, index - 2) === "ADP" && !/s$/.test(lower(tokens[index]) ?? "");
  if (tag === "VERB" || hasVerbForm(previous)) {
    // "the flight was delayed luggage arrived": a participle after "be" takes no object, nor
    // does "the login works the search …".
    if (participleAfterBe(tokens, index - 1) || INTRANSITIVE.has(previous)) return true;
    // "the song she keeps playing is …": a bare word in "-ing" after a verb goes on its verb.
    if (bare && /^\p{Ll}{2,}ing$/u.test(tokens[index]?.text ?? "")) return false;
    // After another verb a determiner's phrase is read by the clause rules; a bare noun is its object
    // unless no object could take the verb after it.
    return bare && verbNoObjectTakes(tokens, verbAt);
  }
  return false;
}

/**
 * Whether a clause whose subject is a noun phrase starts at `index`, after
 * words that end the clause before it; `leadsIn` tells whether words lead
 * into a clause at a given place ("I think the files …"), which no split
 * inside the phrase before may cut.
 */
export function nounClauseAt(
  tokens: Token[],
  index: number,
  leadsIn: (at: number) => boolean,
): boolean {
  if (index === 0 || !isWord(tokens[index - 1])) return false;
  const verbAt = verbOfNounPhrase(tokens, index);
  if (verbAt < 0 || !endsBefore(tokens, index, verbAt)) return false;
  // "I think the files marketing sent …": the phrase before is led into, so it is a subject itself.
  if (isNounTag(tagAt(tokens, index - 1)) && !opensPhrase(tokens, index))
    return !leadsIn(phraseStart(tokens, index - 1));
  return true;
}

/** A verb, or its particle, right before `index`, and no participle after "be": "lowered", "sent out". */
function afterVerb(tokens: Token[], index: number): boolean {
  const verbAt = CLAUSE_ENDINGS.has(lower(tokens[index - 1]) ?? "") ? index - 2 : index - 1;
  const verb = lower(tokens[verbAt]) ?? "";
  const isVerb = tagAt(tokens, verbAt) === "VERB" || hasVerbForm(verb);
  return isVerb && !AUXILIARIES.has(verb) && !participleAfterBe(tokens, verbAt);
}

/**
 * "we need to fix the login page the users complain about": a determiner's
 * phrase and a verb right after a noun, leaving a gap for it, describe it.
 */
export function describesNounAt(tokens: Token[], index: number): boolean {
  if (!opensPhrase(tokens, index) || !isNounTag(tagAt(tokens, index - 1))) return false;
  const verbAt = verbOfNounPhrase(tokens, index);
  return verbAt >= 0 && describesNounBefore(tokens, verbAt, true);
}

/**
 * Whether the noun phrase at `index`, after a verb, is its object with the
 * next clause's subject run on after its first noun: "we lowered the price
 * orders went up", "I called the bank credit card payments are blocked".
 * There the clause starts inside the phrase, not at its determiner.
 */
export function objectBeforeNounClause(
  tokens: Token[],
  index: number,
  leadsIn: (at: number) => boolean,
): boolean {
  if (!opensPhrase(tokens, index) || !afterVerb(tokens, index)) return false;
  for (let at = index + 1; at <= index + 3 && isNominal(tokens, at, at === index + 1); at++) {
    if (nounClauseAt(tokens, at + 1, leadsIn)) return true;
    if (isNounTag(tagAt(tokens, at))) return false;
  }
  return false;
}

/**
 * "the venue is booked does the client want a projector", "… can marketing
 * check them": an auxiliary, a noun phrase and a verb after a complete
 * clause ask a question of their own. Not after a pronoun or an auxiliary,
 * whose verb it is ("we can do it").
 */
export function nounQuestionAt(tokens: Token[], index: number): boolean {
  const first = lower(tokens[index]) ?? "";
  const previous = lower(tokens[index - 1]) ?? "";
  if (!QUESTION_OPENERS.has(first) || !isWord(tokens[index - 1])) return false;
  if (SUBJECT_PRONOUNS.has(previous) || AUXILIARIES.has(previous)) return false;
  let verbAt = index + 2;
  if (opensPhrase(tokens, index + 1)) {
    while (verbAt <= index + 4 && isNominal(tokens, verbAt, verbAt === index + 2)) {
      if (isNounTag(tagAt(tokens, verbAt)) && asksWithVerbAt(tokens, verbAt + 1)) return true;
      verbAt += 1;
    }
    return false;
  }
  const subject = lower(tokens[index + 1]) ?? "";
  if (!isWord(tokens[index + 1]) || isGrammarWord(subject) || OBJECTS.has(subject)) return false;
  return /^\p{Ll}+$/u.test(subject) && asksWithVerbAt(tokens, verbAt);
}

/** A question's verb after its subject: a verb with words after it ("want a projector", "check them"). */
function asksWithVerbAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (!isWord(tokens[at]) || !isWord(tokens[at + 1]) || /ing$/.test(text) || isGrammarWord(text))
    return false;
  return tagAt(tokens, at) === "VERB" || OBJECT_STARTS.has(lower(tokens[at + 1]) ?? "");
}
