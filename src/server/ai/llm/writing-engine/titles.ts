/**
 * Titles said before a name ("Mr Haddad", "Dr. Mensah", "Prof Amara
 * Weber", "Professor Miller", "Uncle Raj"): part of the name, so a comma
 * that sets off who is greeted or called comes after the name, never after
 * the title.
 */
import { CALENDAR_NAMES } from "./clause-times";
import { GIVEN_NAMES } from "./given-names";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/**
 * Titles said in full, and kin or roles said before a name as a title
 * ("Father Gallagher", "Aunt Maria"); a title only with its capital and a
 * name, as each is a word of its own too ("my father", "the judge").
 */
export const SPELLED_TITLES = wordSet(
  "doctor professor captain judge coach aunt auntie uncle father pastor reverend rabbi imam " +
    "officer sergeant detective inspector senator governor mayor",
);

const TITLE_WORDS = ["Mr", "Mrs", "Ms", "Miss", "Dr", "Prof"];
const TITLES = wordSet(
  TITLE_WORDS.flatMap((title) => [title, `${title}.`])
    .join(" ")
    .toLowerCase(),
);
/**
 * The titles a speech recogniser writes in lower case and that open a name
 * there too: "ms varga". Not "miss", which is a verb as often ("I miss Anna").
 */
export const SPOKEN_TITLE_WORDS = TITLE_WORDS.filter((title) => title !== "Miss").map((title) =>
  title.toLowerCase(),
);
/** A pattern for a title with its capital, its stop if written: "Dr", "Mrs.". */
export const TITLE_PATTERN = `(?:${TITLE_WORDS.join("|")})\\.?`;
/** A pattern for a capitalised name, its title with it when one is said: "Anna", "Mr. Zhang". */
export const CAPITALISED_NAME = `(?:${TITLE_PATTERN}\\s+)?\\p{Lu}[\\p{L}'’-]*`;
/** A title and its name opening a text: "Mr Haddad" in "Mr Haddad, thanks …". */
const TITLED_NAME_OPENING = new RegExp(`^${TITLE_PATTERN}\\s+\\p{Lu}[\\p{L}'’-]*`, "u");

/** Whether `word` is a title in any case, with or without its stop: "dr", "Mrs.". */
export const isTitle = (word: string) => TITLES.has(word.toLowerCase());

/** Whether `word` is a title written with its capital: "Dr", "Mrs.", "Professor". */
export const isCapitalisedTitle = (word: string) =>
  /^\p{Lu}/u.test(word) && (isTitle(word) || SPELLED_TITLES.has(word.toLowerCase()));

/** Whether the word at `index` is a title written with its capital: "Dr", "Mrs.". */
export const isTitleAt = (tokens: Token[], index: number) => {
  const token = tokens[index];
  return token?.kind === "word" && isCapitalisedTitle(token.text);
};

/** A capitalised name, not "I": "Haddad", "O'Neill", "Lopez-Vidal". */
const isCapitalisedName = (token: Token | undefined) =>
  token?.kind === "word" && /^\p{Lu}[\p{L}'’-]*$/u.test(token.text) && token.text !== "I";

/**
 * How many words a titled name at `index` spans: the title and one name
 * ("Dr Mensah", 2), or two when the tagger reads a second capitalised word
 * as a name too ("Dr Amara Mensah", 3; not "Dr Mensah Monday …"); 0 when
 * no title opens it. A given name after a family name is someone else's:
 * "Hi Mrs Johnson Emma will not be …".
 */
export function titledNameAt(tokens: Token[], index: number): number {
  if (!isTitleAt(tokens, index) || !isCapitalisedName(tokens[index + 1])) return 0;
  const isGivenName = (at: number) => GIVEN_NAMES.has(lower(tokens[at]) ?? "");
  const surname =
    isCapitalisedName(tokens[index + 2]) &&
    (isGivenName(index + 1) || !isGivenName(index + 2)) &&
    partOfSpeechAt(tokens, index + 2) === "PROPN" &&
    !CALENDAR_NAMES.has(lower(tokens[index + 2]) ?? "");
  return surname ? 3 : 2;
}

/** The titled name opening `text`: "Dr Mensah" in "Dr Mensah, the results …". */
export const titledNameIn = (text: string): string | undefined =>
  text.match(TITLED_NAME_OPENING)?.[0];
