/**
 * Items said in one breath that are told apart by their being alike, not by
 * an "and" before each: amounts or counts each with the same word after
 * ("3 days in Rome 2 in Florence", "50 percent now 50 percent after
 * delivery"), days each with the hours after them ("Monday to Friday 9 to 6
 * Saturday 10 to 2"), and options named by a letter ("a b or c"). Each
 * function returns the index of the token each comma is set before.
 */
import { isWord } from "./clause-lexicon";
import { isVerbAt } from "./parts-of-speech";
import { isCount } from "./series-words";
import { lower, type Token, word, wordSet } from "./tokens";

/** Words that open the phrase of a counted item: "in Rome", "for adults", "on Monday". */
const ITEM_PREPOSITIONS = wordSet("in on at for by per from with");
/** Words a count after them belongs to, as part of the same item: "for 20 euros", "room 2". */
const COUNT_TAKERS = wordSet(
  "to and or of for in on at by from with per than until till between about around over under the a an " +
    "room gate floor page line platform bus table level step version chapter number terminal seat flight door exit",
);
/** At most this many words after a count before the next item's count. */
const MOST_ITEM_WORDS = 5;

/** The words a counted item's likes must repeat: the word after its count, and its preposition. */
function itemKeys(tokens: Token[], start: number): string[] | undefined {
  const after = lower(tokens[start + 1]) ?? "";
  if (!isWord(tokens[start + 1]) || COUNT_TAKERS.has(after) || isCount(tokens[start + 1]))
    return ITEM_PREPOSITIONS.has(after) ? [after] : undefined;
  const preposition = lower(tokens[start + 2]) ?? "";
  return ITEM_PREPOSITIONS.has(preposition) ? [after, preposition] : [after];
}

/** The count of the next item like the one from `start` (keyed by `keys`), or undefined. */
function nextLikeItem(tokens: Token[], start: number, keys: string[]): number | undefined {
  for (let at = start + 2; at <= start + 1 + MOST_ITEM_WORDS; at++) {
    if (!isWord(tokens[at]) || isVerbAt(tokens, at)) return undefined;
    if (!isCount(tokens[at])) continue;
    if (COUNT_TAKERS.has(lower(tokens[at - 1]) ?? "") || isCount(tokens[at - 1])) return undefined;
    return keys.includes(lower(tokens[at + 1]) ?? "") ? at : undefined;
  }
  return undefined;
}

/**
 * "we spent 3 days in Rome 2 in Florence and 1 in Venice", "20 dollars for
 * adults 10 for children": a count whose next word, or the preposition
 * after its noun, a later count repeats opens an item like the first. Not a
 * count a word before it takes: "2 tickets for 20 euros", "the guests in room 2".
 */
export function likeCountCommas(tokens: Token[]): number[] {
  const commas: number[] = [];
  for (let start = 0; start < tokens.length; start++) {
    if (!isCount(tokens[start])) continue;
    const keys = itemKeys(tokens, start);
    if (keys === undefined) continue;
    let item = nextLikeItem(tokens, start, keys);
    while (item !== undefined) {
      commas.push(item);
      start = item;
      item = nextLikeItem(tokens, item, keys);
    }
  }
  return commas;
}

/** Days and what a day's hours may be given for: "Saturday 10 to 2", "weekends 9 to 1". */
const DAYS = wordSet(
  "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays weekdays weekends",
);
const RANGE_WORDS = wordSet("to till until");
const MERIDIEMS = wordSet("am pm");

/** Whether a range of hours ends right before `at`: "9 to 6", "9 am to 6 pm". */
function hoursEndBefore(tokens: Token[], at: number): boolean {
  const last = MERIDIEMS.has(lower(tokens[at - 1]) ?? "") ? at - 2 : at - 1;
  const before = lower(tokens[last - 1]) ?? "";
  return isCount(tokens[last]) && (RANGE_WORDS.has(before) || MERIDIEMS.has(before));
}

/**
 * "open Monday to Friday 9 to 6 Saturday 10 to 2": a day, or two joined by
 * "to", with its own hours after the hours of the days before.
 */
export function dayHoursCommas(tokens: Token[]): number[] {
  const commas: number[] = [];
  for (let at = 1; at < tokens.length; at++) {
    if (!DAYS.has(lower(tokens[at]) ?? "") || !hoursEndBefore(tokens, at)) continue;
    const ranged =
      RANGE_WORDS.has(lower(tokens[at + 1]) ?? "") && DAYS.has(lower(tokens[at + 2]) ?? "");
    if (isCount(tokens[ranged ? at + 3 : at + 1])) commas.push(at);
  }
  return commas;
}

/** Letters that name options: "plan a b or c". */
const isLetter = (token: Token | undefined) =>
  token?.kind === "word" && /^[a-h]$/i.test(token.text);

/**
 * "3 options a b or c": letters said one after the other, the last after
 * "or" or "and", name options, written as capitals with commas between.
 * Where the letters are, and where their commas go.
 */
export function letterOptions(tokens: Token[]): { letters: number[]; commas: number[] } {
  const letters: number[] = [];
  const commas: number[] = [];
  for (let joiner = 2; joiner < tokens.length; joiner++) {
    const text = lower(tokens[joiner]);
    if ((text !== "or" && text !== "and") || !isLetter(tokens[joiner + 1])) continue;
    if (isLetter(tokens[joiner + 2])) continue;
    let first = joiner;
    while (isLetter(tokens[first - 1])) first -= 1;
    if (joiner - first < 2) continue;
    for (let at = first; at < joiner; at++) {
      letters.push(at);
      if (at > first) commas.push(at);
    }
    letters.push(joiner + 1);
  }
  return { letters, commas };
}

/** The tokens with the letters naming options in capitals. */
export const capitalLetters = (tokens: Token[], letters: number[]): Token[] =>
  tokens.map((token, index) => (letters.includes(index) ? word(token.text.toUpperCase()) : token));
