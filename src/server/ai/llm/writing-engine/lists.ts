/**
 * Lists said without pauses: "bring your passport your laptop and the
 * charger" → "bring your passport, your laptop and the charger". A list is
 * told by its items, each opening with a determiner, one right after the
 * other, the last joined by "and" or "or". Lists of bare words ("milk eggs
 * and bread") are in bare-lists.ts.
 */
import { hasVerbForm } from "./clause-lexicon";
import { lower, mark, type Token, wordSet } from "./tokens";

const ITEM_OPENERS = wordSet("the a an my your our their his this these those some");
/** Words an item's noun cannot be: the grammar around it. */
const NOT_NOUNS = new Set([
  ...ITEM_OPENERS,
  ...wordSet(
    "and or but to of in on at for with from by about into over after before i we you they he she it me us him her them is are was were be been do does did will would can could should must may might not that which who if when",
  ),
]);
/** Nouns of people, which after a verb name whom something is for: "send your team the file and the invoice". */
const PEOPLE = wordSet(
  "team client clients customer customers manager boss colleague colleagues friend friends family kids children wife husband partner parents landlord staff students",
);

export const isBareNoun = (token: Token | undefined) =>
  token?.kind === "word" &&
  !NOT_NOUNS.has(lower(token) ?? "") &&
  !hasVerbForm(lower(token)) &&
  !/^\d/.test(token.text);

/** Counts said as words, which open an item as a determiner does: "three chairs a table and two lamps". */
const COUNT_WORDS = wordSet("two three four five six seven eight nine ten twelve");
/** Whether an item opens at `at`: a determiner, or a count among items that open with one. */
const opensItem = (tokens: Token[], at: number) =>
  ITEM_OPENERS.has(lower(tokens[at]) ?? "") || COUNT_WORDS.has(lower(tokens[at]) ?? "");

/** Where the item ending just before `end` opens (its determiner), or undefined when none does. */
function itemStart(tokens: Token[], end: number): number | undefined {
  for (const size of [1, 2]) {
    const opener = end - size - 1;
    const words = tokens.slice(opener + 1, end);
    if (opensItem(tokens, opener) && words.every(isBareNoun)) return opener;
  }
  return undefined;
}

export function punctuateLists(tokens: Token[]): Token[] {
  const commas = new Set<number>();
  for (const [index, token] of tokens.entries()) {
    const joiner = lower(token);
    if ((joiner !== "and" && joiner !== "or") || !opensItem(tokens, index + 1)) continue;
    const starts: number[] = [];
    for (let start = itemStart(tokens, index); start !== undefined; ) {
      starts.push(start);
      start = itemStart(tokens, start);
    }
    const second = starts.at(-2);
    if (second === undefined) continue;
    // The first item's last word, just before the second item opens.
    if (PEOPLE.has(lower(tokens[second - 1]) ?? "")) continue;
    // A comma before every item but the first and the one after "and".
    for (const start of starts.slice(0, -1)) commas.add(start);
  }
  return tokens.flatMap((token, index) => (commas.has(index) ? [mark(","), token] : [token]));
}
