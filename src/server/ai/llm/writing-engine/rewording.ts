/**
 * Rewording: tables of [from, to] over whole words, matched without regard to
 * case. A `to` of "" removes the words, but only before another word, so that
 * "Really?" or "I think so." are never emptied.
 */
import { capitalizeFirst } from "./tokens";
export type Rewording = [
  from: string,
  to: string,
  guard?: {
    notAfter?: string[];
    notBefore?: string[];
    onlyBefore?: string[];
    beforeAWord?: boolean;
    /** Not where a sentence or a line opens before these words: "Isn't the office open?" asks. */
    notOpeningBefore?: string[];
  },
];

const LETTER = "[\\p{L}\\p{N}'’]";

export function escapeWord(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");
}

/** One rewording as a function; a comma may sit between its words ("sorry to bother you, but"). */
function compile([from, to, guard]: Rewording): (text: string) => string {
  const body = from.split(" ").map(escapeWord).join(",?\\s+");
  const notAfter = guard?.notAfter ? `(?<!(?:${guard.notAfter.join("|")})\\s+)` : "";
  const notBefore = guard?.notBefore ? `(?!\\s+(?:${guard.notBefore.join("|")})(?!${LETTER}))` : "";
  const onlyBefore = guard?.onlyBefore
    ? `(?=\\s+(?:${guard.onlyBefore.join("|")})(?!${LETTER}))`
    : "";
  const notOpening = guard?.notOpeningBefore
    ? `(?!(?<=^|[.!?]\\s|\\n)${body}\\s+(?:${guard.notOpeningBefore.join("|")})(?!${LETTER}))`
    : "";
  const pattern = new RegExp(
    `(?<!${LETTER})${notOpening}${notAfter}${body}(?!${LETTER})${notBefore}${onlyBefore}${wordAfter(to, guard?.beforeAWord)}`,
    "giu",
  );
  return (text) => text.replace(pattern, (match) => inCaseOf(match, to));
}

/** "Hey" → "Hello", "don't" → "do not"; shouted abbreviations ("ASAP") take the table's casing. */
function inCaseOf(match: string, replacement: string): string {
  const isShouted = (match.match(/\p{Lu}/gu)?.length ?? 0) > 1 && match === match.toUpperCase();
  return /^\p{Lu}/u.test(match) && !isShouted ? capitalizeFirst(replacement) : replacement;
}

/** Removed words may leave a comma behind ("Basically, we ..."), which tidying then drops. */
function wordAfter(to: string, beforeAWord = false): string {
  if (to === "") return "(?=,?\\s+[\\p{L}\\p{N}])";
  return beforeAWord ? "(?=\\s+[\\p{L}\\p{N}])" : "";
}

export function reword(table: Rewording[]): (text: string) => string {
  const steps = table.map(compile);
  return (text) => steps.reduce((current, step) => step(current), text);
}
