/** Numbers as words: their values, and reading one below a hundred. */

export const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
export const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

/**
 * Units of measure, written after a figure ("42 degrees", "3 mm"). Lengths
 * of time are not among them ("two more days" reads as said), nor single
 * letters ("five g").
 */
export const MEASURES = new Set(
  (
    "degrees degree celsius fahrenheit kilos kilo kilograms kilogram kg grams gram mg " +
    "kilometres kilometre kilometers kilometer km metres metre meters meter " +
    "centimetres centimetre centimeters centimeter cm millimetres millimetre millimeters millimeter mm " +
    "miles mile ft inches litres litre liters liter ml " +
    "gigabytes gigabyte gb megabytes megabyte mb terabytes tb mph kph km/h"
  ).split(" "),
);
/** "square metres", "cubic meters": only before a unit ("five square meals" is no measure). */
export const MEASURE_LEADS = new Set(["square", "cubic"]);

/** Whether a word is a number said aloud: "four", "twenty-six", "hundred". */
export function isNumberWord(text: string | undefined): boolean {
  if (text === undefined) return false;
  return text
    .toLowerCase()
    .split("-")
    .every((part) => part in UNITS || part in TENS || part in SCALES);
}

/** A number below 100 starting at `index`: "seven", "twenty six", "twenty-six"; its value and length. */
export function belowHundred(
  words: string[],
  index: number,
): { value: number; length: number } | undefined {
  const first = words[index] ?? "";
  const hyphened = first.match(/^(\p{L}+)-(\p{L}+)$/u);
  if (hyphened && TENS[hyphened[1] ?? ""] && (UNITS[hyphened[2] ?? ""] ?? 10) < 10)
    return { value: (TENS[hyphened[1] ?? ""] ?? 0) + (UNITS[hyphened[2] ?? ""] ?? 0), length: 1 };
  if (first in UNITS) return { value: UNITS[first] ?? 0, length: 1 };
  const tens = TENS[first];
  if (tens === undefined) return undefined;
  const unit = UNITS[words[index + 1] ?? ""];
  return unit !== undefined && unit > 0 && unit < 10
    ? { value: tens + unit, length: 2 }
    : { value: tens, length: 1 };
}

/** Ordinals up to a month's last day: "first", "twelfth", "twentieth". */
const ORDINAL_UNITS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
};
const ORDINAL_TENS: Record<string, number> = { twentieth: 20, thirtieth: 30 };

/** An ordinal of a day at `index`: "third", "twenty first", "twenty-first", "thirtieth"; its value and length. */
export function dayOrdinalAt(
  words: string[],
  index: number,
): { value: number; length: number } | undefined {
  const first = words[index] ?? "";
  const [tensWord, unitWord] = first.includes("-") ? first.split("-") : [first, words[index + 1]];
  const tens = TENS[tensWord ?? ""];
  const unit = ORDINAL_UNITS[unitWord ?? ""];
  const value =
    tens !== undefined && unit !== undefined && unit < 10
      ? tens + unit
      : (ORDINAL_UNITS[first] ?? ORDINAL_TENS[first]);
  if (value === undefined || value > 31) return undefined;
  const length = tens !== undefined && unit !== undefined && !first.includes("-") ? 2 : 1;
  return { value, length };
}
