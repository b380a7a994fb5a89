/**
 * Numbers as a speech recogniser types them, written as an editor would: a
 * recogniser gives "forty nine ninety nine" as "49 99" and "room four twelve"
 * as "room 4 12", figures a reader takes for two numbers. Read here: a price
 * and its cents ("49 99" → "49.99"), a place's number in two halves ("room 4
 * 12" → "room 412", "gate b 12" → "gate B12"), a score ("won 3 0" → "3-0"), a
 * date typed with spaces ("03 11 1985" → "03/11/1985"), "24 7" and "10 k",
 * digits after "number" ("bus number 1 2 3").
 * Figures with a scale or "point" after them ("1 thousand 450", "0 point 5")
 * are read with the words' numbers (spoken-numbers.ts), digits one by one
 * with the words' digits (spoken-times.ts). Where two figures may be two
 * numbers ("2 3 times", "16 40 tickets"), they stay as typed.
 */
import { MEASURES } from "./number-words";
import { placeBefore } from "./spoken-codes";
import { wordSet } from "./tokens";

/** A figure of one or two digits, as a recogniser types a number below a hundred. */
const isSmall = (word: string | undefined) => word !== undefined && /^\d{1,2}$/.test(word);

/** After two figures, a count goes on ("16 40 tickets", "2 3 times"): they are two numbers. */
const countAfter = (next: string | undefined) =>
  next !== undefined && /^\p{L}{3,}s$/u.test(next) && !MONEY_AFTER.has(next);

/** Words after a price that say it is one: "49 99 a month", "12 50 euros", "29 99 including shipping". */
const MONEY_AFTER = wordSet(
  "euros dollars pounds bucks francs each including incl plus excluding per a apiece only",
);
/** After "a" or "per", what a price is paid for: "12 99 a month", "4 50 per hour". */
const PAID_FOR = wordSet("month year week day night hour person piece kilo head ticket");
/** Words that make a sentence about money: "the total is 49 99", "tickets cost 25 … 12 50". */
const MONEY_WORDS = wordSet(
  "cost costs costing price prices priced paid pay pays paying total fee fees charge charged charges bill rent fare fares quote quoted spent spend spending refund budget salary discount sells sale cheap cheaper expensive owe owes worth tip deposit",
);
/** How far back a word about money makes a pair of figures a price: a clause or two. */
const MONEY_REACH = 12;
/**
 * Words before two figures that make them a time ("at 7 45", "from 9 30"),
 * unless a word after prices them ("up to 12 99 a month") or the second is
 * no minute ("up to 12 99").
 */
const TIME_LEADS = wordSet("at by until till before after around from to");
/** Words after two figures that make them a time: "5 30 pm", "7 45 tomorrow". */
const TIME_AFTER = wordSet(
  "am pm a.m. p.m. oclock o'clock hours hrs sharp today tomorrow tonight morning afternoon evening",
);

function moneyFollows(words: string[], at: number): boolean {
  const next = words[at];
  if (!MONEY_AFTER.has(next ?? "")) return false;
  return next === "a" || next === "per" ? PAID_FOR.has(words[at + 1] ?? "") : true;
}

function moneySaidBefore(words: string[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - MONEY_REACH); at--)
    if (MONEY_WORDS.has(words[at] ?? "")) return true;
  return false;
}

/**
 * "49 99", "12 50 for children": a whole amount and its cents, two figures
 * said as one price. Only in a sentence about money or before a word that
 * prices it ("a month", "euros"), and never as a time ("at 7 45", "5 30 pm").
 */
function priceAt(
  words: string[],
  index: number,
  before: string | undefined,
): { text: string; length: number } | undefined {
  const whole = words[index] ?? "";
  const cents = words[index + 1] ?? "";
  if (!/^[1-9]\d{0,3}$/.test(whole) || !/^\d\d$/.test(cents)) return undefined;
  if (/^\d/.test(words[index - 1] ?? "") || /^\d/.test(words[index + 2] ?? "")) return undefined;
  const next = words[index + 2];
  if (TIME_AFTER.has(next ?? "") || countAfter(next)) return undefined;
  // "from 12 50 to 14 99": a range whose end is a price starts at one.
  const toPrice =
    before === "from" && words[index + 2] === "to" && priceAt(words, index + 3, "to") !== undefined;
  const follows = moneyFollows(words, index + 2) || toPrice;
  if (TIME_LEADS.has(before ?? "") && !follows && Number(cents) < 60) return undefined;
  return follows || moneySaidBefore(words, index)
    ? { text: `${whole}.${cents}`, length: 2 }
    : undefined;
}

/**
 * "room 4 12" → "412", "gate b 12" → "B12": after the word for a place, its
 * number typed in two halves, or its letter said before the figures. "a" and
 * "i" are words too ("building a 12 minutes away"), so they start none.
 */
function placeNumberAt(
  words: string[],
  index: number,
): { text: string; length: number } | undefined {
  if (!placeBefore(words, index)) return undefined;
  const first = words[index] ?? "";
  const second = words[index + 1];
  const after = words[index + 2];
  if (/^\d$/.test(first) && /^\d{2}$/.test(second ?? "") && !/^\d/.test(after ?? ""))
    return countAfter(after) ? undefined : { text: `${first}${second}`, length: 2 };
  if (/^[b-hj-z]$/.test(first) && /^\d{1,4}$/.test(second ?? "") && !/^\d/.test(after ?? ""))
    return { text: `${first.toUpperCase()}${second}`, length: 2 };
  return undefined;
}

/** Words a number read out follows, with "is" or not: "bus number 1 2 3", "my order number is 5 5 1". */
const NUMBER_NOUNS = wordSet("number no");

/**
 * "bus number 1 2 3" → "123", "room 3 1 2" → "312": digits typed one by one
 * after "number" or the word for a place, fewer than a code needs. Not a
 * list ("numbers 1 2 and 3") nor a count ("room 2 3 times").
 */
function numberedAt(words: string[], index: number): { text: string; length: number } | undefined {
  const said = /^(?:is|was)$/.test(words[index - 1] ?? "") ? 2 : 1;
  if (!NUMBER_NOUNS.has(words[index - said] ?? "") && !placeBefore(words, index)) return undefined;
  let at = index;
  while (/^\d$/.test(words[at] ?? "")) at++;
  const [next, then] = [words[at], words[at + 1]];
  const listed = (next === "and" || next === "or") && /^\d/.test(then ?? "");
  if (at - index < 2 || listed || countAfter(next) || /^\d/.test(next ?? "")) return undefined;
  return { text: words.slice(index, at).join(""), length: at - index };
}

/** Words before a score: "we won 3 0", "the score was 2 1", "it ended 1 1". */
const SCORE_VERBS = wordSet("won lost drew beat ended finished");
const SCORE_NOUNS = wordSet("score result");

/**
 * "the score was 2 1" → "2-1": two single figures after a word that tells a
 * game's result. Two-figure ones ("the score was 21 18") stay as typed.
 */
function scoreAt(words: string[], index: number): { text: string; length: number } | undefined {
  const [home, away, after] = [words[index], words[index + 1], words[index + 2]];
  if (!/^\d$/.test(home ?? "") || !/^\d$/.test(away ?? "") || /^\d/.test(after ?? ""))
    return undefined;
  if (countAfter(after) || MEASURES.has(after ?? "") || /^\d/.test(words[index - 1] ?? ""))
    return undefined;
  const verb = words[index - 1] ?? "";
  const told =
    SCORE_VERBS.has(verb) ||
    ((verb === "was" || verb === "is") && SCORE_NOUNS.has(words[index - 2] ?? ""));
  return told ? { text: `${home}-${away}`, length: 2 } : undefined;
}

/** Whether two figures can be a day and a month, in either order: "03 11", "11 30". */
const dayAndMonth = (a: number, b: number) =>
  a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12);

/**
 * "03 11 1985" → "03/11/1985", "on 12 06" → "on 12/06": a date typed with
 * spaces, its year after it, or two two-digit figures after "on".
 */
function typedDateAt(
  words: string[],
  index: number,
  before: string | undefined,
): { text: string; length: number } | undefined {
  const [first, second, year] = [words[index] ?? "", words[index + 1] ?? "", words[index + 2]];
  if (!isSmall(first) || !isSmall(second) || /^\d/.test(words[index - 1] ?? "")) return undefined;
  if (!dayAndMonth(Number(first), Number(second))) return undefined;
  if (/^(?:19|20)\d\d$/.test(year ?? "") && !/^\d/.test(words[index + 3] ?? ""))
    return { text: `${first}/${second}/${year}`, length: 3 };
  const onDay = before === "on" && /^\d\d$/.test(first) && /^\d\d$/.test(second);
  return onDay && !/^\d/.test(year ?? "") && !countAfter(year)
    ? { text: `${first}/${second}`, length: 2 }
    : undefined;
}

/** "24 7" → "24/7", "10 k" → "10k": short forms a recogniser types apart. */
function shortFormAt(words: string[], index: number): { text: string; length: number } | undefined {
  const [figure, next, after] = [words[index] ?? "", words[index + 1], words[index + 2]];
  if (/^\d/.test(words[index - 1] ?? "")) return undefined;
  if (figure === "24" && next === "7" && !/^\d/.test(after ?? "") && !countAfter(after))
    return { text: "24/7", length: 2 };
  // "10 k b" spells a code; "50 k a year" is an amount, "a" and "i" being words.
  const spelt = /^\p{L}$/u.test(after ?? "") && after !== "a" && after !== "i";
  return /^\d{1,3}$/.test(figure) && next === "k" && !spelt
    ? { text: `${figure}k`, length: 2 }
    : undefined;
}

/**
 * A number a recogniser typed as figures apart at `index` of `words` (lower
 * case), after the word `before`, written as one: a date, a score, a
 * number or a place's number, a short form or a price.
 */
export function recognisedNumberAt(
  words: string[],
  index: number,
  before: string | undefined,
): { text: string; length: number } | undefined {
  if (!/^\d/.test(words[index] ?? "") && !placeBefore(words, index)) return undefined;
  return (
    typedDateAt(words, index, before) ??
    scoreAt(words, index) ??
    numberedAt(words, index) ??
    placeNumberAt(words, index) ??
    shortFormAt(words, index) ??
    priceAt(words, index, before)
  );
}

/** The scales a recogniser leaves in words after a figure: "3 hundred", "1 thousand 450". */
const SAID_SCALES = wordSet("hundred thousand");

/**
 * A figure typed as a part of a number said with a scale, at `at`: before
 * "hundred" or "thousand" ("3 hundred"), after one (`inside`: "1 thousand
 * 450"), or before "point" and its decimals ("0 point 5"). Alone, a figure
 * is as the recogniser typed it, and "3 million" reads as it is.
 */
export function figureInCardinal(
  words: string[],
  at: number,
  inside: boolean,
): { value: number; length: number } | undefined {
  const figure = words[at] ?? "";
  if (!/^(?:0|[1-9]\d{0,2})$/.test(figure)) return undefined;
  const next = words[at + 1] ?? "";
  const decimals = next === "point" && /^\d+$/.test(words[at + 2] ?? "");
  const part = figure !== "0" && (inside || SAID_SCALES.has(next));
  return part || decimals ? { value: Number(figure), length: 1 } : undefined;
}
