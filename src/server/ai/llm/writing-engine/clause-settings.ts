/**
 * Which of two run-on clauses a time or a place said between them belongs
 * to. A clause takes one time and one place of each kind: when the clause
 * before has its own already ("we open at nine at noon we close", "I stayed
 * in Lagos for two weeks there I saw my cousins"), the phrase opens the
 * clause after it; when the clause before does something there or then
 * ("I will meet you there we can talk", "we arrived on Monday at six we
 * were tired"), the phrase ends it. An adverb that tells what comes next
 * ("afterwards", "meanwhile", "then") opens the clause after a whole one.
 */

import { agoBefore, heldTimeOpens, hourBefore } from "./clause-held-times";
import { TELL_VERBS } from "./clause-lexicon";
import {
  openingPlaceBefore,
  partSince,
  placePhraseBefore,
  pointingPlaceBefore,
} from "./clause-places";
import {
  BOUND_BEFORE,
  holdsPast,
  ORDINALS,
  openingTimeBefore,
  saysWhatIs,
  TIME_NOUNS,
  tenseOfTime,
  timePhraseBefore,
  wordsEnd,
} from "./clause-times";
import { LINKING_VERBS, PARTICLES } from "./clause-words";
import { clauseStartsAt } from "./clauses";
import { isCourtesy } from "./courtesy-openings";
import { partOfSpeechAt, partOfSpeechOf } from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { lower, type Token, wordSet } from "./tokens";
import { PAST_AS_PLAIN } from "./verb-forms";

/** Prepositions that put something at the hour itself, within a day the clause may name. */
const AT_HOUR = wordSet("at around");
/** Prepositions that tell a time by what it comes before or after: "after lunch". */
const EVENT_PREPOSITIONS = wordSet("after before during");

const wordAt = (tokens: Token[], at: number) =>
  tokens[at]?.kind === "word" ? (lower(tokens[at]) ?? "") : "";

/** Adverbs that tell what comes after what was said: "afterwards we …", "meanwhile calls go …". */
const NEXT_IN_TIME = wordSet("afterwards afterward meanwhile then eventually subsequently");
/** Prepositions a time is said with, read as words since a sentence's marks are set untagged. */
const TIME_OPENERS = wordSet("at on in after before during by until till since from around");
/** Prepositions that bound a time, which only a setting takes: "by April", "until Friday". */
const BOUNDING = wordSet("by until till");

/** Prepositions before a time pointing back: "after that", "from then on", "by that time". */
const BACK_FROM = wordSet("after since by until till from at");
/** What such a preposition takes that points back at what was said: "then", "that time". */
const BACK_AT = wordSet("time point moment stage");
/** Words that say how soon after: "shortly after that", "soon after". */
const SOON = wordSet("shortly soon right just straight");

/**
 * How many words before `end` point back at what was said before them, as
 * a time: "then", "afterwards", "after that", "from then on", "by that
 * time", "shortly after that", "soon after", "in the meantime"; 0 otherwise.
 */
function pointingBackBefore(tokens: Token[], end: number): number {
  const word = (back: number) => wordAt(tokens, end - back);
  const on = word(1) === "on" ? 1 : 0;
  let length = 0;
  if (NEXT_IN_TIME.has(word(1))) length = 1;
  else if (word(1) === "meantime" && word(2) === "the" && word(3) === "in") length = 3;
  else if (/^(?:then|that)$/.test(word(on + 1)) && BACK_FROM.has(word(on + 2))) length = on + 2;
  else if (BACK_AT.has(word(on + 1)) && /^(?:that|this)$/.test(word(on + 2)))
    length = BACK_FROM.has(word(on + 3)) ? on + 3 : 0;
  else if (word(1) === "after" && SOON.has(word(2))) return 2;
  return length > 0 && SOON.has(word(length + 1)) ? length + 1 : length;
}

/**
 * How many words before `at + 1` are a time pointing back that opens the
 * next clause, after what it can follow: not a verb, its particle or its
 * object ("we talked afterwards", "see you then"), which it tells the time
 * of, nor a word that leads into it ("and then"), nor in an order's clause
 * ("go home then we can talk"), whose steps are one; 0 otherwise.
 */
export function nextInTimeBefore(tokens: Token[], start: number, end: number): number {
  const length = pointingBackBefore(tokens, end);
  if (length === 0 || partOfSpeechOf(tokens[start]) === "VERB") return 0;
  const before = tokens[end - length - 1];
  const tag = partOfSpeechOf(before) ?? "";
  const follows =
    before?.kind === "word" &&
    !/^(?:VERB|AUX|PRON|ADP|CCONJ|SCONJ|PART)$/.test(tag) &&
    !PARTICLES.has(lower(before) ?? "");
  return follows ? length : 0;
}

/**
 * Whether a clause starts at `tokens[index]` after a time pointing back at
 * the end of `out` (from `start`), the clause before it being whole, as
 * `wholeBefore` tells of the word the time starts on: "… for ten years then
 * she moved", whatever the time leads into.
 */
export function clauseAfterTimeBack(
  out: Token[],
  start: number,
  tokens: Token[],
  index: number,
  wholeBefore: WeakMap<Token, boolean>,
): boolean {
  const length = nextInTimeBefore(out, start, out.length);
  const first = out[out.length - length];
  return (
    length > 0 &&
    first !== undefined &&
    wholeBefore.get(first) === true &&
    clauseAfterSettingAt(tokens, index)
  );
}

/**
 * Whether a clause starts at `index`, after a setting that opens it: a
 * subject and its verb, read as the clause rules read them or as a noun
 * phrase and its verb ("then the rain started"), or a word in "-s" before a
 * plain verb, which agrees with it as a plural noun and so is one, however
 * the tagger reads it ("meanwhile calls go to my mobile").
 */
export function clauseAfterSettingAt(tokens: Token[], index: number): boolean {
  if (clauseStartsAt(tokens, index) || verbOfNounPhrase(tokens, index) >= 0) return true;
  const [subject, verb] = [wordAt(tokens, index), wordAt(tokens, index + 1)];
  // "after that repairs cost extra": a verb whose past is its plain form, which the tagger reads as
  // a noun after a plural.
  const verbTag = partOfSpeechOf(tokens[index + 1]) === "VERB" || PAST_AS_PLAIN.has(verb);
  return /^\p{L}{3,}s$/u.test(subject) && !/(?:s|ing|ed)$/.test(verb) && verbTag;
}

/**
 * "the warranty ends in 2027 after that you pay", "today you rest tomorrow
 * you train": "you" and a verb after a time are a subject and its verb,
 * where elsewhere "you" is as often an object ("we will see you soon").
 */
export function youAfterTimeAt(tokens: Token[], index: number): boolean {
  const time = timePhraseBefore(tokens, index);
  // "I told you yesterday you need …": what one is told, after the time.
  const told = TELL_VERBS.has(lower(tokens[index - time - 2]) ?? "");
  const verbAfter = partOfSpeechAt(tokens, index + 1) === "VERB";
  return lower(tokens[index]) === "you" && time > 0 && !told && verbAfter;
}

/**
 * How many words before `end` are a time said with a preposition: "at
 * nine", "in the evening", "by April", "after dinner", "after that"; 0 for one with none
 * ("last week", "yesterday"), which a clause ends on.
 */
function prepositionalTimeBefore(tokens: Token[], end: number): number {
  const hour = hourBefore(tokens, end);
  if (hour > 0) return hour;
  const time = timePhraseBefore(tokens, end);
  const opensWith = TIME_OPENERS.has(wordAt(tokens, end - time));
  if (time > 1 && opensWith) return time;
  return BOUNDING.has(wordAt(tokens, end - 2)) && TIME_NOUNS.has(wordAt(tokens, end - 1)) ? 2 : 0;
}

/**
 * How many words at the end of `out` (from `start`) are a time told by what
 * it comes after or before, after a place that ends the clause before it
 * ("we stayed at a hotel in Porto after dinner we walked"), which opens the
 * clause after it; a time after a time is read by `heldTimeOpens`. 0
 * otherwise.
 */
function secondSettingBefore(out: Token[], start: number): number {
  const second = hourBefore(out, out.length) > 0 ? 0 : prepositionalTimeBefore(out, out.length);
  if (second === 0) return 0;
  const end = out.length - second;
  const first = placePhraseBefore(out, end);
  if (first === 0 || end - first - partSince(out, start, end - first) < 2) return 0;
  return EVENT_PREPOSITIONS.has(wordAt(out, end)) ? second : 0;
}

/**
 * How many words from `from` are a setting a sentence opens with ("at six",
 * "after that", "meanwhile"), which a question puts before its verb: "at six
 * are you free".
 */
export function settingAtStart(tokens: Token[], from: number): number {
  for (let length = 4; length >= 1; length--)
    if (
      pointingBackBefore(tokens, from + length) === length ||
      prepositionalTimeBefore(tokens, from + length) === length
    )
      return length;
  return 0;
}

/**
 * How many words at the end of `out` (from `start`) are a time or a place
 * that opens the clause starting at `tokens[index]` rather than ends the
 * one before; zero when it ends that one.
 */
export function openingSettingBefore(
  out: Token[],
  start: number,
  tokens: Token[],
  index: number,
): number {
  const next = nextInTimeBefore(out, start, out.length);
  if (next > 0) return next;
  // "the workshop is about budgets at three there is a coffee break": a time opens "there is"
  // after a whole clause as a place does.
  const existential =
    openingPlaceBefore(out, start, tokens, index) ||
    openingPlaceBefore(out, start, tokens, index, prepositionalTimeBefore(out, out.length));
  if (existential > 0) return existential;
  const time =
    prepositionalTimeBefore(out, out.length) ||
    timePhraseBefore(out, out.length) ||
    agoBefore(out, out.length);
  const timeStart = out.length - time;
  const from = partSince(out, start, timeStart);
  if (time > 0 && timeStart - from >= 2 && heldTimeOpens(out, from, timeStart, tokens, index))
    return time;
  // "on Friday at noon he sounded worried": an hour after a day says when on it; "this morning
  // after ten the heating came on" bounds a stretch, which a time of the clause's may hold.
  const hour = hourBefore(out, out.length);
  if (hour > 0 && AT_HOUR.has(wordAt(out, out.length - hour))) return 0;
  const told = timePhraseBefore(out, out.length);
  // "on the first morning", "on his second day": one counted in a stretch told before opens the
  // clause after it.
  const counted = told === 4 && ORDINALS.has(wordAt(out, out.length - 2));
  if (counted && out.length - told - partSince(out, start, out.length - told) >= 2) return told;
  const side = sideOfTimeBefore(out, start, tokens, index);
  if (side !== undefined) return side;
  return (
    secondSettingBefore(out, start) ||
    openingTimeBefore(out, start, tokens, index) ||
    pointingPlaceBefore(out, start)
  );
}

/** Words that put a clause's verb in the future: "will", "shall", "won't", "gonna". */
const FUTURE_WORDS = wordSet("will shall won't gonna");

/**
 * How well the words from `start` to `end` fit a time of `tense`, as the
 * tense of their verb tells: 2 when it is the time's own ("made" for "last
 * night", "will" or "going to" for "next week"), 1 for a present doing
 * something, which may be arranged for a coming time ("we leave tomorrow"),
 * 0 for one that says what something is now ("the scan looks fine") or a
 * tense the time cannot take.
 */
function fitOfTense(tokens: Token[], start: number, end: number, tense: "past" | "future"): number {
  let future = false;
  for (let at = start; at < end; at++) {
    const text = wordAt(tokens, at);
    const going = text === "going" && wordAt(tokens, at + 1) === "to";
    if (FUTURE_WORDS.has(text) || /['’]ll$/.test(text) || going) future = true;
  }
  const past = !future && holdsPast(tokens, start, end);
  if (tense === "past") return past ? 2 : 0;
  if (future) return 2;
  return past || seemsNow(tokens, start, end) ? 0 : 1;
}

/**
 * Whether a clause tells how something seems to the speaker now ("the scan
 * looks fine", "my knee feels better"), which no coming time fits, where
 * "be" may tell what is planned ("the drivers are on strike tomorrow").
 */
function seemsNow(tokens: Token[], start: number, end: number): boolean {
  if (!saysWhatIs(tokens, start, end)) return false;
  for (let at = start; at < end; at++) if (LINKING_VERBS.has(wordAt(tokens, at))) return true;
  return false;
}

/** Prepositions that say what thanks, an apology or praise is for: "thanks for", "great job on". */
const THANKED_FOR = wordSet("for on about");

/**
 * "thanks for your help yesterday", "sorry for the mess last night", "great
 * job on the launch this week": thanks, an apology or praise is for what was
 * done, at the time said after it, whatever the tense of its own words.
 */
function thankedFor(tokens: Token[], from: number, end: number): boolean {
  const words = tokens.slice(from, end).map((token) => lower(token) ?? "");
  const said = words.findIndex((text) => THANKED_FOR.has(text));
  return said > 0 && said <= 3 && isCourtesy(words.slice(0, said));
}

/**
 * Whether a bare time between two clauses opens the one after, by the cues
 * a listener uses: a time only the clause after fits by its tense opens it ("the
 * boiler works now last night it made a noise", "the scan looks fine next
 * week the doctor will explain it", but "I will finish it tomorrow the boss
 * is waiting" keeps it where the older cues put it); and a clause before
 * that already has its own time leaves it to the clause after ("we walk to
 * school every day tomorrow we are going to take the bus"). The time's
 * length when it opens the clause at `tokens[index]`, undefined when these
 * cues do not tell.
 */
function sideOfTimeBefore(
  out: Token[],
  start: number,
  tokens: Token[],
  index: number,
): number | undefined {
  const length = timePhraseBefore(out, out.length) || agoBefore(out, out.length);
  const phraseStart = out.length - length;
  const from = partSince(out, start, phraseStart);
  if (length === 0 || phraseStart - from < 2) return undefined;
  // "the meeting is tomorrow", "thanks for yesterday": the time is what the words before take.
  if (BOUND_BEFORE.has(wordAt(out, phraseStart - 1))) return undefined;
  for (let at = from; at < phraseStart; at++) if (out[at]?.kind !== "word") return undefined;
  if (thankedFor(out, from, phraseStart)) return 0;
  const words = out.slice(phraseStart).map((token) => lower(token) ?? "");
  const tense = words[words.length - 1] === "ago" ? "past" : tenseOfTime(words);
  const end = wordsEnd(tokens, index);
  if (tense !== undefined) {
    const before = fitOfTense(out, from, phraseStart, tense);
    const after = fitOfTense(tokens, index, end, tense);
    if (before === 0 && after > 0) return length;
  } else if (seemsNow(out, from, phraseStart)) {
    // "the price seems fair in March we paid twice as much": a clause of how things seem now
    // takes no other time, so one a past or a future clause after it fits is that clause's.
    const told = (["past", "future"] as const).some((t) => fitOfTense(tokens, index, end, t) === 2);
    if (told) return length;
  }
  return undefined;
}
