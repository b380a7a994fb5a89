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

const DAY_WORDS = wordSet("today tomorrow tonight");
const PARTS_OF_DAY = wordSet("morning afternoon evening night");
const WEEKDAYS = wordSet("monday tuesday wednesday thursday friday saturday sunday");
/** The clock a time is told on, after it: "4 30 your time", "9 15 cet". */
const CLOCK_OWNERS = wordSet("my your our their his her local");
const ZONES = wordSet("cet cest gmt utc bst est edt pst pdt ist");

/**
 * Whether `index` starts the day a time is on: "tomorrow", "tonight", "this
 * evening", "in the morning", "on Monday", "sharp", "your time", "cet". After them, an hour and
 * its minutes are a time even with no "at" before ("seven fifteen tomorrow"),
 * where "seven fifteen minute slots" count.
 */
function dayFollows(words: string[], index: number): boolean {
  const next = words[index] ?? "";
  if (DAY_WORDS.has(next) || next === "sharp" || ZONES.has(next)) return true;
  // "10 30 my time 4 30 your time": whose clock a time is on.
  if (CLOCK_OWNERS.has(next) && words[index + 1] === "time") return true;
  if (next === "this" || next === "every") return PARTS_OF_DAY.has(words[index + 1] ?? "");
  if (next === "in") return words[index + 1] === "the" && PARTS_OF_DAY.has(words[index + 2] ?? "");
  return next === "on" && WEEKDAYS.has(words[index + 1] ?? "");
}

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
 * An hour said ("seven") or typed ("7"), from 1 to 12; typed, from 0 to 23
 * too ("14", "06"), an hour of the 24-hour clock, which takes its minutes
 * and no "am" or "pm".
 */
function hourAt(
  words: string[],
  index: number,
): { value: number; typed: boolean; dial: boolean } | undefined {
  const text = words[index] ?? "";
  const typed = /^\d{1,2}$/.test(text);
  const value = typed ? Number(text) : UNITS[text];
  if (value === undefined) return undefined;
  if (value >= 1 && value <= 12 && !(typed && /^0/.test(text)))
    return { value, typed, dial: false };
  return typed && value <= 23 ? { value, typed, dial: true } : undefined;
}

/** "22 00 hours": the word that says a time is on the 24-hour clock. */
const CLOCK_HOURS = wordSet("hours hrs h");

/**
 * Whether typed minutes after an hour tell a time of day with no word such
 * as "at" before them: "22 00 hours", "14 30 hours". "10 15 hours" is a
 * length of ten to fifteen hours, so the 12-hour dial's hours take it only
 * on the hour ("10 00 hours").
 */
const hoursSaid = (
  hour: { value: number; dial: boolean },
  minutes: string,
  next: string | undefined,
): boolean => CLOCK_HOURS.has(next ?? "") && (hour.dial || hour.value > 12 || minutes === "00");

/** "half past eight", "a quarter to six": the minutes before or after an hour. */
const PAST_OR_TO: Record<string, number> = { half: 30, quarter: 15 };
/**
 * Words before a moment, not a range: "at ten to nine" is a time, "from ten
 * to nine" and "five to ten people" are not.
 */
const MOMENT_LEADS = wordSet("at before after until till");
/** After "at five to ten", a share or a plural counts ("at five to ten percent", "… minutes"), it tells no time. */
const countsAfter = (next: string | undefined) =>
  next !== undefined && (/^per/.test(next) || (/^\p{L}{3,}s$/u.test(next) && next !== "this"));
/** "ten to nine", "twenty five past six": minutes said so only after a word such as "at". */
const MINUTES_PAST_OR_TO = new Set([5, 10, 20, 25]);

/** The minutes said before "past" or "to" at `index`, and how many words they take. */
function minutesBeforeHour(
  words: string[],
  index: number,
  afterLead: boolean,
): { value: number; length: number } | undefined {
  const a = words[index] === "a" ? 1 : 0;
  const named = PAST_OR_TO[words[index + a] ?? ""];
  if (named !== undefined) return { value: named, length: a + 1 };
  const said = afterLead && a === 0 ? belowHundred(words, index) : undefined;
  return said && MINUTES_PAST_OR_TO.has(said.value) ? said : undefined;
}

/**
 * "half past eight" → "8:30", "quarter to six" → "5:45", "at ten to nine" →
 * "at 8:50"; undefined for "half to", which reads either way.
 */
function pastOrToAt(
  words: string[],
  index: number,
  afterLead: boolean,
): { text: string; length: number } | undefined {
  const minutes = minutesBeforeHour(words, index, afterLead);
  if (!minutes) return undefined;
  const direction = words[index + minutes.length];
  if (direction !== "past" && !(direction === "to" && minutes.value !== 30)) return undefined;
  const hour = hourAt(words, index + minutes.length + 1);
  if (!hour || (afterLead && countsAfter(words[index + minutes.length + 2]))) return undefined;
  const clock =
    direction === "past"
      ? `${hour.value}:${String(minutes.value).padStart(2, "0")}`
      : `${hour.value === 1 ? 12 : hour.value - 1}:${60 - minutes.value}`;
  return { text: clock, length: minutes.length + 2 };
}

/** The minutes after an hour: said ("thirty", "oh five") after a said hour, two figures ("15") after a typed one. */
function minutesAfter(
  words: string[],
  index: number,
  typedHour: boolean,
): { text: string; length: number } | undefined {
  if (!typedHour) return minutesAt(words, index);
  const text = words[index] ?? "";
  return /^[0-5]\d$/.test(text) ? { text, length: 1 } : undefined;
}

/**
 * A time of day said at `index`: an hour with "am" or "pm" ("seven am"), an
 * hour and its minutes after a word such as "at" ("at nine thirty", "at 7
 * 15"), which keeps "nine thirty" as a number elsewhere from being read as a
 * time, or an hour with "half past" or "quarter to".
 */
export function timeAt(
  words: string[],
  index: number,
  before: string | undefined,
): { text: string; length: number } | undefined {
  const lead = MOMENT_LEADS.has(before ?? "");
  const pastOrTo = pastOrToAt(words, index, lead);
  if (pastOrTo) return pastOrTo;
  // "ten past six in the morning": minutes said before the hour, with the day after it.
  const beforeDay = lead ? undefined : pastOrToAt(words, index, true);
  if (beforeDay && dayFollows(words, index + beforeDay.length)) return beforeDay;
  const hour = hourAt(words, index);
  if (!hour) return undefined;
  const minutes = minutesAfter(words, index + 1, hour.typed);
  const at = index + 1 + (minutes?.length ?? 0);
  if (hour.dial) return dialTimeAt(words, index, hour, minutes, before);
  // "p m" as a speech engine spells the letters out is "pm".
  const spelled = /^[ap]$/.test(words[at] ?? "") && words[at + 1] === "m";
  // "the answer is 12 am I right": after a bare hour with no lead, "am I" may ask; "at 6 am I
  // leave" and "6:30 am I" tell the time.
  const asks = words[at + 1] === "i" && !minutes && !TIME_LEADS.has(before ?? "");
  const meridiem = spelled
    ? `${words[at]}m`
    : MERIDIEMS.has(words[at] ?? "") && !asks
      ? words[at]
      : undefined;
  const told =
    TIME_LEADS.has(before ?? "") ||
    dayFollows(words, at) ||
    (hour.typed && hoursSaid(hour, minutes?.text ?? "", words[at]));
  if (!meridiem && !(minutes && told)) return undefined;
  const clock = minutes ? `${hour.value}:${minutes.text}` : String(hour.value);
  return meridiem
    ? { text: `${clock} ${meridiem}`, length: at + (spelled ? 2 : 1) - index }
    : { text: clock, length: at - index };
}

/**
 * "at 14 00" → "at 14:00", "from 06 45", "22 00 hours": an hour of the
 * 24-hour clock and its typed minutes, after a word such as "at" or before
 * "hours". Not before a count ("about 14 00 tickets") nor with no lead, where
 * two numbers are a score or two counts ("21 18", "14 00 flyers").
 */
function dialTimeAt(
  words: string[],
  index: number,
  hour: { value: number; dial: boolean },
  minutes: { text: string; length: number } | undefined,
  before: string | undefined,
): { text: string; length: number } | undefined {
  if (!minutes) return undefined;
  const next = words[index + 1 + minutes.length];
  const led = TIME_LEADS.has(before ?? "") && !(countsAfter(next) && !CLOCK_HOURS.has(next ?? ""));
  return led || hoursSaid(hour, minutes.text, next)
    ? { text: `${words[index]}:${minutes.text}`, length: 1 + minutes.length }
    : undefined;
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

/** A digit said ("five", "oh") or typed alone ("5"), as a recogniser types a digit read out. */
const digitOf = (word: string | undefined) => (/^\d$/.test(word ?? "") ? word : DIGITS[word ?? ""]);

/** After digits read out, an amount or a measure: "three four five euros", "2 5 0 kilos". */
const AMOUNT_AFTER = wordSet(
  "euros dollars pounds francs rupees yen pesos zloty reais dirhams bucks percent kilos kilograms kg grams metres meters km miles litres liters",
);

/**
 * Digits read out one by one ("five five five two three", "double eight",
 * "1 9 8 7"): a phone number, a code or a year; three are enough before an
 * amount ("3 4 5 euros"). Not a list ("1 2 3 4 and 5"), nor from inside a
 * run of digits typed, which was read from its start.
 */
export function digitsAt(
  words: string[],
  index: number,
): { text: string; length: number } | undefined {
  if (/^\d$/.test(words[index - 1] ?? "") && /^\d$/.test(words[index] ?? "")) return undefined;
  let text = "";
  let at = index;
  for (;;) {
    const times = REPEATS[words[at] ?? ""] ?? 1;
    const digit = digitOf(words[at + (times > 1 ? 1 : 0)]);
    if (digit === undefined) break;
    text += digit.repeat(times);
    at += times > 1 ? 2 : 1;
  }
  const listed =
    (words[at] === "and" || words[at] === "or") && digitOf(words[at + 1]) !== undefined;
  // "two oh four": a zero said "oh" between digits shows they are read out, however few.
  const saysOh = words.slice(index + 1, at - 1).includes("oh");
  const enough = text.length >= FEWEST_DIGITS && at - index >= FEWEST_DIGITS - 1;
  const amount = text.length >= 3 && at - index >= 3 && AMOUNT_AFTER.has(words[at] ?? "");
  return (enough && !listed) || amount || (saysOh && text.length >= 3)
    ? { text, length: at - index }
    : undefined;
}
