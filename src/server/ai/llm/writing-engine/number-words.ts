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
