/**
 * Titles said before a name ("Mr Haddad", "Dr. Mensah", "Prof Amara
 * Weber"): part of the name, so a comma that sets off who is greeted or
 * called comes after the name, never after the title.
 */
import { CALENDAR_NAMES } from "./clause-times";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

const TITLE_WORDS = ["Mr", "Mrs", "Ms", "Miss", "Dr", "Prof"];
const TITLES = wordSet(
  TITLE_WORDS.flatMap((title) => [title, `${title}.`])
    .join(" ")
    .toLowerCase(),
);
/** A title and its name opening a text: "Mr Haddad" in "Mr Haddad, thanks …". */
const TITLED_NAME_OPENING = new RegExp(
  `^(?:${TITLE_WORDS.join("|")})\\.?\\s+\\p{Lu}[\\p{L}'’-]*`,
  "u",
);

/** Whether the word at `index` is a title written with its capital: "Dr", "Mrs.". */
export const isTitleAt = (tokens: Token[], index: number) => {
  const token = tokens[index];
  return (
    token?.kind === "word" && /^\p{Lu}/u.test(token.text) && TITLES.has(token.text.toLowerCase())
  );
};

/** A capitalised name, not "I": "Haddad", "O'Neill", "Lopez-Vidal". */
const isCapitalisedName = (token: Token | undefined) =>
  token?.kind === "word" && /^\p{Lu}[\p{L}'’-]*$/u.test(token.text) && token.text !== "I";

/**
 * How many words a titled name at `index` spans: the title and one name
 * ("Dr Mensah", 2), or two when the tagger reads a second capitalised word
 * as a name too ("Dr Amara Mensah", 3; not "Dr Mensah Monday …"); 0 when
 * no title opens it.
 */
export function titledNameAt(tokens: Token[], index: number): number {
  if (!isTitleAt(tokens, index) || !isCapitalisedName(tokens[index + 1])) return 0;
  const surname =
    isCapitalisedName(tokens[index + 2]) &&
    partOfSpeechAt(tokens, index + 2) === "PROPN" &&
    !CALENDAR_NAMES.has(lower(tokens[index + 2]) ?? "");
  return surname ? 3 : 2;
}

/** The titled name opening `text`: "Dr Mensah" in "Dr Mensah, the results …". */
export const titledNameIn = (text: string): string | undefined =>
  text.match(TITLED_NAME_OPENING)?.[0];
