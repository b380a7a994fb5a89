/**
 * People's names said in lower case mid-sentence ("i met priya and rahul",
 * "i talked with anna kowalska"), written with their capitals: a listed
 * given name (given-names.ts), and after it the words of a family name. A
 * family name is told from an English word by the tagger's lexicon, which
 * holds English words and not most family names, so "i gave tom money" and
 * "i told anna yesterday" keep the word after the name as said.
 */
import { GIVEN_NAMES, GIVEN_NAMES_ALSO_WORDS } from "./given-names";
import { type PartOfSpeech, partOfSpeechAt } from "./parts-of-speech";
import { isLexiconWord } from "./tagger";
import { capitalizeFirst, phraseAt, type Token, wordSet } from "./tokens";

/**
 * Common phrases a given name is a word of: "bobby pins", "a cup of joe",
 * "the talks peter out", "roger that", "a prima donna".
 */
const COMMON_PHRASES = [
  "bobby pin",
  "bobby pins",
  "tom yum",
  "cup of joe",
  "sloppy joe",
  "peter out",
  "roger that",
  "terry cloth",
  "terry towel",
  "graham cracker",
  "graham crackers",
  "prima donna",
].map((phrase) => phrase.split(" "));

/** Words before a given name that make it a thing named: "a pooja at home", "a lei", "the raj". */
const ARTICLES = wordSet("a an the");

/** Tags no name is read with: "peter" in "the talks will peter out" is a verb. */
const NOT_NAME_TAGS = new Set<PartOfSpeech | undefined>([
  "VERB",
  "AUX",
  "ADP",
  "DET",
  "PRON",
  "CCONJ",
  "SCONJ",
  "PART",
]);

/**
 * Family names common across cultures that the lexicon holds as English
 * words, and that are seldom said as the word right after a given name
 * ("john smith", "sara khan"); not those often said so ("young", "green",
 * "park", "hill", "wood", "long"), which stay as said.
 */
const FAMILY_NAMES_ALSO_WORDS = wordSet(
  "smith miller lee khan silva costa diaz reyes yang neumann svoboda marino greco carter turner " +
    "cooper murphy foster fisher",
);

/** At most two family names after a given name: "juan carlos mendes". */
const MOST_FAMILY_NAMES = 2;

/** A word said in lower case, without the "'s" of whose it is: "anna" of "anna's". */
const lowerWordAt = (tokens: Token[], index: number): string | undefined => {
  const token = tokens[index];
  return token?.kind === "word" ? /^(\p{Ll}+)(?:['’]s)?$/u.exec(token.text)?.[1] : undefined;
};

const inCommonPhrase = (tokens: Token[], index: number, name: string) =>
  COMMON_PHRASES.some((phrase) =>
    phrase.some((said, at) => said === name && phraseAt(tokens, index - at, phrase)),
  );

/**
 * A listed given name said in lower case, read as a name where it stands.
 * The tagger guesses at a word its lexicon does not hold ("mohammed" reads
 * as a past): only a name that is an English word too is read by its tag.
 */
function givenNameAt(tokens: Token[], index: number): string | undefined {
  const text = lowerWordAt(tokens, index);
  if (text === undefined || !GIVEN_NAMES.has(text) || inCommonPhrase(tokens, index, text)) return;
  if (ARTICLES.has(tokens[index - 1]?.text.toLowerCase() ?? "")) return;
  const readAsWord = NOT_NAME_TAGS.has(partOfSpeechAt(tokens, index)) && isLexiconWord(text);
  return readAsWord ? undefined : text;
}

/**
 * A family name after a given name: another given name ("juan carlos"), a
 * listed family name ("smith"), or a noun the lexicon does not hold as an
 * English word and with a vowel, which chat shorthand ("pdfs", "tmrw") has not.
 */
export function isFamilyNameAt(tokens: Token[], index: number): boolean {
  const text = lowerWordAt(tokens, index);
  if (text === undefined || NOT_NAME_TAGS.has(partOfSpeechAt(tokens, index))) return false;
  if (GIVEN_NAMES.has(text) || FAMILY_NAMES_ALSO_WORDS.has(text)) return true;
  const tag = partOfSpeechAt(tokens, index);
  const noun = tag === "NOUN" || tag === "PROPN";
  return noun && text.length > 1 && /[aeiouy]/.test(text) && !isLexiconWord(text);
}

/** Tags a given name that is a word too is not read with, even before a family name: "will" of "when will nguyen come". */
const NOT_NAME_WORD_TAGS = new Set<PartOfSpeech | undefined>(
  [...NOT_NAME_TAGS].filter((tag) => tag !== "VERB"),
);
/** Words before a verb that make "mark" or "bill" one: "please mark nguyen as absent". */
const BEFORE_A_VERB = wordSet("please");
const BEFORE_A_VERB_TAGS = new Set<PartOfSpeech | undefined>(["AUX", "PART", "PRON"]);
/** Words before a person named: "from will thompson", "to bill nakamura"; "will" is no verb there. */
const BEFORE_A_PERSON = wordSet("from with to by for and");

/**
 * A given name that is a common word too ("mark", "bill"), read as a name
 * before a family name that is no given name: "the email from mark wilson",
 * "send it to bill nakamura"; not "mark the file" or "will anna come".
 * Its tag is read only where no preposition leads it, and "mark" may be
 * tagged a verb there, as the tagger reads it so alone, but not after a
 * word that leads a verb ("please", "we", "will").
 */
function givenWordAt(tokens: Token[], index: number): string | undefined {
  const text = lowerWordAt(tokens, index);
  if (
    text === undefined ||
    !GIVEN_NAMES_ALSO_WORDS.has(text) ||
    /['’]s$/.test(tokens[index]?.text ?? "")
  )
    return;
  const before = tokens[index - 1]?.text.toLowerCase() ?? "";
  if (ARTICLES.has(before)) return;
  const tag = partOfSpeechAt(tokens, index);
  const verb =
    NOT_NAME_WORD_TAGS.has(tag) ||
    (tag === "VERB" &&
      (BEFORE_A_VERB.has(before) || BEFORE_A_VERB_TAGS.has(partOfSpeechAt(tokens, index - 1))));
  if (verb && !BEFORE_A_PERSON.has(before)) return;
  const family = lowerWordAt(tokens, index + 1) ?? "";
  const named =
    !GIVEN_NAMES.has(family) &&
    !GIVEN_NAMES_ALSO_WORDS.has(family) &&
    isFamilyNameAt(tokens, index + 1);
  return named ? text : undefined;
}

/** The person named at `index` in lower case: the words of their name as written, or undefined. */
export function personNameAt(tokens: Token[], index: number): string[] | undefined {
  const given = givenNameAt(tokens, index) ?? givenWordAt(tokens, index);
  if (given === undefined) return undefined;
  const words = [capitalizeFirst(tokens[index]?.text ?? given)];
  // "anna's": whose it is ends the name.
  const owns = (text: string | undefined) => text !== undefined && /['’]s$/.test(text);
  while (
    words.length <= MOST_FAMILY_NAMES &&
    !owns(words.at(-1)) &&
    isFamilyNameAt(tokens, index + words.length)
  )
    words.push(capitalizeFirst(tokens[index + words.length]?.text ?? ""));
  return words;
}

/** Words that join the last of several people named: "anna tom and ben". */
const JOINERS = wordSet("and or");

/**
 * "i met anna tom and ben": given names said in lower case side by side
 * before "and" and one more name are as many people, not one person's given
 * and family name; their words as written, or undefined. Said with
 * capitals ("Anna Maria and Tom"), names are the person's own to group.
 */
export function peopleListedAt(tokens: Token[], index: number): string[] | undefined {
  // Read from a run's first name only, so a long run of names is read once, not from each word.
  if (givenNameAt(tokens, index - 1) !== undefined) return undefined;
  let end = index;
  while (givenNameAt(tokens, end) !== undefined && !/['’]s$/.test(tokens[end]?.text ?? "")) end++;
  if (end - index < 2 || !JOINERS.has(tokens[end]?.text ?? "")) return undefined;
  const last = tokens[end + 1];
  const named =
    givenNameAt(tokens, end + 1) !== undefined || /^\p{Lu}\p{Ll}/u.test(last?.text ?? "");
  return named ? tokens.slice(index, end).map((token) => capitalizeFirst(token.text)) : undefined;
}
