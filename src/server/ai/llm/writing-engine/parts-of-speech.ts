/**
 * The part of speech of each word the writer reads (noun, proper name, verb,
 * auxiliary …), from a statistical tagger, so that a rule can tell a subject
 * and its verb by what the words are rather than by lists of the words
 * themselves: "the printer still does not print", "marketing cannot make it".
 *
 * The tagger (wink-nlp with its English lite model) is loaded once, on the
 * first dictation that needs it, and reads a whole dictation in about a
 * tenth of a millisecond, in time linear in its length. Its answer depends
 * only on the words, so the writer stays a plain function of its input. It
 * errs on some words ("costs", "sales" as nouns or verbs), so rules take it
 * as a guide beside what the writer's own word classes know.
 */
import { OBJECTS, TIME_WORDS } from "./clause-lexicon";
import { ADVERBS, BE_FORMS, MODALS, POSSESSIVES } from "./clause-words";
import { readDayOrdinals } from "./date-parts";
import { type PartOfSpeech, readText } from "./tagger";
import { type Token, tokenize, wordSet } from "./tokens";

export type { PartOfSpeech } from "./tagger";

/** What the tagger made of a text: its pieces, the spaces before each, and their tags. */
interface Reading {
  values: string[];
  spaces: string[];
  tags: PartOfSpeech[];
}

/**
 * The readings made during one call of the writer (`readingOnce`), by text.
 * The writer cleans a text and then cleans what it made again (a reply's
 * message, then its rewrite), and several lists of tokens are read as the
 * same text: each text is read once. Kept for one call only, so no one's
 * words stay in memory after their answer, and bounded all the same.
 */
let readings: Map<string, Reading> | undefined;
const MOST_READINGS = 8;

function readingOf(text: string): Reading {
  const known = readings?.get(text);
  if (known) return known;
  const { doc, its } = readText(text);
  const reading = {
    values: doc.tokens().out(),
    spaces: doc.tokens().out(its.precedingSpaces),
    tags: doc.tokens().out(its.pos),
  };
  if (readings) {
    if (readings.size >= MOST_READINGS) readings.delete(readings.keys().next().value as string);
    readings.set(text, reading);
  }
  return reading;
}

/**
 * Runs one call of the writer reading each text once: the tagger's answer
 * depends only on the text, so a text read again gets the same tags.
 */
export function readingOnce<T>(work: () => T): T {
  if (readings) return work();
  readings = new Map();
  try {
    return work();
  } finally {
    readings = undefined;
  }
}

/** Longer words are no words a rule reads by their part of speech: addresses, codes, runs of marks. */
const LONGEST_WORD = 40;

/**
 * The part of speech of every word of `tokens` (undefined for marks and
 * breaks). The words are read as one text, marks against the word before
 * them, and each word takes the tag of the tagger's first piece of it ("do"
 * of "don't", "we" of "we're"), or of its last for a word joined by hyphens
 * ("follow-up").
 */
export function tagTokens(tokens: Token[]): Array<PartOfSpeech | undefined> {
  const starts: number[] = [];
  const ends: number[] = [];
  // The text is built in parts and its length counted beside it: asking a
  // string built by appending whether it ends a line flattens it each time,
  // which grows with the square of a long dictation.
  const parts: string[] = [];
  let length = 0;
  let lineStart = true;
  const append = (part: string) => {
    parts.push(part);
    length += part.length;
  };
  for (const token of tokens) {
    if (token.kind === "word" && token.text.length > LONGEST_WORD) {
      // The tagger reads a word in time that grows with the square of its length: a longer
      // "word" (a run of dashes, a pasted blob) is read as a stand-in and gets no tag.
      if (!lineStart) append(" ");
      append("x");
      starts.push(-1);
      ends.push(-1);
    } else if (token.kind === "word") {
      if (!lineStart) append(" ");
      starts.push(length);
      append(token.text);
      ends.push(length);
    } else {
      append(token.kind === "break" ? "\n" : token.text);
      starts.push(-1);
      ends.push(-1);
    }
    lineStart = token.kind === "break";
  }
  const text = parts.join("");
  const { values, spaces, tags } = readingOf(text);
  const result: Array<PartOfSpeech | undefined> = tokens.map(() => undefined);
  // Walk the tagger's pieces and the words side by side, by where each starts in the text.
  let offset = 0;
  let word = 0;
  for (const [piece, value] of values.entries()) {
    offset += (spaces[piece] ?? "").length;
    const pieceStart = offset;
    offset += value.length;
    while (word < tokens.length && (ends[word] ?? 0) <= pieceStart) word++;
    const start = starts[word] ?? -1;
    if (start < 0 || pieceStart < start) continue;
    // A word's later pieces take over only past a hyphen, found by the piece, not by searching
    // the word again for each of its pieces (a word of many dashes is many pieces).
    if (result[word] === undefined || text[pieceStart - 1] === "-") result[word] = tags[piece];
  }
  readDegreePhrases(tokens, result);
  readOnlyAfterPossessives(tokens, result);
  readPrepositionObjects(tokens, result);
  readDayOrdinals(tokens, result);
  return result;
}

/**
 * "is on leave", "the bikes are for sale": after "be" or a noun, a
 * preposition's word in its plain form is its object, a noun, where the
 * tagger reads a verb; not "to", which a verb follows, nor a particle after
 * a verb ("log in wait a minute").
 */
function readPrepositionObjects(tokens: Token[], tags: Array<PartOfSpeech | undefined>): void {
  for (let at = 2; at < tokens.length; at++) {
    if (tags[at] !== "VERB" || tags[at - 1] !== "ADP") continue;
    const text = tokens[at]?.text ?? "";
    if (!/^\p{Ll}+$/u.test(text) || /(?:ing|ed)$/.test(text)) continue;
    if (tokens[at - 1]?.text.toLowerCase() === "to") continue;
    const before = tags[at - 2];
    const afterBe = BE_FORMS.has(tokens[at - 2]?.text.toLowerCase() ?? "");
    if (afterBe || before === "NOUN" || before === "PROPN") tags[at] = "NOUN";
  }
}

/** Possessives that open a noun phrase: "his only worry", "her only concern". */
const POSSESSIVE_OPENERS = new Set([...POSSESSIVES, "its"]);

/**
 * "her only concern is the font": after a possessive, "only" is an
 * adjective and the word after it the noun it picks out, where the tagger
 * reads an adverb and a verb.
 */
function readOnlyAfterPossessives(tokens: Token[], tags: Array<PartOfSpeech | undefined>): void {
  for (let at = 1; at + 1 < tokens.length; at++) {
    if (tokens[at]?.text.toLowerCase() !== "only") continue;
    if (!POSSESSIVE_OPENERS.has(tokens[at - 1]?.text.toLowerCase() ?? "")) continue;
    // "I told her only once": no noun after it, so "only" says how often.
    if (tags[at + 1] !== "VERB" && tags[at + 1] !== "NOUN") continue;
    tags[at] = "ADJ";
    tags[at + 1] = "NOUN";
  }
}

/** Nouns that, after "a", say how much of a quality: "a bit late", "a little tired", "a lot better". */
const DEGREE_NOUNS = wordSet("bit little lot");

/**
 * "was a bit damaged", "is a little late": "a" and a degree noun before a
 * word saying how something is are an adverb of degree, not an object the
 * verb before takes, which the tagger reads them as ("a little girl" keeps
 * its noun).
 */
function readDegreePhrases(tokens: Token[], tags: Array<PartOfSpeech | undefined>): void {
  for (let at = 0; at + 2 < tokens.length; at++) {
    if (tokens[at]?.text.toLowerCase() !== "a") continue;
    if (!DEGREE_NOUNS.has(tokens[at + 1]?.text.toLowerCase() ?? "")) continue;
    const said = tags[at + 2];
    const participle = said === "VERB" && /ed$/.test(tokens[at + 2]?.text ?? "");
    if (said === "ADJ" || said === "ADV" || participle) {
      tags[at] = "ADV";
      tags[at + 1] = "ADV";
    }
  }
}

/**
 * The tags of each list of tokens read, kept beside it so that a rule asking
 * word after word tags the dictation once. Keyed by the token itself: the
 * lists the writer builds hold the same word tokens as the list they came
 * from, so a word keeps the tag it had in the whole dictation.
 */
const TAGS = new WeakMap<Token, PartOfSpeech>();
const TAGGED = new WeakSet<Token[]>();

/**
 * The part of speech of the word at `index`, or undefined for a mark, a
 * break, or a word added after `tokens` was read (such as a subject the
 * writer supplies), which rules then read by their word classes alone.
 */
export function partOfSpeechAt(tokens: Token[], index: number): PartOfSpeech | undefined {
  const token = tokens[index];
  if (token?.kind !== "word") return undefined;
  const known = TAGS.get(token);
  if (known !== undefined || TAGGED.has(tokens)) return known;
  TAGGED.add(tokens);
  for (const [at, tag] of tagTokens(tokens).entries()) {
    const tagged = tokens[at];
    if (tag !== undefined && tagged !== undefined && !TAGS.has(tagged)) TAGS.set(tagged, tag);
  }
  return TAGS.get(token);
}

/** Reads `tokens` now if not yet read, so that each word's tag is known by the word alone. */
export function readPartsOfSpeech(tokens: Token[]): void {
  const first = tokens.findIndex((token) => token.kind === "word");
  if (first >= 0) partOfSpeechAt(tokens, first);
}

/** The tag of a word of a list already read (readPartsOfSpeech), or undefined. */
export const partOfSpeechOf = (token: Token | undefined): PartOfSpeech | undefined =>
  token?.kind === "word" ? TAGS.get(token) : undefined;

/** A noun or a name: what a noun phrase ends on. */
export const isNounAt = (tokens: Token[], index: number) => {
  const tag = partOfSpeechAt(tokens, index);
  return tag === "NOUN" || tag === "PROPN";
};

/** A verb, an auxiliary or a modal, whatever its form. */
export const isVerbAt = (tokens: Token[], index: number) => {
  const tag = partOfSpeechAt(tokens, index);
  return tag === "VERB" || tag === "AUX";
};

/**
 * "we finally have", "he even painted it": a word between a subject and its
 * verb, one the writer knows as such or one the tagger reads as an adverb
 * before a verb; a time ("then", "again") is the time rules' to read.
 */
export function adverbBeforeVerbAt(tokens: Token[], at: number): boolean {
  const text = tokens[at]?.text.toLowerCase() ?? "";
  if (ADVERBS.has(text)) return true;
  // "we all went", "they both work": a quantifier of the subject stands where an adverb does.
  if (text === "all" || text === "both") return isVerbAt(tokens, at + 1);
  return isMidAdverb(text, partOfSpeechAt(tokens, at)) && isVerbAt(tokens, at + 1);
}

/**
 * "the code never changes", "the bus usually comes late": a word that may
 * stand between a subject and its verb, known as such or read as an adverb,
 * and no time ("then", "again"), which the time rules read.
 */
export const isMidAdverb = (text: string, tag: PartOfSpeech | undefined) =>
  ADVERBS.has(text) || (tag === "ADV" && !TIME_WORDS.has(text) && !ASKING_ADVERBS.has(text));

/** Adverbs that ask, and open a question of their own: "a tax number where do I find it". */
const ASKING_ADVERBS = wordSet("where when why how");

/** The personal pronouns that are a clause's subject: "we", "they", "it". */
export const SUBJECT_PRONOUNS = wordSet("i we you they he she it");

/** Tags of the words a possessive "her" stands before: "her english", "her new flat", "her 3 kids". */
const POSSESSED_TAGS = new Set<PartOfSpeech>(["NOUN", "PROPN", "ADJ", "NUM"]);

/**
 * "her" before what is hers ("she told me her brother is moving") is a
 * determiner of the phrase after it, not an object that ends a clause
 * ("tell her the car is ready").
 */
export const possessiveHerAt = (tokens: Token[], index: number) =>
  tokens[index]?.text.toLowerCase() === "her" &&
  POSSESSED_TAGS.has(partOfSpeechAt(tokens, index + 1) as PartOfSpeech) &&
  !nameWithVerbAfterPreposition(tokens, index);

/**
 * "I sent the photos to her Lars wants them": after a preposition, "her"
 * before a name and that name's verb is the preposition's object, and the
 * name the next clause's subject.
 */
const nameWithVerbAfterPreposition = (tokens: Token[], index: number) =>
  partOfSpeechAt(tokens, index - 1) === "ADP" &&
  /^\p{Lu}\p{Ll}/u.test(tokens[index + 1]?.text ?? "") &&
  isVerbAt(tokens, index + 2);

/** Pronouns that are a preposition's object wherever one stands before them: "to you", "with it". */
const PREPOSITION_OBJECTS = wordSet("you it");
/** Pronouns that are a verb's object, and a subject only before a verb: "loved it", "sending this". */
const OBJECT_OR_SUBJECT = wordSet("it this");

/**
 * Whether the word at `at` is a pronoun that is a verb's object: "them",
 * "us", "her" but not before what is hers. "it" and "this" are subjects too
 * ("is it", "this works"): by default they count only right after a verb
 * ("we loved it", "thanks for sending this"); `itAnywhere` counts "it"
 * wherever it stands, for a rule that reads the word after an order
 * ("refill it please") and asks for no verb after it itself.
 */
export function objectPronounAt(tokens: Token[], at: number, itAnywhere = false): boolean {
  const text = tokens[at]?.text.toLowerCase() ?? "";
  if (OBJECTS.has(text)) return !possessiveHerAt(tokens, at);
  if (itAnywhere) return text === "it";
  // "I will send it to you Maria will …": after a preposition "you" and "it" are its object; not in
  // a phrase fronted before its clause ("thanks to you we won"), which leads into that clause.
  if (PREPOSITION_OBJECTS.has(text) && partOfSpeechAt(tokens, at - 1) === "ADP")
    return at > 2 && tokens[at - 3]?.kind === "word";
  return (
    OBJECT_OR_SUBJECT.has(text) &&
    (partOfSpeechAt(tokens, at - 1) === "VERB" || doneAt(tokens, at - 1))
  );
}

/** The forms of "do", which the tagger reads as an auxiliary wherever they stand. */
const DO_FORMS = wordSet("do does did");

/**
 * "I can do it", "we did it", "try to do this": "do" after a modal, a
 * subject or "to" is the verb that takes the object; not "did it work",
 * which asks.
 */
const DOERS = new Set([...MODALS, ...wordSet("i we you they he she to not")]);
const doneAt = (tokens: Token[], at: number) =>
  DO_FORMS.has(tokens[at]?.text.toLowerCase() ?? "") &&
  DOERS.has(tokens[at - 1]?.text.toLowerCase() ?? "");

/**
 * Each match of `pattern` (one word said one of two ways: "lets", "its")
 * written as `written` says, by whether `reads` finds it the first way among
 * the tagged words around it. The text is tokenized and tagged once, and
 * only when the word is there; where the tokens hold the word otherwise
 * than the pattern found it ("(lets"), every match is read the second way.
 */
export function wordsReadInPlace(
  text: string,
  pattern: RegExp,
  reads: (tokens: Token[], tags: Array<PartOfSpeech | undefined>, index: number) => boolean,
  written: (said: string, initial: string, readFirstWay: boolean) => string,
): string {
  const said = [...text.matchAll(pattern)].map((match) => match[0].toLowerCase());
  if (said.length === 0) return text;
  const word = said[0];
  const tokens = tokenize(text);
  const tags = tagTokens(tokens);
  const found = tokens.flatMap((token, index) =>
    token.kind === "word" && token.text.toLowerCase() === word ? [reads(tokens, tags, index)] : [],
  );
  const read = found.length === said.length ? found : [];
  let at = 0;
  return text.replace(pattern, (match, initial: string) =>
    written(match, initial, read[at++] === true),
  );
}
