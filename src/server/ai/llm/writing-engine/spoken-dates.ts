/**
 * Dates said with an ordinal, written with a figure in the order the person
 * said them: "the twenty first of March" → "21 March", "March the third" →
 * "March 3", "July twenty second" → "July 22".
 */
import { dayOrdinalAt } from "./number-words";
import { capitalizeFirst, wordSet } from "./tokens";

/** The months, which a day's figure or ordinal beside them dates. */
export const MONTHS = wordSet(
  "january february march april may june july august september october november december",
);
/** Months that are also verbs ("march on", "may the best win"): said first, a month only when capitalised or after "on". */
export const MONTHS_ALSO_VERBS = wordSet("march may");
/** Words after which "march" or "may" is a month: "on march the third", "by may second". */
const BEFORE_DATE = wordSet("on by until till since before after from");

/**
 * A date at `index` of `words` (lower case), with `said` the words as said
 * and `before` the word before them: an ordinal "of" a month, or a month and
 * then an ordinal, with or without "the" between.
 */
export function dateAt(
  words: string[],
  said: string[],
  index: number,
  before: string | undefined,
): { text: string; length: number } | undefined {
  const month = words[index] ?? "";
  if (MONTHS.has(month)) {
    if (MONTHS_ALSO_VERBS.has(said[index] ?? "") && !BEFORE_DATE.has(before ?? ""))
      return undefined;
    const the = words[index + 1] === "the" ? 1 : 0;
    const day = dayOrdinalAt(words, index + 1 + the);
    if (!day) return undefined;
    return { text: `${capitalizeFirst(month)} ${day.value}`, length: 1 + the + day.length };
  }
  const first = dayOfMonthAt(words, said, index);
  if (!first) return undefined;
  if (first.month) return { text: `${first.day} ${first.month}`, length: first.length };
  return daysOfOneMonthAt(words, said, index, first);
}

/** Days in a series: "the third the tenth and the seventeenth", joined as written. */
function writtenDays(days: number[], joiners: string[]): string {
  if (days.length === 2) return `${days[0]} ${joiners[0]} ${days[1]}`;
  return `${days.slice(0, -1).join(", ")} and ${days.at(-1)}`;
}

/** Most days said before their one month: more would be a list of ordinals, not dates. */
const MOST_DAYS = 8;

/**
 * "the third to the fifth of June", "the second and the ninth of March", "the
 * third the tenth and the seventeenth of June": days of one month, the month
 * said after the last, as a range or a list.
 */
function daysOfOneMonthAt(
  words: string[],
  said: string[],
  index: number,
  first: { day: number; length: number },
): { text: string; length: number } | undefined {
  const days = [first.day];
  const joiners: string[] = [];
  let at = index + first.length;
  while (days.length < MOST_DAYS) {
    const joiner = RANGE_JOINERS.has(words[at] ?? "") ? (words[at] ?? "") : undefined;
    // A day said right after another is one more of a list: "the third the tenth …".
    if (!joiner && words[at] !== "the") return undefined;
    const next = dayOfMonthAt(words, said, at + (joiner ? 1 : 0));
    if (!next) return undefined;
    days.push(next.day);
    joiners.push(joiner ?? ",");
    at += (joiner ? 1 : 0) + next.length;
    if (next.month) {
      const list = days.length > 2 && joiners.some((said) => said !== "," && said !== "and");
      if (list || (days.length === 2 && joiners[0] === ",")) return undefined;
      return { text: `${writtenDays(days, joiners)} ${next.month}`, length: at - index };
    }
  }
  return undefined;
}

const RANGE_JOINERS = wordSet("to and until till through");

/**
 * "the fifth of June", "the fourth December", "twenty first": a day, with the
 * month it is "of" when one follows. "March" and "May" right after a day are
 * months only with "of" or when written capitalised ("the second may be …").
 */
function dayOfMonthAt(
  words: string[],
  said: string[],
  index: number,
): { day: number; month?: string; length: number } | undefined {
  const the = words[index] === "the" ? 1 : 0;
  const day = dayOrdinalAt(words, index + the);
  if (!day) return undefined;
  const of = index + the + day.length;
  const named = words[of + 1] ?? "";
  if (words[of] === "of" && MONTHS.has(named))
    return { day: day.value, month: capitalizeFirst(named), length: of + 2 - index };
  const right = words[of] ?? "";
  return MONTHS.has(right) && !MONTHS_ALSO_VERBS.has(said[of] ?? "")
    ? { day: day.value, month: capitalizeFirst(right), length: of + 1 - index }
    : { day: day.value, length: of - index };
}
