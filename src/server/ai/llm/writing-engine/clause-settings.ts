/**
 * Which of two run-on clauses a time or a place said between them belongs
 * to. A clause takes one time and one place of each kind: when the clause
 * before has its own already ("we open at nine at noon we close", "I stayed
 * in Lagos for two weeks there I saw my cousins"), the phrase opens the
 * clause after it; when the clause before does something there or then
 * ("I will meet you there we can talk", "we arrived on Monday at six we
 * were tired"), the phrase ends it.
 */
import { isTimeNoun, openingPlaceBefore, partSince, pointingPlaceBefore } from "./clause-places";
import { ORDINALS, openingTimeBefore, timePhraseBefore } from "./clause-times";
import { lower, type Token, wordSet } from "./tokens";

/** Hours said as words: "at nine", "by eight". */
const HOURS = wordSet("one two three four five six seven eight nine ten eleven twelve");
/** Prepositions that put something at an hour: "at nine", "by eight", "after six". */
const HOUR_PREPOSITIONS = wordSet("at by around until till before after");
/** Prepositions that put something at the hour itself, within a day the clause may name. */
const AT_HOUR = wordSet("at around");
/** Words a stretch of time follows, that the clause fills: "for two hours", "spent the morning". */
const LASTING = wordSet("for spend spends spent spending");
/** Prepositions that tell a time by what it comes before or after: "after lunch". */
const EVENT_PREPOSITIONS = wordSet("after before during");
/** Times of day that are hours themselves: "at noon", "before dawn". */
const HOUR_NOUNS = wordSet("noon midnight dawn dusk");
/** Words that say an hour roughly, which a clause takes instead of a clock time: "we left early". */
const ROUGH_HOURS = wordSet("early late");

const wordAt = (tokens: Token[], at: number) =>
  tokens[at]?.kind === "word" ? (lower(tokens[at]) ?? "") : "";

/** An hour as said or written: "nine", "8", "7:15", "noon". */
const isHour = (text: string) =>
  HOURS.has(text) || HOUR_NOUNS.has(text) || /^(?:[01]?\d|2[0-3])(?::[0-5]\d)?$/.test(text);

/** How many words before `end` put something at an hour: "at nine" 2, "by 8" 2; else 0. */
function hourBefore(tokens: Token[], end: number): number {
  return isHour(wordAt(tokens, end - 1)) && HOUR_PREPOSITIONS.has(wordAt(tokens, end - 2)) ? 2 : 0;
}

/**
 * Whether the words from `start` to `end` leave their clause no room for an
 * hour: they put it at one already ("at nine", "early") or over a whole
 * stretch ("all morning", "for two hours").
 */
function holdsHour(tokens: Token[], start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    const text = wordAt(tokens, at);
    if (ROUGH_HOURS.has(text) || hourBefore(tokens, at + 1) > 0) return true;
    const stretch = [at + 1, at + 2, at + 3].some(
      (after) => after < end && isTimeNoun(wordAt(tokens, after)),
    );
    if ((text === "all" && isTimeNoun(wordAt(tokens, at + 1))) || (LASTING.has(text) && stretch))
      return true;
  }
  return false;
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
  const hour = hourBefore(out, out.length);
  const end = out.length - hour;
  const from = partSince(out, start, end);
  if (hour > 0 && end - from >= 2 && holdsHour(out, from, end)) return hour;
  // "on Friday at noon he sounded worried": an hour after a day says when on it; "this morning
  // after ten the heating came on" bounds a stretch, which a time of the clause's may hold.
  if (hour > 0 && AT_HOUR.has(wordAt(out, end))) return 0;
  const told = timePhraseBefore(out, out.length);
  const toldStart = out.length - told;
  const part = partSince(out, start, toldStart);
  if (told > 0 && toldStart - part >= 2) {
    // "on the first morning", "on his second day": one counted in a stretch told before opens the
    // clause after it.
    if (told === 4 && ORDINALS.has(wordAt(out, out.length - 2))) return told;
    // "lunch is at one after lunch we visit the lab": a time told by what it comes before or after
    // does not refine an hour the clause has.
    if (EVENT_PREPOSITIONS.has(wordAt(out, toldStart)) && holdsHour(out, part, toldStart))
      return told;
  }
  return (
    openingTimeBefore(out, start, tokens, index) ||
    openingPlaceBefore(out, start, tokens, index) ||
    pointingPlaceBefore(out, start)
  );
}
