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

/** The tagger, loaded on first use: the model takes about 150 ms to read, once a process. */
export function loadTagger(): Tagger {
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
  const { readDoc, its } = loadTagger();
  const ids = readDoc.call(tagger, text.toLowerCase()).tokens().out(its.uniqueId);
  return ids.length === 1 && (ids[0] ?? lexiconSize) < lexiconSize;
}
