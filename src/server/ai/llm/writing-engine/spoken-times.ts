/**
 * Times and numbers read out digit by digit, as written: "at nine thirty" →
 * "at 9:30", "seven am" → "7 am", "five five five two three four nine" →
 * "5552349". Spoken numbers in general are in spoken-numbers.ts.
 */
import { belowHundred, UNITS } from "./number-words";
import { wordSet } from "./tokens";

const MERIDIEMS = wordSet("am pm a.m. p.m.");
/** Words before a number that make it a time of day: "at nine thirty", "from ten fifteen". */
const TIME_LEADS = wordSet("at by until till from to around about before after");

/** "oh five" in "nine oh five": minutes below ten. */
function minutesAt(words: string[], index: number): { text: string; length: number } | undefined {
  if (words[index] === "oh") {
    const unit = UNITS[words[index + 1] ?? ""];
    return unit !== undefined && unit > 0 && unit < 10
      ? { text: `0${unit}`, length: 2 }
      : undefined;
  }
  const minutes = belowHundred(words, index);
  return minutes && minutes.value >= 10 && minutes.value < 60
    ? { text: String(minutes.value), length: minutes.length }
    : undefined;
}

/**
 * A time of day said at `index`: an hour with "am" or "pm" ("seven am"), or
 * an hour and its minutes after a word such as "at" ("at nine thirty"), which
 * keeps "nine thirty" as a number elsewhere from being read as a time.
 */
export function timeAt(
  words: string[],
  index: number,
  before: string | undefined,
): { text: string; length: number } | undefined {
  const hour = UNITS[words[index] ?? ""];
  if (hour === undefined || hour < 1 || hour > 12) return undefined;
  const minutes = minutesAt(words, index + 1);
  const at = index + 1 + (minutes?.length ?? 0);
  const meridiem = MERIDIEMS.has(words[at] ?? "") && words[at + 1] !== "i" ? words[at] : undefined;
  if (!meridiem && !(minutes && TIME_LEADS.has(before ?? ""))) return undefined;
  const clock = minutes ? `${hour}:${minutes.text}` : String(hour);
  return meridiem
    ? { text: `${clock} ${meridiem}`, length: at + 1 - index }
    : { text: clock, length: at - index };
}

/** Each digit word's digit; "oh" counts only in a run long enough to be a number. */
const DIGITS: Record<string, string> = { ...digitWords(), oh: "0" };
function digitWords(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(UNITS)
      .filter(([, value]) => value < 10)
      .map(([name, value]) => [name, String(value)]),
  );
}
const REPEATS: Record<string, number> = { double: 2, triple: 3 };
/** Fewer digits than this in a row are numbers said one after another ("one two three go"). */
const FEWEST_DIGITS = 4;

/** Digits read out one by one ("five five five two three", "double eight"): a phone number or a code. */
export function digitsAt(
  words: string[],
  index: number,
): { text: string; length: number } | undefined {
  let text = "";
  let at = index;
  for (;;) {
    const times = REPEATS[words[at] ?? ""] ?? 1;
    const digit = DIGITS[words[at + (times > 1 ? 1 : 0)] ?? ""];
    if (digit === undefined) break;
    text += digit.repeat(times);
    at += times > 1 ? 2 : 1;
  }
  // "two oh four": a zero said "oh" between digits shows they are read out, however few.
  const saysOh = words.slice(index + 1, at - 1).includes("oh");
  const enough = text.length >= FEWEST_DIGITS && at - index >= FEWEST_DIGITS - 1;
  return enough || (saysOh && text.length >= 3) ? { text, length: at - index } : undefined;
}
