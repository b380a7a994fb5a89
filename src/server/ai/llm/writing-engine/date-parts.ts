/**
 * The parts of one date said in a row, which no clause starts between: "on
 * 4 December", "on March 31st", "Friday the 13th". The next clause starts
 * after the whole date ("the deadline is Friday the 13th. Don't be late"),
 * whose ordinal is a name, as the day's is, and not a word describing the
 * noun after it ("March 31st. Reports are due …").
 */
import { MONTHS } from "./spoken-dates";
import type { PartOfSpeech } from "./tagger";
import { lower, type Token, wordSet } from "./tokens";

const WEEKDAYS = wordSet("monday tuesday wednesday thursday friday saturday sunday");
/** A day's figure as written: "4", "13th". */
const DAY_FIGURE = /^\d{1,2}(?:st|nd|rd|th)?$/;
/**
 * A day's figure with its ending: "31st", "2nd". A bare figure after a month
 * may be a count ("in March 30 people came"), so only this one is its day.
 */
const DAY_ORDINAL = /^\d{1,2}(?:st|nd|rd|th)$/;

const textAt = (tokens: Token[], index: number) =>
  tokens[index]?.kind === "word" ? (lower(tokens[index]) ?? "") : "";
/** Whether `tokens[index]` names a weekday or a month, "may" too: "on May the 4th". */
const namesDayOrMonth = (tokens: Token[], index: number) =>
  WEEKDAYS.has(textAt(tokens, index)) || MONTHS.has(textAt(tokens, index));

/** Whether `tokens[index]` is a day's ordinal after its month or weekday: "March 31st", "Friday the 13th". */
function dayOrdinalOfDateAt(tokens: Token[], index: number): boolean {
  if (!DAY_ORDINAL.test(textAt(tokens, index))) return false;
  if (MONTHS.has(textAt(tokens, index - 1))) return true;
  return textAt(tokens, index - 1) === "the" && namesDayOrMonth(tokens, index - 2);
}

/** Prepositions a date is said after: "on March 31st", "by the 5th". */
const DATE_PREPOSITIONS = wordSet("on by until till from since before after");

/**
 * How many words ending right before `end` are a date that ends on its
 * day's ordinal, with the preposition before it: "on Sunday the 21st" 4,
 * "March 31st" 2, "by the 5th" 3; zero otherwise. A clause ends on it as on
 * a day's name: "my birthday is on Sunday the 21st. Come …".
 */
export function dateBefore(tokens: Token[], end: number): number {
  const last = end - 1;
  if (!DAY_ORDINAL.test(textAt(tokens, last))) return 0;
  let first: number;
  if (dayOrdinalOfDateAt(tokens, last))
    first = textAt(tokens, last - 1) === "the" ? last - 2 : last - 1;
  else if (textAt(tokens, last - 1) === "the" && DATE_PREPOSITIONS.has(textAt(tokens, last - 2)))
    first = last - 1;
  else return 0;
  return end - (DATE_PREPOSITIONS.has(textAt(tokens, first - 1)) ? first - 1 : first);
}

/**
 * Whether `tokens[index]` goes on a date begun before it: a month after its
 * day's figure ("4 December"), the day's ordinal after its month ("March
 * 31st"), or "the" and an ordinal after a day or month ("Friday the 13th").
 */
export function insideDateAt(tokens: Token[], index: number): boolean {
  if (MONTHS.has(textAt(tokens, index)) && DAY_FIGURE.test(textAt(tokens, index - 1))) return true;
  if (dayOrdinalOfDateAt(tokens, index)) return true;
  return textAt(tokens, index) === "the" && dayOrdinalOfDateAt(tokens, index + 1);
}

/** The day's ordinal of a date is read as a name, as the tagger reads the day or month before it. */
export function readDayOrdinals(tokens: Token[], tags: Array<PartOfSpeech | undefined>): void {
  for (let at = 1; at < tokens.length; at++) if (dayOrdinalOfDateAt(tokens, at)) tags[at] = "PROPN";
}
