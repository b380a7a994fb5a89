/**
 * One reading of a set phrase of courtesy and whom it addresses: thanks,
 * an apology, congratulations, praise said in a set way, a "quick question",
 * a farewell ("big thanks Marco …", "my apologies everyone …", "… tonight
 * cheers", "… sorry Hiroshi"). The phrase says all it says, so it stands as
 * a sentence of its own; a name or a group said right after it is whom it
 * calls, set off by its comma, not the subject of what follows. The opening
 * reading (courtesy-openings.ts) and the closing one (closing-courtesies.ts)
 * both read phrases and whom they call here.
 */
import { CALLED_WORDS } from "./called-words";
import { FINITE } from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { nameLengthAt } from "./subject-verb";
import { capitalizeFirst, lower, type Token, word, wordSet } from "./tokens";

/**
 * Set phrases of courtesy, longest first where one holds another. Each is
 * complete: nothing it needs follows it.
 */
const SET_PHRASES = [
  "thank you very much",
  "thank you so much",
  "thank you kindly",
  "thank you",
  "thanks a lot",
  "thanks so much",
  "thanks a million",
  "many thanks",
  "big thanks",
  "thanks",
  "much appreciated",
  "my apologies",
  "apologies",
  "so sorry",
  "really sorry",
  "sorry",
  "congratulations",
  "congrats",
  "well done",
  "good job",
  "great job",
  "nice work",
  "good work",
  "great work",
  "cheers",
  "no worries",
  "good night",
  "take care",
  "bye for now",
  "goodbye for now",
  "bye bye",
  "goodbye",
  "bye",
  "one quick question",
  "quick question for you",
  "quick question",
  "one question",
].map((phrase) => phrase.split(" "));

/**
 * The phrases that only thank or apologise: said after any clause they end
 * it ("the room is taken sorry"). The others can be what a verb before them
 * takes ("had no worries", "did great work"), so they end a clause only
 * after a word no verb's object follows.
 */
const THANKS_OR_APOLOGIES = new Set(["thank", "thanks", "many", "sorry", "so", "really"]);

const matches = (tokens: Token[], at: number, phrase: string[]) =>
  at >= 0 && phrase.every((expected, offset) => lower(tokens[at + offset]) === expected);

/** How many words at `index` are a set phrase of courtesy (0 when none): "thanks a lot", "my apologies". */
export function courtesyPhraseAt(tokens: Token[], index: number): number {
  return SET_PHRASES.find((phrase) => matches(tokens, index, phrase))?.length ?? 0;
}

/** The set phrase of courtesy ending just before `end`, or undefined. */
function courtesyPhraseBefore(tokens: Token[], end: number): string[] | undefined {
  return SET_PHRASES.find((phrase) => matches(tokens, end - phrase.length, phrase));
}

/** Whether the phrase only thanks or apologises, which ends whatever clause it follows. */
export const onlyThanksOrApologises = (phrase: string[]) =>
  THANKS_OR_APOLOGIES.has(phrase[0] ?? "");

/**
 * Words that make a courtesy bigger after it, which the tagger may read as
 * nouns: "thanks heaps", "thanks loads", "sorry again"; never a name.
 */
const BIGGER = wordSet("loads heaps lots tons again anyway");

/** Tags of a word said low that may be a name: never an adverb, a pronoun or a small word. */
const NAME_TAGS = new Set(["NOUN", "PROPN", "X"]);

/**
 * Whether the word at `at`, said low, may be a name: a noun by the tagger,
 * or a verb it knows no form of ("ahmed" read as a past), but not "forgot"
 * or "running" ("sorry forgot the …").
 */
function nameSaidLowAt(tokens: Token[], at: number): boolean {
  const text = tokens[at]?.text ?? "";
  if (!/^\p{Ll}{2,}$/u.test(text) || BIGGER.has(text)) return false;
  const tag = partOfSpeechAt(tokens, at) ?? "";
  return NAME_TAGS.has(tag) || (tag === "VERB" && !FINITE.has(text) && !/ing$/.test(text));
}

/** How many words before `end` make a courtesy bigger: "heaps", "again", "at all"; 0 when none. */
function biggerBefore(tokens: Token[], end: number): number {
  if (lower(tokens[end - 2]) === "at" && lower(tokens[end - 1]) === "all") return 2;
  return BIGGER.has(lower(tokens[end - 1]) ?? "") || partOfSpeechAt(tokens, end - 1) === "ADV"
    ? 1
    : 0;
}

/**
 * The set phrase of courtesy ending just before `end`, perhaps with words
 * that make it bigger after it ("thanks heaps", "sorry again", "no worries
 * at all"): where it starts and the phrase, or undefined.
 */
export function courtesyEndingAt(
  tokens: Token[],
  end: number,
): { at: number; phrase: string[] } | undefined {
  const bare = courtesyPhraseBefore(tokens, end);
  if (bare) return { at: end - bare.length, phrase: bare };
  const bigger = biggerBefore(tokens, end);
  const phrase = bigger > 0 ? courtesyPhraseBefore(tokens, end - bigger) : undefined;
  return phrase ? { at: end - bigger - phrase.length, phrase } : undefined;
}

/**
 * Whom the word at `at` calls, after a courtesy: `length` words (0 when
 * none) and whether the name was said low and is written with its capital
 * ("thanks olga the numbers …"). A capitalised or titled name is always
 * whom it calls; a group or a word said low only after a set phrase
 * (`afterSetPhrase`), and a word said low only before a clause of its own
 * (`clauseAt`) and not as a word the phrase could take ("thanks again").
 */
export function addresseeAt(
  tokens: Token[],
  at: number,
  afterSetPhrase: boolean,
  clauseAt: (index: number) => boolean,
): { length: number; lowered: boolean } {
  const named = nameLengthAt(tokens, at);
  if (named > 0) return { length: named, lowered: false };
  const text = lower(tokens[at]) ?? "";
  // "dear hiring team": after words of praise, a group word ends what is praised.
  if (tokens[at]?.kind !== "word" || !afterSetPhrase) return { length: 0, lowered: false };
  if (CALLED_WORDS.has(text)) return { length: 1, lowered: false };
  const low = nameSaidLowAt(tokens, at) && clauseAt(at + 1);
  return { length: low ? 1 : 0, lowered: low };
}

/** The name a courtesy calls, as written: with its capital when it was said low ("thanks olga" → "Olga"). */
export const calledNameAsWritten = (name: Token[], lowered: boolean): Token[] =>
  lowered ? name.map((token) => word(capitalizeFirst(token.text))) : name;
