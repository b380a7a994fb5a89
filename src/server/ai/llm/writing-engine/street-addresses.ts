/**
 * A street address said aloud: "forty two baker street" is "42 Baker
 * Street", "12 king road" is "12 King Road". A house number and the street
 * after it are written as on an envelope, whatever else the writer leaves
 * in words; only a name of one or two words ending in a kind of street
 * counts, so "three lane road" or "two main roads" stay as said.
 */
import { isNumberWord } from "./number-words";
import { wordSet } from "./tokens";

const STREET_KINDS = wordSet("street road avenue lane drive boulevard crescent terrace");
/** Words that are never a street's own name: grammar, and what a count is of. */
const NOT_A_NAME = wordSet(
  "the a an of on in at to and or for my your our his her their this that main side back " +
    "one two more other new old",
);

/** A street name and its kind in lower case or not, as words from `index`: its length, or 0. */
export function streetNameLength(words: readonly string[], index: number): number {
  for (let length = 1; length <= 2; length++) {
    const kind = words[index + length]?.toLowerCase();
    if (kind === undefined || !STREET_KINDS.has(kind)) continue;
    const name = words.slice(index, index + length).map((word) => word.toLowerCase());
    const named = name.every(
      (word) =>
        /^\p{L}[\p{L}'’-]*$/u.test(word) && !NOT_A_NAME.has(word) && !STREET_KINDS.has(word),
    );
    return named && !isNumberWord(name[0]) ? length + 1 : 0;
  }
  return 0;
}

/** Whether the word is a house number as typed or said: "42", "12b", "forty". */
export const isHouseNumber = (word: string | undefined) =>
  word !== undefined && (/^\d{1,5}[a-z]?$/i.test(word) || isNumberWord(word));
