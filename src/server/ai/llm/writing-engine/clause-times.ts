/**
 * When and what a run-on clause's edge holds: a time phrase that opens the
 * next clause ("I sent the logo tomorrow we show it"), a day before a name
 * ("on Monday Agnieszka has …"), and a subject left unsaid ("the report is
 * finished is on your desk").
 */
import { lower, type Token, wordSet } from "./tokens";

/** Days and months: one word of their own, so a capital after them starts a name. */
export const CALENDAR_NAMES = wordSet(
  "monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december",
);
/** Nouns of a time: "this week", "since morning", "next month". */
export const TIME_NOUNS = new Set([
  ...CALENDAR_NAMES,
  ...wordSet("morning afternoon evening night week weekend month year noon yesterday today"),
]);
/** "this week we open": these before a time noun make a time phrase, not a noun a clause describes. */
export const TIME_DETERMINERS = wordSet("this next last every");
/** Past forms that do not end in "-ed". */
const IRREGULAR_PAST = wordSet(
  "said went got made took came saw thought told knew paid left sent found gave felt kept ran met " +
    "lost won broke bought brought caught fell forgot heard held spent spoke stood wrote drove ate flew slept did had was were",
);
/** What a time phrase cannot follow and still open the next clause: "is tomorrow", "by next week". */
const BOUND_BEFORE = wordSet(
  "is are was were be been am until till by from for on at before after since of to than",
);

const isPast = (text: string) => IRREGULAR_PAST.has(text) || /^\p{L}{3,}ed$/u.test(text);

/**
 * How many words at the end of `out` (from `start`) are a time to come that
 * opens the next clause rather than ends this one: "tomorrow", "next week".
 * It does when the clause before it tells of the past ("I finished the
 * translation tomorrow I start") or the next clause has "will" and this one
 * has not ("we are almost done next week I will send"). Zero otherwise.
 */
export function openingTimeBefore(
  out: Token[],
  start: number,
  tokens: Token[],
  index: number,
): number {
  const last = lower(out[out.length - 1]) ?? "";
  const length =
    last === "tomorrow" ? 1 : TIME_NOUNS.has(last) && lower(out[out.length - 2]) === "next" ? 2 : 0;
  const phraseStart = out.length - length;
  // At least a subject and a verb before it, all words.
  if (length === 0 || phraseStart - start < 2) return 0;
  if (BOUND_BEFORE.has(lower(out[phraseStart - 1]) ?? "")) return 0;
  let past = false;
  let future = false;
  for (let at = start; at < phraseStart; at++) {
    if (out[at]?.kind !== "word") return 0;
    const text = lower(out[at]) ?? "";
    past ||= isPast(text);
    future ||= text === "will" || /['’]ll$/.test(text);
  }
  const nextWillAt =
    [index + 1, index + 2].some((at) => /^(will|['’]ll)$/.test(lower(tokens[at]) ?? "")) ||
    /['’]ll$/.test(lower(tokens[index]) ?? "");
  return past || (nextWillAt && !future) ? length : 0;
}

/** Forms of "be" that, with their subject unsaid, start a clause: "… is on your desk". */
const BARE_BE = new Map([
  ["is", "it"],
  ["was", "it"],
  ["are", "they"],
  ["were", "they"],
]);
const BE_BEFORE_PARTICIPLE = wordSet("is are was were been");
/** Clauses whose opening words make a later "is" their own verb: "what I need is time". */
const SUBJECT_CLAUSE_OPENERS = wordSet("what what's whatever all everything that that's");

/**
 * The pronoun a form of "be" at `index` lacks, when a complete clause ends
 * on a participle after "be" ("the report is finished is on your desk") or
 * on a place gone to ("I moved to a new apartment is closer"); undefined
 * when the words before are its subject.
 */
export function unsaidSubjectAt(tokens: Token[], index: number, first: string): string | undefined {
  const pronoun = BARE_BE.get(lower(tokens[index]) ?? "");
  if (pronoun === undefined || SUBJECT_CLAUSE_OPENERS.has(first)) return undefined;
  const previous = lower(tokens[index - 1]) ?? "";
  if (tokens[index - 1]?.kind !== "word" || tokens[index + 1]?.kind !== "word") return undefined;
  const participle =
    /^\p{L}{3,}ed$/u.test(previous) && BE_BEFORE_PARTICIPLE.has(lower(tokens[index - 2]) ?? "");
  const placeGoneTo = [index - 3, index - 4].some(
    (at) =>
      lower(tokens[at]) === "to" &&
      /^(a|an|the|my|our)$/.test(lower(tokens[at + 1]) ?? "") &&
      isPast(lower(tokens[at - 1]) ?? ""),
  );
  return participle || placeGoneTo ? pronoun : undefined;
}
