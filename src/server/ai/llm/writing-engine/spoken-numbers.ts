/**
 * Numbers said aloud, written as numbers where words would read wrongly: a
 * year in pairs ("twenty twenty six" → "2026", which reads as a stutter in
 * words), an amount with a scale ("two thousand and five hundred" → "2,500")
 * and a decimal ("three point five percent" → "3.5%"). A number of one or
 * two words ("two more days", "twenty five") stays as the person said it.
 */
import { lower, type Token, word } from "./tokens";

const UNITS: Record<string, number> = {
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
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

/** Whether a word is a number said aloud: "four", "twenty-six", "hundred". */
export function isNumberWord(text: string | undefined): boolean {
  if (text === undefined) return false;
  return text
    .toLowerCase()
    .split("-")
    .every((part) => part in UNITS || part in TENS || part in SCALES);
}

/** A number below 100 starting at `index`: "seven", "twenty six", "twenty-six"; its value and length. */
function belowHundred(
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

/** "twenty twenty six", "nineteen ninety-nine", "twenty oh five": a year said in two halves. */
function yearAt(words: string[], index: number): { text: string; length: number } | undefined {
  const century = words[index];
  if (century !== "nineteen" && century !== "twenty") return undefined;
  if (words[index + 1] === "oh") {
    const unit = UNITS[words[index + 2] ?? ""];
    if (unit === undefined || unit === 0 || unit > 9) return undefined;
    return { text: `${century === "twenty" ? 20 : 19}0${unit}`, length: 3 };
  }
  const rest = belowHundred(words, index + 1);
  if (!rest || rest.value < 10 || (words[index + 1 + rest.length] ?? "") in SCALES)
    return undefined;
  return {
    text: String((century === "twenty" ? 2000 : 1900) + rest.value),
    length: 1 + rest.length,
  };
}

interface Cardinal {
  value: number;
  length: number;
  scaled: boolean;
  saidHundred: boolean;
}

/** "two thousand and five hundred", "three hundred and twenty": a number of several words. */
function cardinalAt(words: string[], index: number): Cardinal | undefined {
  let total = 0;
  let current = 0;
  let at = index;
  let scaled = false;
  let saidHundred = false;
  let any = false;
  // Two numbers in a row ("five five") are digits read out, not one number.
  let afterSmall = false;
  while (at < words.length) {
    const text = words[at] ?? "";
    if (text === "and" && afterSmall === false && any && belowHundred(words, at + 1)) {
      at += 1;
      continue;
    }
    const small = belowHundred(words, at);
    if (small) {
      if (afterSmall) break;
      current += small.value;
      at += small.length;
      any = true;
      afterSmall = true;
      continue;
    }
    const scale = SCALES[text];
    if (scale === undefined || !any) break;
    scaled = true;
    afterSmall = false;
    if (scale === 100) {
      saidHundred = true;
      current = (current || 1) * 100;
    } else {
      total += (current || 1) * scale;
      current = 0;
    }
    at += 1;
  }
  if (!any) return undefined;
  return { value: total + current, length: at - index, scaled, saidHundred };
}

/** 2500 → "2,500"; a year-like 2026 said without "hundred" stays "2026". */
function written({ value, saidHundred }: Cardinal): string {
  const yearLike = value > 1000 && value < 2100 && value % 1000 !== 0 && !saidHundred;
  return yearLike ? String(value) : value.toLocaleString("en-US");
}

/** "point five", "point two five": the decimals after a number. */
function decimalsAt(
  words: string[],
  index: number,
): { digits: string; length: number } | undefined {
  if (words[index] !== "point") return undefined;
  let digits = "";
  let at = index + 1;
  while ((UNITS[words[at] ?? ""] ?? 10) < 10) {
    digits += String(UNITS[words[at] ?? ""]);
    at += 1;
  }
  return digits ? { digits, length: at - index } : undefined;
}

const PERCENT = new Set(["percent", "per-cent"]);

/** A number said aloud at `index` and how it is written, when it is written in figures. */
function numberAt(words: string[], index: number): { text: string; length: number } | undefined {
  const year = yearAt(words, index);
  if (year) return year;
  const cardinal = cardinalAt(words, index);
  if (!cardinal) return undefined;
  const decimals = decimalsAt(words, index + cardinal.length);
  if (decimals)
    return {
      text: `${written(cardinal)}.${decimals.digits}`,
      length: cardinal.length + decimals.length,
    };
  return cardinal.scaled ? { text: written(cardinal), length: cardinal.length } : undefined;
}

export function writeSpokenNumbers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  // The words of the run without marks that `index` is in, read once per
  // run: reading them again from each word grows with the square of a long
  // run ("writing writing …").
  let run: string[] = [];
  let runStart = 0;
  while (index < tokens.length) {
    if (index >= runStart + run.length) {
      run = [];
      runStart = index;
      for (let at = index; tokens[at]?.kind === "word"; at++) run.push(lower(tokens[at]) ?? "");
    }
    const offset = index - runStart;
    // A number said after another ("five five five") is read out digit by digit: left alone.
    const afterNumber = isNumberWord(lower(out.at(-1)));
    // "at one point" is a moment, not a decimal.
    const idiom =
      lower(out.at(-1)) === "at" && run[offset] === "one" && run[offset + 1] === "point";
    const number = afterNumber || idiom ? undefined : numberAt(run, offset);
    if (!number) {
      out.push(tokens[index] as Token);
      index += 1;
      continue;
    }
    index += number.length;
    const next = lower(tokens[index]);
    const perCent = next === "per" && lower(tokens[index + 1]) === "cent";
    if (PERCENT.has(next ?? "") || perCent) {
      out.push(word(`${number.text}%`));
      index += perCent ? 2 : 1;
    } else out.push(word(number.text));
  }
  return out;
}
