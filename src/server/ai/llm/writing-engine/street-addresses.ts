/**
 * A street address said aloud: "forty two baker street" is "42 Baker
 * Street", "12 king road" is "12 King Road". A house number and the street
 * after it are written as on an envelope, whatever else the writer leaves
 * in words; only a name of one or two words ending in a kind of street
 * counts, so "three lane road" or "two main roads" stay as said. A street
 * said without its number after a word saying where ("on king street") is
 * written so too.
 */
import { isNumberWord } from "./number-words";
import { wordSet } from "./tokens";

const STREET_KINDS = wordSet("street road avenue lane drive boulevard crescent terrace");
/**
 * Words that are never a street's own name: grammar, what a count is of, and
 * units a number measures ("5 minutes drive away", "2 hours drive").
 */
const NOT_A_NAME = wordSet(
  "the a an of on in at to and or for my your our his her their this that main side back " +
    "one two more other new old " +
    "seconds minutes mins hours hrs days weeks months years miles metres meters kilometres kilometers km",
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

/** Kinds of street named without a number; not "drive" or "terrace", said of disks and houses. */
const NAMED_KINDS = wordSet("street road avenue lane boulevard square");
/** Words before a street said without its number: where one is, goes or comes from. */
const STREET_LEADS = wordSet(
  "on in at off onto along down up from to into near via across past opposite behind",
);
/**
 * Words that describe a road or pick one out rather than name it: "in the
 * fast lane", "down memory lane", "on this road", "back to square one".
 */
const DESCRIBING_A_STREET = wordSet(
  "the a an my your our his her their its this that these those every each some any no which " +
    "what same other next last first wrong right left fast slow busy quiet narrow wide open " +
    "closed empty public private local dirt gravel toll bus cycle bike slip service access " +
    "ring memory dead side back one two to",
);

/**
 * "on king street", "off main road", "in times square": a street said
 * without a house number, after a word saying where, named by one word
 * that does not describe it: its length (2), or 0. "The main road" and
 * "down memory lane" stay as said.
 */
export function namedStreetLength(words: readonly string[], index: number): number {
  if (index < 1) return 0;
  const [lead, name, kind] = words.slice(index - 1, index + 2).map((word) => word.toLowerCase());
  if (lead === undefined || !STREET_LEADS.has(lead) || kind === undefined) return 0;
  if (!NAMED_KINDS.has(kind) || name === undefined || !/^\p{L}+$/u.test(name)) return 0;
  const named = !DESCRIBING_A_STREET.has(name) && !STREET_KINDS.has(name) && !isNumberWord(name);
  return named ? 2 : 0;
}
