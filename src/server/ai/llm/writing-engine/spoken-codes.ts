/**
 * Codes and email addresses spelt out aloud: "a b seven seven three" →
 * "AB773", "anna dot kowalski at gmail dot com" → "anna.kowalski@gmail.com".
 */
import { UNITS } from "./number-words";
import { DETERMINERS, wordSet } from "./tokens";

/** A digit said in a code: "seven", "oh", or a figure typed. */
function digitOf(word: string): string | undefined {
  if (/^\d+$/.test(word)) return word;
  if (word === "oh") return "0";
  const unit = UNITS[word];
  return unit !== undefined && unit < 10 ? String(unit) : undefined;
}

const isLetter = (word: string | undefined) => word !== undefined && /^[a-z]$/.test(word);
/** "a" and "i" are words too: they start a code only with another letter after them. */
const WORDS_THAT_ARE_LETTERS = wordSet("a i");

/** Words said between a code's groups, as written: "t k t dash four four nine one". */
const CODE_JOINERS: Record<string, string> = { dash: "-", hyphen: "-" };

/**
 * Whether the word at `at` goes on a code: a digit, or a letter; "a" and "i"
 * only between characters of the code, as they are words too ("… three a day").
 */
function goesOn(words: string[], at: number, previousIsLetter: boolean): boolean {
  const word = words[at] ?? "";
  if (digitOf(word) !== undefined) return true;
  if (!isLetter(word)) return false;
  if (!WORDS_THAT_ARE_LETTERS.has(word) || previousIsLetter) return true;
  const next = words[at + 1];
  return isLetter(next) || digitOf(next ?? "") !== undefined;
}

/**
 * A code read out a character at a time at `index` of `words` (lower case):
 * letters and digits said one by one, groups joined by "dash" ("k l m four
 * two nine", "s w one a one a a", "t k t dash four four nine one"). It
 * starts with a letter and takes at least two digits and four characters,
 * so "plan b two" and "a b in maths" stay.
 */
export function spelledCodeAt(
  words: string[],
  index: number,
): { text: string; length: number } | undefined {
  const first = words[index];
  if (!isLetter(first)) return undefined;
  // "a 7 7 4 9 2": "a" before digits is a code's letter only before a run of
  // digits said one by one, which no article stands before ("a 3 or 4").
  const articleFirst = WORDS_THAT_ARE_LETTERS.has(first ?? "") && !isLetter(words[index + 1]);
  if (articleFirst && digitOf(words[index + 1] ?? "") === undefined) return undefined;
  // A code starts where its characters start: read from inside a run of letters
  // again and again, a long run would be read over once per letter.
  const previous = words[index - 1] ?? "";
  if (isLetter(previous) || digitOf(previous) !== undefined) return undefined;
  let text = "";
  let digits = 0;
  let at = index;
  let previousIsLetter = false;
  for (;;) {
    const joiner = CODE_JOINERS[words[at] ?? ""];
    if (joiner && text && goesOn(words, at + 1, false)) {
      text += joiner;
      at += 1;
      previousIsLetter = false;
      continue;
    }
    if (!goesOn(words, at, previousIsLetter)) break;
    const word = words[at] ?? "";
    const digit = digitOf(word);
    text += digit ?? word.toUpperCase();
    digits += digit?.length ?? 0;
    previousIsLetter = digit === undefined;
    at += 1;
  }
  const characters = text.replace(/-/g, "").length;
  if (articleFirst && singleDigitsFrom(words, index + 1) < FEWEST_DIGITS_AFTER_ARTICLE)
    return undefined;
  return digits >= 2 && characters >= 4 ? { text, length: at - index } : undefined;
}

/** Digits said one by one after "a" that make it a code's letter: "a 7 7 4 9", not "a 1000" or "a 3 4". */
const FEWEST_DIGITS_AFTER_ARTICLE = 4;

/** How many digits are said one at a time from `index`: "7 7 4 9" is four, "1000" none. */
function singleDigitsFrom(words: string[], index: number): number {
  let count = 0;
  while (digitOf(words[index + count] ?? "")?.length === 1) count++;
  return count;
}

/** Places numbered with a letter after: "room 3 b", "seat 14 c", "gate 5 a". */
const LETTERED_PLACES = wordSet(
  "room seat gate flat apartment apt unit suite platform terminal block building bay desk row stand hall level ward bed cabin locker office house studio lab classroom pier dock zone section",
);

/** Words between a place and its number: "my seat is 14 c", "room number 3 b". */
const PLACE_TO_NUMBER = wordSet("is was number no");

/** Whether the word for a place comes just before `index`, or a word or two such as "is" before. */
export function placeBefore(words: string[], index: number): boolean {
  let at = index - 1;
  while (at >= index - 2 && PLACE_TO_NUMBER.has(words[at] ?? "")) at--;
  return LETTERED_PLACES.has(words[at] ?? "");
}

/**
 * Words after which "a" or "i" closes a place's number rather than opening a
 * phrase: "gate 5 a is closed", "seat 14 a please", but "room 3 a week ago".
 */
const AFTER_A_CLOSING_LETTER = wordSet(
  "is was are were has had will would can could should and or on in at for near next by with to please but so then from",
);

/**
 * A place's number and the letter said after it at `index`, after the word
 * for the place: "room 3 b" → "3B", "my seat is 14 c" → "14C". Only after
 * such a word, as "3 b" or "2 a" may be grades or counts ("3 a day").
 */
export function letteredPlaceAt(
  words: string[],
  index: number,
): { text: string; length: number } | undefined {
  const number = words[index] ?? "";
  const letter = words[index + 1];
  if (!placeBefore(words, index) || !/^\d{1,4}$/.test(number)) return undefined;
  if (!isLetter(letter) || isLetter(words[index + 2]) || digitOf(words[index + 2] ?? ""))
    return undefined;
  const after = words[index + 2];
  const closes =
    !WORDS_THAT_ARE_LETTERS.has(letter ?? "") ||
    after === undefined ||
    AFTER_A_CLOSING_LETTER.has(after);
  return closes ? { text: `${number}${(letter ?? "").toUpperCase()}`, length: 2 } : undefined;
}

/** The endings an address is said with. */
const TOP_DOMAINS = wordSet(
  "com org net edu gov io co uk de pl fr es it nl eu info biz me app dev ai us ca au in ch at be se no dk fi cz pt br jp",
);
/** Words said between the parts of an address's name, as written. */
const JOINERS: Record<string, string> = { dot: ".", underscore: "_", dash: "-", hyphen: "-" };
/** Words after which an address said aloud starts: "my email is anna …", "send it to tom at …". */
const ADDRESS_LEADS = wordSet("is to email e-mail address mail cc at me contact reach from");
const isPart = (word: string | undefined) =>
  word !== undefined && /^[\p{L}\d]+$/u.test(word) && !(word in JOINERS) && word !== "at";

/** Parts joined by "dot", "underscore" or "dash" from `index`: "anna dot kowalski". */
function partsAt(words: string[], index: number): { text: string; length: number; last: string } {
  let text = words[index] ?? "";
  let at = index + 1;
  while (JOINERS[words[at] ?? ""] !== undefined && isPart(words[at + 1])) {
    text += `${JOINERS[words[at] ?? ""]}${words[at + 1]}`;
    at += 2;
  }
  return { text, length: at - index, last: words[at - 1] ?? "" };
}

/**
 * An email address spelt out at `index` after the word `before`: a name, "at",
 * and a domain of parts joined by "dot" that ends as domains do.
 */
export function emailAt(
  words: string[],
  index: number,
  before: string | undefined,
): { text: string; length: number } | undefined {
  if (!ADDRESS_LEADS.has(before ?? "") || !isPart(words[index])) return undefined;
  // Not from inside a chain of "dot"s whose lead was itself a part ("x dot to x dot to …").
  if (JOINERS[words[index - 2] ?? ""] !== undefined) return undefined;
  const name = partsAt(words, index);
  const at = index + name.length;
  if (words[at] !== "at" || !isPart(words[at + 1])) return undefined;
  const domain = partsAt(words, at + 1);
  if (!domain.text.includes(".") || !TOP_DOMAINS.has(domain.last)) return undefined;
  return { text: `${name.text}@${domain.text}`, length: name.length + 1 + domain.length };
}

/**
 * A site said aloud at `index`: "booking dot com" → "booking.com", "Booking
 * dot com" → "Booking.com" (its name as written, `said`), where the last part
 * ends as domains do. Not after a determiner: "the dot com era" stays.
 */
export function domainAt(
  words: string[],
  said: string[],
  index: number,
): { text: string; length: number } | undefined {
  if (words[index + 1] !== "dot" || !isPart(words[index]) || DETERMINERS.has(words[index] ?? ""))
    return undefined;
  // Read from where the name starts only: from each of its parts again, a long
  // chain of "dot"s would be read over once per part.
  if (JOINERS[words[index - 1] ?? ""] !== undefined) return undefined;
  const domain = partsAt(words, index);
  if (!TOP_DOMAINS.has(domain.last) || words[index + domain.length] === "at") return undefined;
  return {
    text: `${said[index] ?? ""}${domain.text.slice((words[index] ?? "").length)}`,
    length: domain.length,
  };
}
