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

/** A phone number at `index` of `words` (lower case) that starts with "plus" and its code. */
export function phoneAt(
  words: string[],
  index: number,
): { text: string; length: number } | undefined {
  if (words[index] !== "plus") return undefined;
  const code = codeAt(words, index + 1);
  if (!code) return undefined;
  const rest = restAt(words, index + 1 + code.length);
  if (!rest || rest.text.replace(/\D/g, "").length < FEWEST_DIGITS) return undefined;
  return { text: `+${code.text} ${rest.text}`, length: 1 + code.length + rest.length };
}
