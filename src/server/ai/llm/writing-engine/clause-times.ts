/**
 * When a run-on clause's edge holds a time: a time phrase that opens the
 * next clause ("I sent the logo tomorrow we show it") and a day before a
 * name ("on Monday Agnieszka has …").
 */
import { TIME_WORDS } from "./clause-lexicon";
import { ARTICLES, BE_FORMS, LINKING_VERBS, MODALS, PARTICLES, POSSESSIVES } from "./clause-words";
import { dateBefore } from "./date-parts";
import { partOfSpeechOf } from "./parts-of-speech";
import { MONTHS } from "./spoken-dates";
import { DETERMINERS, lower, type Token, wordSet } from "./tokens";
import { IRREGULAR_PAST_FORMS, PAST_AS_PLAIN } from "./verb-forms";

/**
 * Days and months: one word of their own, so a capital after them starts a
 * name; not "may", which is as often the modal.
 */
export const CALENDAR_NAMES = new Set([
  ...wordSet("monday tuesday wednesday thursday friday saturday sunday"),
  ...[...MONTHS].filter((month) => month !== "may"),
]);
/** Nouns of a time: "this week", "since morning", "next month". */
export const TIME_NOUNS = new Set([
  ...CALENDAR_NAMES,
  ...wordSet(
    "morning afternoon evening night week weekend weekday month year noon midnight dawn dusk lunchtime " +
      "yesterday today spring summer autumn winter term semester season quarter",
  ),
]);
/** "this week we open": these before a time noun make a time phrase, not a noun a clause describes. */
export const TIME_DETERMINERS = wordSet("this next last every");
/**
 * Past forms that do not end in "-ed": the irregular verbs' and the verb
 * "be"'s, but not those that are their plain form too ("let me know", "stays
 * shut"), which only the words around them tell.
 */
const IRREGULAR_PAST = new Set([
  ...[...IRREGULAR_PAST_FORMS].filter((past) => !PAST_AS_PLAIN.has(past)),
  "was",
  "were",
]);
/** What a time phrase cannot follow and still open the next clause: "is tomorrow", "by next week". */
export const BOUND_BEFORE = wordSet(
  "is are was were be been am until till by from for on at before after since of to than or and about",
);
/** Times of one word that fit a clause in any tense but one: "today", "tomorrow", "yesterday". */
const TIME_ADVERBS = wordSet("yesterday today tomorrow tonight now");
/** Times of one word said after something else: "later I can call", "soon we will buy". */
const TIMES_AFTER = wordSet("later soon afterwards eventually nowadays");
/** Times told from the one before: "afterwards", "nowadays", which open the clause after them. */
const TOLD_FROM_BEFORE = wordSet("afterwards eventually nowadays");
/** Words that tell a day from the one before: "the next day", "the following week", "the same day". */
const FROM_DAY_BEFORE = wordSet("next following same");
/** Words that count a time: "two hours later", "an hour later", "a few days later". */
const COUNTING = wordSet("a an few several some");
/** Words that make "later" or "soon" part of a phrase: "as soon as", "how soon", "sooner or later". */
const BOUND_TO_TIME = wordSet("as how too so very or no much");
/** Prepositions that open a time phrase: "on Tuesday", "in the evening", "after a while", "at first". */
const TIME_PREPOSITIONS = wordSet("on in at after before during from");
/** Meals, which say when after a preposition of time: "at lunch", "by dinner", "after breakfast". */
export const MEALS = wordSet("breakfast brunch lunch dinner supper");
/** Prepositions that put something at a meal, beside those that say when of any noun: "at lunch". */
const AT_MEAL = wordSet("at by until till");
/** Prepositions that say when of any noun: "after work", "during the break". */
const WHEN_PREPOSITIONS = wordSet("after before during");
/** Nouns of a stretch of time, a time only after a preposition and an article: "after a while", "in the summer". */
export const SPANS = wordSet("while moment day hour minute holidays future past end");
/** Words that count the days of a stretch: "on the second day", "on his first day". */
export const ORDINALS = wordSet("first second third fourth fifth sixth seventh last final");
/** What owns a counted day: "the second day", "his first day". */
const DAY_OWNERS = new Set(["the", ...POSSESSIVES]);
/** Adverbs that tie a clause to the moment it is said: "we are almost done", "it is still raining". */
export const PRESENT_ANCHORS = wordSet("already still almost nearly currently");
/** Verbs after which "right" is what something is, not part of "right now": "the totals look right". */
const COMPLEMENT_TAKERS = wordSet(
  "is are am was were be looks look seems seem sounds sound feels feel",
);

/** A noun of a time, or one said of every such time: "morning", "Friday", "on Fridays", "on weekends". */
const namesTime = (text: string) =>
  TIME_NOUNS.has(text) || (text.endsWith("s") && TIME_NOUNS.has(text.slice(0, -1)));
/** A past form: "-ed" or one of the irregular ones ("chose" is not known; "lost", "found" are). */
export const isPast = (text: string) => IRREGULAR_PAST.has(text) || /^\p{L}{3,}ed$/u.test(text);
const wordAt = (tokens: Token[], at: number) =>
  tokens[at]?.kind === "word" ? (lower(tokens[at]) ?? "") : "";

/**
 * "the storm hit the coast", "each shirt cost": a verb whose past is its
 * plain form, after a singular noun or "he", "she" or "it", whose present
 * would end in "-s", is its past.
 */
export function plainPastAt(tokens: Token[], at: number): boolean {
  if (!PAST_AS_PLAIN.has(wordAt(tokens, at))) return false;
  const before = wordAt(tokens, at - 1);
  const tag = partOfSpeechOf(tokens[at - 1]);
  return (
    /^(?:he|she|it)$/.test(before) || ((tag === "NOUN" || tag === "PROPN") && !/s$/.test(before))
  );
}

/**
 * How many words ending right before `end` say when: "tomorrow", "right
 * now", "this week", "on Tuesday", "tomorrow morning", "in the evening",
 * "after a while", "at first"; zero when they are no time.
 */
export function timePhraseBefore(tokens: Token[], end: number): number {
  const [last, before, third] = [
    wordAt(tokens, end - 1),
    wordAt(tokens, end - 2),
    wordAt(tokens, end - 3),
  ];
  const told = timeToldFromBefore(tokens, end) || dateBefore(tokens, end);
  if (told > 0) return told;
  if (last === "now")
    return (before === "right" && !COMPLEMENT_TAKERS.has(third)) || before === "just" ? 2 : 1;
  if (TIME_ADVERBS.has(last)) return 1;
  if (TIMES_AFTER.has(last)) return BOUND_TO_TIME.has(before) ? 0 : 1;
  if (last === "first") return before === "at" ? 2 : 0;
  if (last === "time") return /^(?:next|last|this)$/.test(before) ? 2 : 0;
  if (isTimeBack(before, last)) return 2;
  // "after work", "before the meeting": these say when, whatever noun they take.
  if (WHEN_PREPOSITIONS.has(before) || (AT_MEAL.has(before) && MEALS.has(last))) return 2;
  if (WHEN_PREPOSITIONS.has(third) && /^(a|an|the|my|our|your|his|her|their)$/.test(before))
    return 3;
  // "in 2022", "from 2019": a year after a preposition of time.
  if (/^(?:19|20)\d\d$/.test(last) && (TIME_PREPOSITIONS.has(before) || before === "from"))
    return 2;
  const span = SPANS.has(last) || (last.endsWith("s") && SPANS.has(last.slice(0, -1)));
  // "in May": the month, which a preposition tells from the modal.
  const isTimeNoun = namesTime(last) || (last === "may" && TIME_PREPOSITIONS.has(before));
  if (!isTimeNoun && !span) return 0;
  // "on the second day", "in the first week": one counted in a stretch told before.
  if (
    ORDINALS.has(before) &&
    DAY_OWNERS.has(third) &&
    TIME_PREPOSITIONS.has(wordAt(tokens, end - 4))
  )
    return 4;
  // "all day", "all morning": the whole of a time.
  if (before === "all") return 2;
  if (TIME_PREPOSITIONS.has(third) && /^(a|an|the)$/.test(before)) return 3;
  // "in ten minutes", "in two weeks": a preposition, a number and the times it counts.
  const counted = /^\d+$/.test(before) || partOfSpeechOf(tokens[end - 2]) === "NUM";
  if (TIME_PREPOSITIONS.has(third) && counted) return 3;
  if (!isTimeNoun) return 0;
  return TIME_DETERMINERS.has(before) || TIME_ADVERBS.has(before) || TIME_PREPOSITIONS.has(before)
    ? 2
    : 0;
}

/**
 * How many words before `end` are a time told from the one before: "two
 * hours later", "a few days later", "later this week", "later that day",
 * "the next day", "these days"; zero otherwise.
 */
function timeToldFromBefore(tokens: Token[], end: number): number {
  const [last, before, third] = [
    wordAt(tokens, end - 1),
    wordAt(tokens, end - 2),
    wordAt(tokens, end - 3),
  ];
  if (last === "later" || last === "earlier") {
    const counted =
      /^\d+$/.test(third) || COUNTING.has(third) || partOfSpeechOf(tokens[end - 3]) === "NUM";
    if (!namesTime(before) && !isSpan(before)) return 0;
    const length = third === "few" && /^(?:a|the)$/.test(wordAt(tokens, end - 4)) ? 4 : 3;
    // "in two hours later I can call": the count is a time of its own, and "later" one after it.
    if (partOfSpeechOf(tokens[end - length - 1]) === "ADP") return 0;
    return counted || length === 4 ? length : 0;
  }
  // "later today", "later this week", "later that day": "later" and the time it falls in.
  if (before === "later" && TIME_ADVERBS.has(last)) return 2;
  if (last === "days" && before === "these") return 2;
  if (!namesTime(last) && !isSpan(last)) return 0;
  if (FROM_DAY_BEFORE.has(before) && third === "the") return 3;
  return third === "later" && /^(?:this|that)$/.test(before) ? 3 : 0;
}

/**
 * Whether a time told from the one before opens the clause after it, as
 * "since then" does: "… two hours later the driver called", "… the next day
 * the plumber came", "… in the end they gave us a refund"; not "later this
 * week", which a clause of its tense holds ("I will call you later this week").
 */
function pointsBack(tokens: Token[], end: number, words: string[]): boolean {
  const [first = "", second = ""] = words;
  if (first === "later" && second !== "that") return false;
  if (words.length === 1) return TOLD_FROM_BEFORE.has(first);
  if (words.join(" ") === "in the end") return true;
  // "he came back an hour later", "she called me two hours later": a time counted right after a
  // verb, its particle or its object pronoun tells when that happened.
  const counted = /^(?:later|earlier)$/.test(words[words.length - 1] ?? "");
  if (counted && afterAction(tokens[end - words.length - 1])) return false;
  return timeToldFromBefore(tokens, end) === words.length || isTimeBack(first, second);
}

/** Words a verb ends on before a time that tells when it happened: "came back", "ran away". */
const ACTION_ENDINGS = new Set([...PARTICLES, ...wordSet("back away home")]);

/** Whether a time after `token` tells when its verb happened: after the verb, its particle or a pronoun. */
const afterAction = (token: Token | undefined) =>
  /^(?:VERB|AUX|PRON)$/.test(partOfSpeechOf(token) ?? "") || ACTION_ENDINGS.has(lower(token) ?? "");

/** A stretch of time, or many: "day", "hours". */
const isSpan = (text: string) =>
  SPANS.has(text) || (text.endsWith("s") && SPANS.has(text.slice(0, -1)));

/**
 * "at midnight", "in October", "all weekend": a time with no article before
 * `index`, said of when the clause before happened, which no clause after it
 * describes as one may describe "the week" ("the week we met").
 */
export function whenSaidBefore(tokens: Token[], index: number): boolean {
  const length = timePhraseBefore(tokens, index);
  return (
    length > 0 &&
    tokens.slice(index - length, index).every((token) => !ARTICLES.has(lower(token) ?? ""))
  );
}

/** A time that points back at the clause before: "since then", "after that", "until then". */
const isTimeBack = (preposition: string, pointer: string) =>
  (pointer === "then" && /^(?:since|until|till|by)$/.test(preposition)) ||
  (pointer === "that" && WHEN_PREPOSITIONS.has(preposition));

/** A time that only a past fits ("yesterday", "last week", "just now") or only a future ("tomorrow", "next week"). */
export function tenseOfTime(words: string[]): "past" | "future" | undefined {
  const [first, second] = words;
  if (first === "yesterday" || first === "last" || (first === "just" && second === "now"))
    return "past";
  // "later today", "later this week": what is still to come.
  const later = first === "later" && /^(?:this|today|tonight)$/.test(second ?? "");
  return first === "tomorrow" || first === "next" || later ? "future" : undefined;
}

/** Verbs after which a participle says what something is: "is closed", "stays shut". */
const STATE_VERBS = wordSet(
  "is are am be stay stays remain remains get gets look looks seem seems",
);

/** Adverbs between a state verb and its participle: "is almost finished", "am so tired". */
const ADVERBS_BEFORE_STATE = wordSet("almost nearly still already so very really too quite");

/**
 * Whether the words from `start` to `end` hold a past verb: a past form,
 * but not a participle or adjective saying what something is ("is closed",
 * "stays shut", "is almost finished", "I am so tired").
 */
export function holdsPast(tokens: Token[], start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    const text = wordAt(tokens, at);
    if (!isPast(text) && !plainPastAt(tokens, at)) continue;
    if (!/ed$/.test(text)) return true;
    const tag = partOfSpeechOf(tokens[at]);
    const before = ADVERBS_BEFORE_STATE.has(wordAt(tokens, at - 1))
      ? wordAt(tokens, at - 2)
      : wordAt(tokens, at - 1);
    if (tag !== "ADJ" && !STATE_VERBS.has(before)) return true;
  }
  return false;
}

/**
 * How many words at the end of `out` (from `start`) are a time that opens
 * the next clause, which starts at `tokens[index]`, rather than ends this
 * one, past the cues of tense and of a time the clause before already has,
 * which `openingSettingBefore` reads first. It opens the next one when the
 * clause before has no verb ("hi Anna tomorrow I …"), or the time points
 * back at it ("since then"). A
 * bare "now" opens the next clause after a past ("we fixed the leak now the
 * floor is dry") or before a modal after a clause saying what something is
 * ("the totals look right now I will send them"), not after an action ("I
 * am leaving now I will text you"). Zero otherwise.
 */
export function openingTimeBefore(
  out: Token[],
  start: number,
  tokens: Token[],
  index: number,
): number {
  const length = timePhraseBefore(out, out.length);
  const phraseStart = out.length - length;
  // At least a subject and a verb before it, all words.
  if (length === 0 || phraseStart - start < 2) return 0;
  if (BOUND_BEFORE.has(wordAt(out, phraseStart - 1))) return 0;
  for (let at = start; at < phraseStart; at++) if (out[at]?.kind !== "word") return 0;
  const time = out.slice(phraseStart).map((token) => lower(token) ?? "");
  const past = holdsPast(out, start, phraseStart);
  // "hi Anna tomorrow I am out": a greeting or an interjection with no verb holds no time.
  const verbless =
    partOfSpeechOf(out[start]) === "INTJ" &&
    out
      .slice(start, phraseStart)
      .every((token) => !/^(?:VERB|AUX)$/.test(partOfSpeechOf(token) ?? ""));
  // "I moved here in 2019 since then I work …": a time pointing back opens the clause after.
  const back = pointsBack(out, out.length, time);
  if (verbless || back || wishForReader(out, start, phraseStart)) return length;
  if (time.join(" ") !== "now") return 0;
  const modalNext =
    [index, index + 1, index + 2].some((at) => MODALS.has(wordAt(tokens, at))) ||
    /['’]ll$/.test(wordAt(tokens, index));
  return past || (modalNext && saysWhatIs(out, start, phraseStart)) ? length : 0;
}

/** Whom a wish for the reader is about: "hope you …", "hope all is well". */
const WISHED = wordSet("you you're all everything everyone");

/**
 * "I hope all is well", "hope you enjoyed the holidays": a wish for the
 * reader with no modal is a closed formula, which holds no time after it;
 * "I hope you can come next week" wishes for what the time tells of.
 */
function wishForReader(tokens: Token[], start: number, end: number): boolean {
  const at = wordAt(tokens, start) === "i" ? start + 1 : start;
  if (wordAt(tokens, at) !== "hope" || !WISHED.has(wordAt(tokens, at + 1))) return false;
  for (let word = at + 2; word < end; word++) if (MODALS.has(wordAt(tokens, word))) return false;
  return true;
}

/**
 * Where the words from `index` end, a few at most: the clause after a time,
 * which holds the past the time tells of when the clause before has none
 * ("I am so tired yesterday I worked"); neither does in a learner's present
 * ("I send the documents last week the office never answer me"), and then
 * the time stays where it was said.
 */
export function wordsEnd(tokens: Token[], index: number): number {
  let end = index;
  while (end < index + 6 && tokens[end]?.kind === "word") end += 1;
  return end;
}

/**
 * Whether a clause says what something is ("the slides are ready", "the
 * totals look right"), with "be" or a verb of seeming and no other verb: a
 * "now" after it can be what follows from it ("now we can share them"),
 * where after an action it says when that happens ("I am leaving now").
 */
export function saysWhatIs(tokens: Token[], start: number, end: number): boolean {
  let state = false;
  for (let at = start; at < end; at++) {
    const text = wordAt(tokens, at);
    if (BE_FORMS.has(text) || LINKING_VERBS.has(text) || /^(?:that|it|this)['’]s$/.test(text))
      state = true;
    else if (partOfSpeechOf(tokens[at]) === "VERB" && !inPhraseOrState(tokens, at)) return false;
  }
  return state;
}

/** "is closed", "are served all day": a past participle after "be" says what something is. */
const inPhraseOrState = (tokens: Token[], at: number) =>
  (isPast(wordAt(tokens, at)) && BE_FORMS.has(wordAt(tokens, at - 1))) || inNounPhrase(tokens, at);

/**
 * "the entrance", "the back entrance": a word after a determiner and at
 * most one modifier is a noun phrase's, whatever the tagger reads it as.
 */
export const inNounPhrase = (tokens: Token[], at: number) =>
  DETERMINERS.has(wordAt(tokens, at - 1)) ||
  (DETERMINERS.has(wordAt(tokens, at - 2)) &&
    /^(?:ADJ|ADV|NOUN)$/.test(partOfSpeechOf(tokens[at - 1]) ?? ""));

/** How many words at `at` say when: "yesterday", "last week"; zero otherwise. */
export function timeLengthAt(tokens: Token[], at: number): number {
  if (TIME_WORDS.has(lower(tokens[at]) ?? "")) return 1;
  const phrase =
    TIME_DETERMINERS.has(lower(tokens[at]) ?? "") && TIME_NOUNS.has(lower(tokens[at + 1]) ?? "");
  return phrase ? 2 : 0;
}
