/**
 * The statistical tagger (wink-nlp with its English lite model), loaded once
 * on first use, and what its lexicon knows: parts-of-speech.ts reads texts
 * with it, and a name is told from an English word by whether the lexicon
 * holds the word ("kowalska" is no word it knows, "money" is).
 */
import { createRequire } from "node:module";

/** The universal parts of speech the tagger answers with. */
export type PartOfSpeech =
  | "ADJ"
  | "ADP"
  | "ADV"
  | "AUX"
  | "CCONJ"
  | "DET"
  | "INTJ"
  | "NOUN"
  | "NUM"
  | "PART"
  | "PRON"
  | "PROPN"
  | "PUNCT"
  | "SCONJ"
  | "SPACE"
  | "SYM"
  | "VERB"
  | "X";

/** The few calls of the tagger used here. */
export interface Tagger {
  readDoc(text: string): {
    tokens(): { out(): string[]; out<T>(helper: (...args: never[]) => T): T[] };
  };
  its: {
    pos: (...args: never[]) => PartOfSpeech;
    precedingSpaces: (...args: never[]) => string;
    uniqueId: (...args: never[]) => number;
  };
}

let tagger: Tagger | undefined;
/** How many words the model's lexicon holds: a word read later is numbered past them. */
let lexiconSize = 0;
/**
 * The tagger keeps each word it reads that its lexicon lacks, for good:
 * names, codes, slips, whatever anyone dictated, about 110 bytes each, so a
 * server that ran for months held every unknown word said to it. Past this
 * many the tagger is made anew (some 150 ms, once per this many new words).
 */
const MOST_WORDS_KEPT = 50_000;

/** The tagger, loaded on first use: the model takes about 150 ms to read, once a process. */
function loadTagger(): Tagger {
  if (tagger === undefined) {
    const require = createRequire(import.meta.url);
    const winkNLP = require("wink-nlp") as (model: unknown, pipe: string[]) => Tagger;
    tagger = winkNLP(require("wink-eng-lite-web-model"), ["pos"]);
    // The lexicon's words are numbered first and each unknown word after them as it is first
    // read, so the first word read that no lexicon holds is numbered by the lexicon's size.
    lexiconSize = tagger.readDoc("qxzqjv").tokens().out(tagger.its.uniqueId)[0] ?? 0;
  }
  return tagger;
}

/**
 * Whether the tagger's lexicon holds `text`, a word in lower case: English
 * words ("money", "park") and a few names that are words too ("anna",
 * "smith"), not most family names ("kowalska", "tanaka", "mendes").
 */
export function isLexiconWord(text: string): boolean {
  const { doc, its } = readText(text.toLowerCase());
  const ids = doc.tokens().out(its.uniqueId);
  return ids.length === 1 && (ids[0] ?? lexiconSize) < lexiconSize;
}

/**
 * `text` read by the tagger, with the helpers that read its tokens. When the
 * words the tagger has kept pass MOST_WORDS_KEPT, the next text is read by a
 * new one.
 */
export function readText(text: string): { doc: ReturnType<Tagger["readDoc"]>; its: Tagger["its"] } {
  const nlp = loadTagger();
  const doc = nlp.readDoc(text);
  const newest = doc
    .tokens()
    .out(nlp.its.uniqueId)
    .reduce((most, id) => Math.max(most, id), lexiconSize);
  if (newest - lexiconSize > MOST_WORDS_KEPT) tagger = undefined;
  return { doc, its: nlp.its };
}
