/**
 * Names dictation leaves in lower case, written as a careful editor would:
 * places ("back from madrid" → "Madrid", "sao paulo" → "Sao Paulo"),
 * quarters ("q3" → "Q3") and days said short after a word that leads a day
 * ("by wed" → "by Wednesday").
 */
import { PLACE_NAMES } from "./place-names";
import { lower, type Token, word, wordSet } from "./tokens";

/** Each place's words, under its first word in lower case, the longest first. */
const PLACES = new Map<string, string[][]>();
for (const name of PLACE_NAMES) {
  const words = name.split(" ");
  const first = words[0]?.toLowerCase() ?? "";
  PLACES.set(
    first,
    [...(PLACES.get(first) ?? []), words].sort((a, b) => b.length - a.length),
  );
}

/** The place named at `index` in lower case: its words as written, or undefined. */
function placeAt(tokens: Token[], index: number): string[] | undefined {
  return PLACES.get(lower(tokens[index]) ?? "")?.find((words) =>
    words.every((text, at) => {
      const said = tokens[index + at];
      // Said with a capital, a name is the person's own spelling; said in lower case, it is written.
      return said?.kind === "word" && said.text === text.toLowerCase();
    }),
  );
}

const SHORT_DAYS: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  tues: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  thur: "Thursday",
  thurs: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};
/** Words before a day; "to" and "till" only after another day ("from mon to fri"), as "to wed" is to marry. */
const DAY_LEADS = wordSet("on by until from next this every before after");
const DAY_RANGES = wordSet("to till until through");
const FULL_DAYS = new Set(Object.values(SHORT_DAYS));

/** A day said short ("wed"), written in full where a day is meant, read after what is already written. */
function dayAt(token: Token, written: Token[]): string | undefined {
  const day = SHORT_DAYS[token.text];
  if (day === undefined) return undefined;
  const before = lower(written.at(-1)) ?? "";
  const range = DAY_RANGES.has(before) && FULL_DAYS.has(written.at(-2)?.text ?? "");
  return DAY_LEADS.has(before) || range ? day : undefined;
}

export function writeNamedWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    const place = token.kind === "word" ? placeAt(tokens, index) : undefined;
    if (place) {
      out.push(...place.map(word));
      index += place.length - 1;
      continue;
    }
    const day = token.kind === "word" ? dayAt(token, out) : undefined;
    if (day) out.push(word(day));
    else if (token.kind === "word" && /^q[1-4]$/.test(token.text))
      out.push(word(token.text.toUpperCase()));
    else out.push(token);
  }
  return out;
}
