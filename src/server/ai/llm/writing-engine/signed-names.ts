/**
 * A name signed at the end of a message's last line, after its last
 * sentence: "… before Thursday? Thanks, Ingrid", "… my dog? Merci! Camille",
 * "… pickup today? Obinna". A message typed on one line signs there, as
 * one written on several lines signs on a line of its own.
 */
import { CALENDAR_NAMES } from "./clause-times";
import { partOfSpeechAt } from "./parts-of-speech";
import { isOneWordPlace } from "./place-names";
import { isTitle, TITLE_PATTERN } from "./titles";
import { GREETINGS, SIGN_OFFS, tokenize, wordSet } from "./tokens";

/** Words that close a message without being anyone's name: "… see you there. Bye". */
const CLOSING_WORDS = new Set([
  ...SIGN_OFFS.flatMap((signOff) => signOff.split(" ")),
  ...GREETINGS.flatMap((greeting) => greeting.split(" ")),
  ...wordSet("bye goodbye ciao later soon xoxo xx ok okay yes no please sorry again thx"),
]);

const MOST_NAME_LENGTH = 80;

/** A title opening a signature: "Dr. Amara Okafor". */
const TITLE_OPENING = new RegExp(`^${TITLE_PATTERN}\\s+`, "u");

/** Where the last sentence of `line` starts: after its last ".", "!" or "?" and a space. */
function lastSentenceStart(line: string): number {
  let start = 0;
  let wordStart = 0;
  for (let at = 1; at < line.length; at++) {
    if (!/\s/.test(line[at] ?? "")) continue;
    // The word is cut only at a stop, so a line of one long word is read once. A title's stop
    // ends no sentence: "… Yours sincerely, Dr. Amara Okafor".
    if (/[.!?]/.test(line[at - 1] ?? "") && !isTitle(line.slice(wordStart, at - 1))) start = at + 1;
    wordStart = at + 1;
  }
  return start;
}

/**
 * One to three words each with its capital that the tagger reads as a name
 * or a noun ("Hye-jin"), the first no day, month, place or closing word:
 * "Obinna", "Tomasz Wójcik"; not "Madrid", "Monday", "Bye", "See You Soon".
 */
function namesSomeone(text: string): boolean {
  // No name of three words runs longer; a longer text is not tagged.
  if (text.length > MOST_NAME_LENGTH) return false;
  const words = text.replace(TITLE_OPENING, "").split(/\s+/);
  const first = words[0] ?? "";
  if (
    words.length > 3 ||
    !words.every((word) => /^\p{Lu}[\p{L}'’-]*$/u.test(word)) ||
    CALENDAR_NAMES.has(first.toLowerCase()) ||
    CLOSING_WORDS.has(first.toLowerCase()) ||
    isOneWordPlace(first)
  )
    return false;
  const tag = partOfSpeechAt(tokenize(text), 0);
  return tag === "PROPN" || tag === "NOUN";
}

/**
 * After a closing ("Thanks, Ingrid", "Cheers Mateo", "- Ingrid"): the name, or
 * undefined. A few words of one's own before a comma close as well: "Saludos,
 * Esperanza", "Thanks in advance, Ingrid".
 */
function afterClosing(sentence: string): string | undefined {
  const lower = sentence.toLowerCase();
  const signOff = SIGN_OFFS.find(
    (words) => lower.startsWith(words) && /^[,!]?\s/.test(sentence.slice(words.length)),
  );
  const dash = /^[-–—]\s*/.exec(sentence)?.[0].length;
  const comma = /^\p{L}+(?:\s\p{L}+){0,2},\s/u.test(sentence) ? sentence.indexOf(",") : undefined;
  return [signOff?.length, dash, comma]
    .map((closing) =>
      closing === undefined ? undefined : sentence.slice(closing).replace(/^[,!]?\s+/, ""),
    )
    .find((name) => name !== undefined && namesSomeone(name));
}

/**
 * The name signed after the last sentence of `line`, as written there, or
 * undefined: a closing and a name, or a name alone after a sentence ("Is it
 * ready? Obinna") or on a line of its own below the message (`belowText`).
 * Not a last sentence that merely ends in a capital ("We will meet in
 * Madrid."), nor thanks with no name.
 */
export function nameSignedAtLineEnd(line: string, belowText: boolean): string | undefined {
  const trimmed = line.trim().replace(/[.!]$/, "");
  const start = lastSentenceStart(trimmed);
  const last = trimmed.slice(start);
  if ((start > 0 || belowText) && namesSomeone(last)) return last;
  return afterClosing(last);
}
