/**
 * Dates said with an ordinal, written with a figure in the order the person
 * said them: "the twenty first of March" → "21 March", "March the third" →
 * "March 3", "July twenty second" → "July 22".
 */
import { dayOrdinalAt } from "./number-words";
import { capitalizeFirst, wordSet } from "./tokens";

const MONTHS = wordSet(
  "january february march april may june july august september october november december",
);
/** Months that are also verbs ("march on", "may the best win"): said first, a month only when capitalised or after "on". */
const MONTHS_ALSO_VERBS = wordSet("march may");
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
  const first = dayOfMonthAt(words, index);
  if (!first) return undefined;
  if (first.month) return { text: `${first.day} ${first.month}`, length: first.length };
  // "the third to the fifth of June": a range of days in one month.
  const joiner = words[index + first.length] ?? "";
  const last = RANGE_JOINERS.has(joiner)
    ? dayOfMonthAt(words, index + first.length + 1)
    : undefined;
  if (!last?.month) return undefined;
  return {
    text: `${first.day} ${joiner} ${last.day} ${last.month}`,
    length: first.length + 1 + last.length,
  };
}

const RANGE_JOINERS = wordSet("to and until till through");

/** "the fifth of June", "twenty first": a day, with the month it is "of" when one follows. */
function dayOfMonthAt(
  words: string[],
  index: number,
): { day: number; month?: string; length: number } | undefined {
  const the = words[index] === "the" ? 1 : 0;
  const day = dayOrdinalAt(words, index + the);
  if (!day) return undefined;
  const of = index + the + day.length;
  const named = words[of + 1] ?? "";
  return words[of] === "of" && MONTHS.has(named)
    ? { day: day.value, month: capitalizeFirst(named), length: of + 2 - index }
    : { day: day.value, length: of - index };
}
