/**
 * An amount is said of as one thing: "20 dollars is a lot", "5 euros buys a
 * coffee", "40 percent is enough". So a plain verb after a number and its unit
 * does not agree with it as a plural's would ("3 laptops arrive"): it is an
 * order after a statement ending on the amount ("the tickets cost 20 dollars
 * | buy them online", "the bag weighs 20 kilos | pack lighter").
 */
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";
import { isPlainForm } from "./verb-forms";

/**
 * Units an amount is counted in: money, weights, volumes and shares. Not distances or stretches
 * of time, which name how far a walk or a drive is ("10 minutes walk to the station").
 */
const AMOUNT_UNITS = wordSet(
  "dollars euros pounds bucks cents pence francs rupees yen pesos zloty reais dirhams kilos kilograms kg grams litres liters percent",
);

/** Whether the number at `index` and its unit are followed by a plain verb, which is no verb of theirs. */
export const plainVerbAfterAmountAt = (tokens: Token[], index: number) =>
  AMOUNT_UNITS.has(lower(tokens[index + 1]) ?? "") && isPlainForm(lower(tokens[index + 2]) ?? "");

/** What an amount is counted per: "2 pounds an hour", "80 euros per night". */
const RATE_NOUNS = wordSet("hour night day week month year person head piece kilo item");
const RATE_WORDS = wordSet("a an per");

/** Whether the amount ending at `last` is a number, or a number and its unit: "20", "20 dollars". */
const amountEndsAt = (tokens: Token[], last: number) =>
  partOfSpeechAt(tokens, last) === "NUM" ||
  (AMOUNT_UNITS.has(lower(tokens[last]) ?? "") && partOfSpeechAt(tokens, last - 1) === "NUM");

/**
 * Whether an amount, with any rate it is counted per, ends right before
 * `index`: "costs 20 dollars | buy", "80 euros per night | pay", "90 a night |";
 * or a day's ordinal, which the tagger reads as a name ("Sunday the 21st | come").
 */
export function amountEndsBefore(tokens: Token[], index: number): boolean {
  if (/^\d+(?:st|nd|rd|th)$/.test(lower(tokens[index - 1]) ?? "")) return true;
  const rate =
    RATE_NOUNS.has(lower(tokens[index - 1]) ?? "") &&
    RATE_WORDS.has(lower(tokens[index - 2]) ?? "");
  return amountEndsAt(tokens, rate ? index - 3 : index - 1);
}

/** Whether the rate an amount is counted per opens at `index`, no subject: "90 | a night", "80 euros | per night". */
export const rateAfterAmountAt = (tokens: Token[], index: number) =>
  RATE_WORDS.has(lower(tokens[index]) ?? "") &&
  RATE_NOUNS.has(lower(tokens[index + 1]) ?? "") &&
  amountEndsAt(tokens, index - 1);
