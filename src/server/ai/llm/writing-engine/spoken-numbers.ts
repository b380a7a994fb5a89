/**
 * Numbers said aloud, written as numbers where words would read wrongly: a
 * year in pairs ("twenty twenty six" → "2026", which reads as a stutter in
 * words), an amount with a scale ("two thousand and five hundred" → "2,500")
 * a decimal or a version ("three point five percent" → "3.5%", "two point
 * four point one" → "2.4.1"), a share, an amount or a measure ("twenty
 * percent" → "20%", "fifteen euros" → "15 euros", "forty two degrees" → "42
 * degrees"), a house number ("forty two baker street" → "42 Baker Street"), a date with an ordinal (spoken-dates.ts), a phone number with
 * its country code (spoken-phones.ts), a time and a number read out digit
 * by digit (spoken-times.ts). Any other number of one or two words stays in
 * words ("two more days"), a compound one written with its hyphen ("twenty-five").
 */
import { belowHundred, isNumberWord, MEASURE_LEADS, MEASURES, SCALES, UNITS } from "./number-words";
import { figureInCardinal, recognisedNumberAt } from "./recognised-numbers";
import { domainAt, emailAt, letteredPlaceAt, spelledCodeAt } from "./spoken-codes";
import { dateAt } from "./spoken-dates";
import { phoneAt } from "./spoken-phones";
import { digitsAt, timeAt } from "./spoken-times";
import { streetNameLength } from "./street-addresses";
import { lower, mark, type Token, word } from "./tokens";

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
  /** A part of it typed as a figure ("1 thousand 450"): "percent" after it stays as said. */
  typed: boolean;
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
  let typed = false;
  while (at < words.length) {
    const text = words[at] ?? "";
    const part = (from: number) => belowHundred(words, from) ?? figureInCardinal(words, from, any);
    if (text === "and" && afterSmall === false && any && part(at + 1)) {
      at += 1;
      continue;
    }
    const small = part(at);
    if (small) {
      if (afterSmall) break;
      typed ||= /^\d/.test(text);
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
  return { value: total + current, length: at - index, scaled, saidHundred, typed };
}

/**
 * 2500 → "2,500"; a year-like 2026 said without "hundred" stays "2026". A
 * year before 2000 is said in pairs, not "one thousand …": "1 thousand 450"
 * typed so is an amount.
 */
function written({ value, saidHundred, typed }: Cardinal): string {
  const yearLike =
    value > (typed ? 2000 : 1000) && value < 2100 && value % 1000 !== 0 && !saidHundred;
  return yearLike ? String(value) : value.toLocaleString("en-US");
}

/** "point five", "point two five": the decimals after a number. */
function decimalsAt(
  words: string[],
  index: number,
): { digits: string; length: number } | undefined {
  if (words[index] !== "point") return undefined;
  // "0 point 5", "2 point 25": a recogniser types the decimals as a figure.
  const typed = words[index + 1] ?? "";
  if (/^\d+$/.test(typed)) return { digits: typed, length: 2 };
  let digits = "";
  let at = index + 1;
  while ((UNITS[words[at] ?? ""] ?? 10) < 10) {
    digits += String(UNITS[words[at] ?? ""]);
    at += 1;
  }
  return digits ? { digits, length: at - index } : undefined;
}

const PERCENT = new Set(["percent", "per-cent"]);
/** Currencies said after an amount: "fifteen euros", "twenty bucks". */
const CURRENCIES = new Set([
  "dollars",
  "euros",
  "pounds",
  "bucks",
  "cents",
  "pence",
  "francs",
  "yen",
  "rupees",
  "zloty",
  "pesos",
  "reais",
  "dirhams",
]);

/** Currencies whose hundredths are said after them: "twelve euros fifty". */
const WITH_CENTS = new Set(["dollars", "euros", "pounds", "francs", "bucks"]);
/** After "forty euros fifty", a count goes on ("… fifty people donated"): the money was whole. */
const countedAfter = (next: string | undefined) =>
  next !== undefined &&
  (isNumberWord(next) ||
    PERCENT.has(next) ||
    /^(?:people|men|women|children|of|cents?|pence)$/.test(next) ||
    /^\p{L}{3,}s$/u.test(next));

/** The cents said after a currency at `index`: "fifty", "twenty five", or "50" typed. */
function centsAt(words: string[], index: number): { text: string; length: number } | undefined {
  const typed = words[index] ?? "";
  const said = /^\d{2}$/.test(typed)
    ? { value: Number(typed), length: 1 }
    : belowHundred(words, index);
  if (!said || said.value < 1 || said.value > 99) return undefined;
  const after = index + said.length;
  // "fifty per cent" is a share; "fifty per night" is the price of one.
  const share = words[after] === "per" && words[after + 1] === "cent";
  if (countedAfter(words[after]) || share) return undefined;
  return { text: String(said.value).padStart(2, "0"), length: said.length };
}

/**
 * "twelve euros fifty", "12 euros fifty" → "12.50 euros": the whole amount, its
 * currency and the cents said after it, written as one amount.
 */
function amountWithCents(
  whole: string,
  words: string[],
  index: number,
): { text: string; length: number } | undefined {
  const currency = words[index] ?? "";
  if (!WITH_CENTS.has(currency) || whole.includes(".")) return undefined;
  const cents = centsAt(words, index + 1);
  return cents
    ? { text: `${whole}.${cents.text} ${currency}`, length: 1 + cents.length }
    : undefined;
}

/** A number said aloud at `index` and how it is written, when it is written in figures. */
function numberAt(
  words: string[],
  index: number,
  before: string | undefined,
): { text: string; length: number; typedNumber?: boolean } | undefined {
  const time = recognisedNumberAt(words, index, before) ?? timeAt(words, index, before);
  if (time) return time;
  // "3 4 9 euros 90": digits read out one by one, then the cents after the currency.
  const digits = digitsAt(words, index);
  if (digits) {
    const cents = amountWithCents(digits.text, words, index + digits.length);
    return cents ? { text: cents.text, length: digits.length + cents.length } : digits;
  }
  const typed = words[index] ?? "";
  const typedAmount = /^\d+$/.test(typed) ? amountWithCents(typed, words, index + 1) : undefined;
  if (typedAmount) return { text: typedAmount.text, length: 1 + typedAmount.length };
  // "a hundred percent", "a hundred pounds": only as a share or an amount does "a hundred" become a figure.
  const after = words[index + 2] ?? "";
  if (
    words[index] === "a" &&
    words[index + 1] === "hundred" &&
    (PERCENT.has(after) || CURRENCIES.has(after))
  )
    return { text: "100", length: 2 };
  const year = yearAt(words, index);
  if (year) return year;
  const cardinal = cardinalAt(words, index);
  // "45 thousand euros" typed so reads as it is; "1 thousand 450" and "3 hundred" do not.
  if (!cardinal || (cardinal.typed && words[index + cardinal.length - 1] === "thousand"))
    return undefined;
  let text = written(cardinal);
  let length = cardinal.length;
  // "two point four point one": a version has a part after each "point".
  for (
    let decimals = decimalsAt(words, index + length);
    decimals;
    decimals = decimalsAt(words, index + length)
  ) {
    text += `.${decimals.digits}`;
    length += decimals.length;
  }
  // "twenty percent", "fifteen euros", "forty two degrees": a share, an amount of money or a measure is written in figures, however short.
  const next = words[index + length] ?? "";
  const unit = MEASURE_LEADS.has(next) ? (words[index + length + 1] ?? "") : next;
  const isShare =
    PERCENT.has(next) ||
    next === "per" ||
    CURRENCIES.has(next) ||
    MEASURES.has(unit) ||
    streetNameLength(words, index + length) > 0;
  const withCents = amountWithCents(text, words, index + length);
  if (withCents) return { text: withCents.text, length: length + withCents.length };
  const typedNumber = cardinal.typed;
  return cardinal.scaled || length > cardinal.length || isShare
    ? { text, length, typedNumber }
    : undefined;
}

export function writeSpokenNumbers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  // The words of the run without marks that `index` is in, read once per
  // run: reading them again from each word grows with the square of a long
  // run ("writing writing …").
  let run: string[] = [];
  let said: string[] = [];
  let runStart = 0;
  while (index < tokens.length) {
    if (index >= runStart + run.length) {
      run = [];
      said = [];
      runStart = index;
      for (let at = index; tokens[at]?.kind === "word"; at++) {
        run.push(lower(tokens[at]) ?? "");
        said.push(tokens[at]?.text ?? "");
      }
    }
    const offset = index - runStart;
    const dateOrPhone =
      dateAt(run, said, offset, lower(out.at(-1))) ??
      phoneAt(run, offset) ??
      emailAt(run, offset, lower(out.at(-1))) ??
      domainAt(run, said, offset) ??
      spelledCodeAt(run, offset) ??
      letteredPlaceAt(run, offset);
    if (dateOrPhone) {
      out.push(word(dateOrPhone.text));
      index += dateOrPhone.length;
      // "June 1, 2027": a year after a day that follows its month is set off.
      const year =
        numberAt(run, offset + dateOrPhone.length, undefined)?.text ??
        run[offset + dateOrPhone.length];
      if (/^[A-Z]\p{L}+ \d+$/u.test(dateOrPhone.text) && /^(?:19|20)\d\d$/.test(year ?? ""))
        out.push(mark(","));
      continue;
    }
    // A number said after another ("five five five") is read out digit by digit: left alone,
    // unless there are enough digits to be a phone number or a code.
    const afterNumber = isNumberWord(lower(out.at(-1)));
    // "at one point" is a moment, not a decimal.
    const idiom =
      lower(out.at(-1)) === "at" && run[offset] === "one" && run[offset + 1] === "point";
    const number = afterNumber || idiom ? undefined : numberAt(run, offset, lower(out.at(-1)));
    if (!number) {
      // "forty two" left in words is written as one: "forty-two".
      const compound = afterNumber ? undefined : belowHundred(run, offset);
      if (compound?.length === 2) {
        out.push(word(`${said[offset]}-${said[offset + 1]}`));
        index += 2;
        continue;
      }
      out.push(tokens[index] as Token);
      index += 1;
      continue;
    }
    index += number.length;
    const next = lower(tokens[index]);
    const perCent = next === "per" && lower(tokens[index + 1]) === "cent";
    // "15 percent" typed stays as the recogniser wrote it, and so does "0 point 5 percent".
    if ((PERCENT.has(next ?? "") || perCent) && !number.typedNumber) {
      out.push(word(`${number.text}%`));
      index += perCent ? 2 : 1;
    } else out.push(word(number.text));
  }
  return out;
}
