/**
 * Phone numbers said with their country code: "plus 44 7700 900 123" →
 * "+44 7700 900 123", "plus forty eight six zero one …" → "+48 601…".
 */
import { belowHundred } from "./number-words";
import { digitsAt } from "./spoken-times";

/** Fewer digits than this after the code are a sum ("two plus two"), not a phone number. */
const FEWEST_DIGITS = 6;

/** The country code after "plus": typed ("44") or said ("forty four"). */
function codeAt(words: string[], index: number): { text: string; length: number } | undefined {
  const typed = words[index] ?? "";
  if (/^\d{1,3}$/.test(typed)) return { text: typed, length: 1 };
  const said = belowHundred(words, index);
  return said && said.value > 0 ? { text: String(said.value), length: said.length } : undefined;
}

/** The number after the code: groups of figures as typed, or digits read out. */
function restAt(words: string[], index: number): { text: string; length: number } | undefined {
  const groups: string[] = [];
  while (/^\d{2,}$/.test(words[index + groups.length] ?? ""))
    groups.push(words[index + groups.length] ?? "");
  if (groups.length > 0) return { text: groups.join(" "), length: groups.length };
  return digitsAt(words, index);
}

/**
 * Country calling codes of one and two digits; all others have three. The
 * codes are assigned so that none is the start of another, so a code read out
 * digit by digit ends where the first of these, or the third digit, ends.
 */
const SHORT_CODES = new Set(
  "1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

function codeLength(digits: string): number {
  if (SHORT_CODES.has(digits.slice(0, 1))) return 1;
  return SHORT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** Words that say one digit: a code read out digit by digit starts with one ("plus four four …"). */
const DIGIT_WORDS = new Set("zero oh one two three four five six seven eight nine".split(" "));

/**
 * "plus four four seven seven …": the code and the number read out as one
 * run of digits, the code told apart by the calling codes' own lengths.
 */
function readOutAt(words: string[], index: number): { text: string; length: number } | undefined {
  if (!DIGIT_WORDS.has(words[index] ?? "")) return undefined;
  const read = digitsAt(words, index);
  if (!read) return undefined;
  const code = codeLength(read.text);
  if (read.text.length - code < FEWEST_DIGITS) return undefined;
  return { text: `+${read.text.slice(0, code)} ${read.text.slice(code)}`, length: 1 + read.length };
}

/** A phone number at `index` of `words` (lower case) that starts with "plus" and its code. */
export function phoneAt(
  words: string[],
  index: number,
): { text: string; length: number } | undefined {
  if (words[index] !== "plus") return undefined;
  const readOut = readOutAt(words, index + 1);
  if (readOut) return readOut;
  const code = codeAt(words, index + 1);
  if (!code) return undefined;
  const rest = restAt(words, index + 1 + code.length);
  if (!rest || rest.text.replace(/\D/g, "").length < FEWEST_DIGITS) return undefined;
  return { text: `+${code.text} ${rest.text}`, length: 1 + code.length + rest.length };
}
