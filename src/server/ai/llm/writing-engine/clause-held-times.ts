/**
 * Whether a clause already has its time, or is a finished state, so that a
 * time said after it opens the clause that follows. A listener hears "my
 * class ends at four later we can go" and "the slides are attached at ten
 * we start" as two sentences: the first clause is whole, by the time it
 * holds ("at four") or by saying what now is ("are attached"), and the time
 * after it tells when the next one happens. A second time keeps to the
 * first clause only when it says where that clause's time falls: a coarser
 * time after a point ("at nine on Monday", "early this morning"), or a finer
 * one after a day ("on Monday at six").
 */
import { SUBJECT_ONLY_PRONOUNS } from "./clause-lexicon";
import { isTimeNoun } from "./clause-places";
import {
  BOUND_BEFORE,
  CALENDAR_NAMES,
  holdsPast,
  MEALS,
  PRESENT_ANCHORS,
  tenseOfTime,
  timePhraseBefore,
  wordsEnd,
} from "./clause-times";
import { FEELINGS, MODALS } from "./clause-words";
import { partOfSpeechOf } from "./parts-of-speech";
import { MONTHS } from "./spoken-dates";
import { lower, type Token, wordSet } from "./tokens";

/** Hours said as words: "at nine", "by eight". */
const HOURS = wordSet("one two three four five six seven eight nine ten eleven twelve");
/** Prepositions that put something at an hour: "at nine", "by eight", "after six". */
const HOUR_PREPOSITIONS = wordSet("at by around until till before after");
/** Times of day that are hours themselves: "at noon", "before dawn". */
const HOUR_NOUNS = wordSet("noon midnight dawn dusk sunrise sunset");
/** Words that say an hour roughly, which a clause takes instead of a clock time: "we left early". */
const ROUGH_HOURS = wordSet("early late");
/** Words a stretch of time follows, that the clause fills: "for two hours", "spent the morning". */
const LASTING = wordSet("for spend spends spent spending");
/** Adverbs that say how often, a time of the clause's own: "she usually studies …". */
const OFTEN = wordSet("usually always often sometimes normally rarely seldom");
/** Words before a time noun that make it how often: "every day", "each morning". */
const HOW_OFTEN = wordSet("every each");
/** Times that come after whatever was said, so never say when within it: "later", "soon". */
const AFTERWARDS = wordSet("later soon");
/** Prepositions that put something at an hour itself: "at six", "around nine". */
const AT_HOUR = wordSet("at around");
/** Prepositions that end a stretch the clause fills: "until noon". */
const BOUNDS = wordSet("until till");
/** Prepositions that tell a time by what it comes before or after, or by when it ends: "by noon". */
const RELATIVE = wordSet("by after before");

const wordAt = (tokens: Token[], at: number) =>
  tokens[at]?.kind === "word" ? (lower(tokens[at]) ?? "") : "";

/** An hour as said or written: "nine", "8", "7:15", "noon". */
export const isHour = (text: string) =>
  HOURS.has(text) || HOUR_NOUNS.has(text) || /^(?:[01]?\d|2[0-3])(?::[0-5]\d)?$/.test(text);

/** How many words before `end` put something at an hour: "at nine" 2, "by 8" 2; else 0. */
export function hourBefore(tokens: Token[], end: number): number {
  return isHour(wordAt(tokens, end - 1)) && HOUR_PREPOSITIONS.has(wordAt(tokens, end - 2)) ? 2 : 0;
}

/** How many words before `end` tell a past by its distance: "two days ago" 3, "a few weeks ago" 4. */
export function agoBefore(tokens: Token[], end: number): number {
  if (wordAt(tokens, end - 1) !== "ago" || !isTimeNoun(wordAt(tokens, end - 2))) return 0;
  return wordAt(tokens, end - 3) === "few" && /^(?:a|the)$/.test(wordAt(tokens, end - 4)) ? 4 : 3;
}

/** Grains of time, finest first, by the words that name them. */
const GRAINS: ReadonlySet<string>[] = [
  new Set([...ROUGH_HOURS, ...AFTERWARDS, ...MEALS, "lunchtime", "hour", "minute", "moment"]),
  wordSet("morning afternoon evening night tonight"),
  wordSet(
    "monday tuesday wednesday thursday friday saturday sunday day today tomorrow yesterday weekday",
  ),
  wordSet("week weekend fortnight"),
];
/** The grain of a month, a season, a quarter or a term; a year is coarser still. */
const MONTHS_GRAIN = GRAINS.length;
/** The grain of "now" or a habit, which no other time says when within. */
const ALWAYS = MONTHS_GRAIN + 2;

/** How fine a time named by `word` is: 0 an hour, 1 a part of a day, 2 a day, up to a year. */
function grainOf(word: string): number | undefined {
  const noun = word.replace(/s$/, "");
  if (isHour(word)) return 0;
  const grain = GRAINS.findIndex((words) => words.has(word) || words.has(noun));
  if (grain >= 0) return grain;
  if (/^(?:19|20)\d\d$/.test(word) || noun === "year") return MONTHS_GRAIN + 1;
  return isTimeNoun(word) ? MONTHS_GRAIN : undefined;
}

/**
 * How fine a time a clause holds is, by the word that names it: noon and
 * midnight end a part of the day, so neither a part of the day nor an hour
 * says where they fall ("we landed at midnight in the morning we took a
 * taxi"), and they are held as a stretch of a part of the day.
 */
const heldGrainOf = (word: string) =>
  HOUR_NOUNS.has(word) ? 1 : isHour(word) ? 0 : (grainOf(word) ?? MONTHS_GRAIN);

/** The grain of a part of the day: "in the morning", "tonight". */
const PART_OF_DAY_GRAIN = 1;
/** The grain of a day: "on Monday", "on 14 November". */
const DAY_GRAIN = 2;

/** How fine the time the words name is, the finest they name; a time told by an event is an hour's. */
function grainOfWords(words: string[]): number {
  // "on 14 November", "March 3": a figure beside a month is the day, not an hour.
  const dayOfMonth = (at: number) =>
    /^\d+$/.test(words[at] ?? "") && [at - 1, at + 1].some((by) => MONTHS.has(words[by] ?? ""));
  const grains = words.map((word, at) => (dayOfMonth(at) ? DAY_GRAIN : grainOf(word)));
  const grain = Math.min(...grains.map((each) => each ?? ALWAYS));
  return grain === ALWAYS && words.some(isEventWord) ? 0 : grain;
}
const isEventWord = (word: string) => RELATIVE.has(word) || word === "during";

/** A time a clause holds: how fine it is, whether the clause fills it ("all week") or is at it. */
interface HeldTime {
  grain: number;
  stretch: boolean;
  /** Told from the moment said ("last summer") or a habit ("every day"), which no such time narrows. */
  deictic: boolean;
  /** Said at an hour ("at six", "at midnight"), which a day told from now puts on its day. */
  hour?: boolean;
}

/** Words that tell a time from the moment it is said: "last week", "this year", "today". */
const DEICTIC = wordSet("last this next yesterday today tomorrow tonight");
/** Words that make a time the present as a whole: "these days", "nowadays", "right now". */
const PRESENT_AS_A_WHOLE = wordSet("now nowadays these");
/** Days told from the moment said, "tonight" the night of today. */
const DAYS_FROM_NOW = wordSet("today tonight tomorrow yesterday");
const isDeictic = (words: string[]) => words.some((word) => DEICTIC.has(word));

/** A time that holds whatever else is said of when: "usually", "every day", "until noon", "now". */
const ALWAYS_HELD: HeldTime = { grain: ALWAYS, stretch: true, deictic: false };

/** The time held at `at`, read at its last word, or undefined. */
function timeHeldAt(tokens: Token[], start: number, end: number, at: number, past: boolean) {
  const text = wordAt(tokens, at);
  const next = wordAt(tokens, at + 1);
  const phrase = timePhraseBefore(tokens, at + 1);
  const ahead = [at + 1, at + 2, at + 3].filter((word) => word < end);
  const stretchNoun = ahead.map((word) => wordAt(tokens, word)).find(isTimeNoun);
  // "until noon": a stretch the clause fills, up to a time of that grain.
  if (BOUNDS.has(text) && (hourBefore(tokens, at + 2) > 0 || isTimeNoun(next)))
    return { grain: heldGrainOf(next), stretch: true, deictic: false };
  if (OFTEN.has(text) || (PRESENT_ANCHORS.has(text) && !past)) return ALWAYS_HELD;
  // "every Friday": a habit, which a time told from now is never within ("this week").
  if (HOW_OFTEN.has(text) && isTimeNoun(next))
    return { grain: grainOf(next) ?? MONTHS_GRAIN, stretch: false, deictic: true };
  if (ROUGH_HOURS.has(text) || hourBefore(tokens, at + 1) > 0)
    return { grain: heldGrainOf(text), stretch: HOUR_NOUNS.has(text), deictic: false, hour: true };
  if (LASTING.has(text) && stretchNoun !== undefined)
    return { grain: grainOf(stretchNoun) ?? MONTHS_GRAIN, stretch: true, deictic: false };
  // "see you Monday", "back in June": a day or a month named alone says when too.
  if (phrase === 0 && CALENDAR_NAMES.has(text))
    return { grain: heldGrainOf(text), stretch: false, deictic: false };
  if (phrase === 0 || at + 1 - phrase < start) return undefined;
  const words = tokens.slice(at + 1 - phrase, at + 1).map((token) => lower(token) ?? "");
  if (words.some((word) => PRESENT_AS_A_WHOLE.has(word))) return ALWAYS_HELD;
  // "all morning" is a stretch, read as a phrase at its last word.
  return { grain: grainOfWords(words), stretch: words[0] === "all", deictic: isDeictic(words) };
}

/**
 * The times the words from `start` to `end` hold: an hour or a rough one
 * ("at nine", "early"), a stretch they fill ("all morning", "for two
 * hours", "until noon"), how often ("every day", "usually"), a time phrase
 * ("last year", "in March"), or a word tying them to the moment said ("we
 * are almost done").
 */
function timesHeld(tokens: Token[], start: number, end: number): HeldTime[] {
  const past = holdsPast(tokens, start, end);
  const held: HeldTime[] = [];
  for (let at = start; at < end; at++) {
    const time = timeHeldAt(tokens, start, end, at, past);
    if (time !== undefined) held.push(time);
  }
  return held;
}

/**
 * Whether a time (`words`) after a clause holding `held` opens the clause
 * after it: one that comes later or is told by what it comes before or
 * after ("later", "by nine", "after lunch"), one of the same grain
 * ("at two at four"), one told from the moment said after another such
 * ("last summer this year"), or a finer one ("on Saturday in the
 * evening", "all afternoon at five"); not a coarser one, nor an hour after a
 * point, which say where that time falls ("at nine on Monday", "on Monday
 * at six").
 */
function opensAfterHeld(held: HeldTime, words: string[]): boolean {
  const [first = ""] = words;
  if (AFTERWARDS.has(first)) return true;
  if (RELATIVE.has(first) || first === "during") return true;
  if (held.deictic && isDeictic(words)) return true;
  // "at midnight tonight", "at six tomorrow": the day an hour falls on, told from now.
  if (held.hour && words.length === 1 && DAYS_FROM_NOW.has(first)) return false;
  const grain = grainOfWords(words);
  // "last night on Monday": a time told from the moment said fixes its day, which no day or
  // longer time after it says where falls.
  if (held.deictic && held.grain <= DAY_GRAIN && grain >= DAY_GRAIN) return true;
  const atHour = AT_HOUR.has(first) && words.some((word) => isHour(word) || MEALS.has(word));
  return grain === held.grain || (grain < held.grain && (held.stretch || !atHour));
}

/** Adverbs between "be" and the state it says: "is almost finished", "was really good". */
const BEFORE_STATE = wordSet("almost nearly still already so very really too quite all fully");

/**
 * What state the words from `start` to `end` end on, and when it holds:
 * "now" for one that holds as they are said ("the slides are attached",
 * "your results are normal", "the printer works again"), "past" for one
 * that held ("the concert was wonderful"), undefined for a clause that does
 * something, is planned ("will be ready") or ends elsewhere.
 */
function stateBefore(tokens: Token[], start: number, end: number): "now" | "past" | undefined {
  for (let at = start; at < end; at++) if (MODALS.has(wordAt(tokens, at))) return undefined;
  const past = holdsPast(tokens, start, end);
  if (wordAt(tokens, end - 1) === "again") return past ? "past" : "now";
  // "is attached", "is ready", but not "is visiting", which does something.
  const tag = partOfSpeechOf(tokens[end - 1]);
  const said = tag === "ADJ" || tag === "ADV";
  if (!said && (tag !== "VERB" || /ing$/.test(wordAt(tokens, end - 1)))) return undefined;
  const be = BEFORE_STATE.has(wordAt(tokens, end - 2)) ? end - 3 : end - 2;
  const verb = wordAt(tokens, be);
  if (be < start) return undefined;
  if (/^(?:is|are|am)$/.test(verb) || /['’]s$/.test(verb)) return past ? undefined : "now";
  return /^(?:was|were)$/.test(verb) ? "past" : undefined;
}

/**
 * States that a time may put in a plan or a timetable, which the time after
 * them belongs to: "I am free on Friday", "the car is ready at five", "the
 * café is closed on Monday".
 */
const SCHEDULED = wordSet(
  "free busy available ready open closed shut booked away off due empty full",
);
/** States a person or a thing is left in by what happened: "I was tired after the trip". */
const LEFT_IN = new Set([
  ...FEELINGS,
  ...wordSet(
    "tired hungry thirsty sleepy exhausted nervous sick ill cold hot wet sore dead broken",
  ),
]);

/** A time said of every such time: "on Sundays", "at night", "in the mornings". */
function isHabitual(words: string[]): boolean {
  const [first = "", second = ""] = words;
  const last = words[words.length - 1] ?? "";
  if (HOW_OFTEN.has(first)) return true;
  const partOfDay = grainOf(last) === 1 && /^(?:at|in)$/.test(first);
  return partOfDay || (/s$/.test(last) && grainOf(last) !== undefined && second !== "few");
}

/** Times a state that holds now holds in: "today", "this morning", "tonight". */
const isNow = (words: string[]) =>
  words.some((word) => /^(?:now|today|tonight|this)$/.test(word)) &&
  !AFTERWARDS.has(words[0] ?? "");

/**
 * Whether a time (`words`) after a state that holds now, ended by `last`,
 * opens the clause after it: one of the past ("the printer works again
 * yesterday it jammed"), a coming one after what something is like ("your
 * results are normal later today the nurse will phone"), an hour or an
 * event after what was done to it ("the slides are attached at ten we
 * start"), and one of now after a state come back, when the clause after
 * tells of the past ("the roads are clear again this morning they were
 * blocked"). Not a habit ("the door is locked at night"), an hour or an
 * event after what something is like, which it is then ("the office is
 * quiet after lunch"), a coming day after what was done to it, which a plan
 * sets ("the new version is released on Friday"), nor after a state a plan
 * or a timetable sets ("I am free on Friday").
 */
function opensAfterNow(last: Token | undefined, words: string[], pastAfter: boolean): boolean {
  if (SCHEDULED.has(lower(last) ?? "") || isHabitual(words)) return false;
  const again = lower(last) === "again";
  if (isNow(words)) return again && pastAfter;
  const tense = tenseOfTime(words);
  if (tense === "past" || pastAfter || again) return true;
  if (partOfSpeechOf(last) === "VERB") return grainOfWords(words) === 0;
  return tense === "future" || AFTERWARDS.has(words[0] ?? "");
}

/**
 * Whether the time said from `timeStart` to the end of `out` opens the
 * clause starting at `tokens[index]`, by what the clause before it (from
 * `start`) already has: a time of its own that the time after does not say
 * where falls ("all afternoon at five", "at four later", "last quarter next
 * quarter"), or a state it ends on. After a state that holds now, a time
 * not of now opens the next clause ("the slides are attached at ten we
 * start"), and one of now when the clause after tells of another time ("the
 * roads are clear again this morning they were blocked"), but not a habit
 * ("the store is closed on Sundays"). After a past state, a time told by an
 * event opens a clause of the past ("the concert was wonderful after the
 * show we went for dinner"), but not after one of a person, whom an event
 * leaves in a state ("I was tired after the trip I slept").
 */
export function heldTimeOpens(
  out: Token[],
  start: number,
  timeStart: number,
  tokens: Token[],
  index: number,
): boolean {
  if (BOUND_BEFORE.has(wordAt(out, timeStart - 1))) return false;
  const words = out.slice(timeStart).map((token) => lower(token) ?? "");
  // "tomorrow at 6 in the morning": a part of the day right after a clock hour says which of
  // its two it is, one time with it whatever else the clause holds. Not after a bound ("work
  // until 6 in the evening we go out"), where it may as well open what follows.
  const clock = wordAt(out, timeStart - 1);
  const afterClock =
    hourBefore(out, timeStart) > 0 &&
    AT_HOUR.has(wordAt(out, timeStart - 2)) &&
    !HOUR_NOUNS.has(clock);
  if (afterClock && grainOfWords(words) === PART_OF_DAY_GRAIN) return false;
  for (let at = start; at < timeStart; at++) if (out[at]?.kind !== "word") return false;
  const held = timesHeld(out, start, timeStart);
  if (held.length > 0) return held.some((time) => opensAfterHeld(time, words));
  // An order or a question after a state is about it: "the office is closed on Friday please …".
  const tag = partOfSpeechOf(tokens[index]) ?? "";
  if (/^(?:VERB|AUX|INTJ)$/.test(tag) || wordAt(tokens, index) === "please") return false;
  const pastAfter = holdsPast(tokens, index, wordsEnd(tokens, index));
  const state = stateBefore(out, start, timeStart);
  if (state === "now") return opensAfterNow(out[timeStart - 1], words, pastAfter);
  const byEvent =
    (RELATIVE.has(words[0] ?? "") || words.some((word) => MEALS.has(word))) && !words.some(isHour);
  const person =
    SUBJECT_ONLY_PRONOUNS.has(wordAt(out, start)) || partOfSpeechOf(out[start]) === "PROPN";
  // "the concert was wonderful after the show": what is said of an event as a whole.
  const judged =
    partOfSpeechOf(out[timeStart - 1]) === "ADJ" && !LEFT_IN.has(wordAt(out, timeStart - 1));
  return state === "past" && judged && byEvent && !person && pastAfter;
}
