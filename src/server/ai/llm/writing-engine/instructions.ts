/**
 * Instructions in the person's words ("make it shorter", "less stiff", "add
 * the commas"): the treatments they ask of a text.
 */
import { familyOf, phrasalRead, SELECTION_ONLY_WORDS } from "./selection-ask-words";
import type { SelectionAsk, Treatment } from "./selection-rewrites";

/** Words naming what to do with a text; the first row that matches wins, so narrower asks come first. */
export const TREATMENT_WORDS: Array<[Treatment, string[]]> = [
  [
    "formal",
    ["formal", "formally", "formality", "polite", "politely", "politer", "courteous", "respectful"],
  ],
  [
    "concise",
    [
      "shorter",
      "shorten",
      "concise",
      "brief",
      "briefer",
      "condense",
      "trim",
      "tighten",
      "succinct",
      "short",
      "direct",
      "simple",
      "simpler",
      "simplify",
      "reduce",
      "summarise",
      "summarize",
      "compress",
    ],
  ],
  [
    "friendly",
    [
      "friendly",
      "friendlier",
      "warm",
      "warmer",
      "casual",
      "casually",
      "nicer",
      "kinder",
      "nice",
      "softer",
      "gentler",
    ],
  ],
  ["confident", ["confident", "confidently", "assertive", "stronger", "bolder"]],
  [
    "cleanup",
    [
      "clean",
      "fix",
      "correct",
      "proofread",
      "grammar",
      "punctuation",
      "spelling",
      "english",
      "mistakes",
      "correction",
      "corrections",
      "errors",
      "typos",
    ],
  ],
  ["professional", ["professional", "professionally", "rewrite", "rephrase", "polish", "improve"]],
];

export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];

/**
 * What "less stiff", "not so formal", "too wordy" ask for: the tone opposite
 * the word said after "less", "not so" or "too".
 */
const OPPOSITES: Record<string, Treatment> = {
  ...Object.fromEntries(
    "formal stiff stuffy serious cold robotic corporate harsh blunt dry rude aggressive pushy bossy curt demanding"
      .split(" ")
      .map((word) => [word, "friendly"]),
  ),
  ...Object.fromEntries("wordy long verbose".split(" ").map((word) => [word, "concise"])),
  ...Object.fromEntries(
    "casual informal friendly chatty sloppy".split(" ").map((word) => [word, "professional"]),
  ),
  ...Object.fromEntries("unsure hesitant timid weak".split(" ").map((word) => [word, "confident"])),
};
const LESSENING = new Set(["less", "too", "so", "as"]);

function oppositeAsked(words: string[]): Treatment | undefined {
  const at = words.findIndex(
    (word, index) => LESSENING.has(words[index - 1] ?? "") && OPPOSITES[word] !== undefined,
  );
  // "so formal" only after "not": "make it so formal" asks for formality.
  const before = words[at - 1];
  if (at < 0 || ((before === "so" || before === "as") && words[at - 2] !== "not")) return undefined;
  return OPPOSITES[words[at] ?? ""];
}

export function treatmentFor(instruction: string): Treatment | undefined {
  const opposite = oppositeAsked(wordsOf(instruction));
  if (opposite) return opposite;
  const words = new Set(wordsOf(instruction));
  return TREATMENT_WORDS.find(([, keywords]) =>
    keywords.some((keyword) => words.has(keyword)),
  )?.[0];
}

/** Words that ask for a rewrite without saying how ("rephrase it"), which another ask says. */
const ANY_REWRITE = new Set(["rewrite", "rephrase", "polish", "improve"]);

/**
 * Words that ask what only a selection is asked: more words ("expand",
 * "add more detail"), plain words ("simpler", "plain English"), or its
 * punctuation put right ("add the commas").
 */
const SELECTION_ASK_WORDS: Array<[SelectionAsk, string[]]> = [
  [
    "longer",
    [
      "longer",
      "lengthen",
      "expand",
      "elaborate",
      "detail",
      "details",
      "detailed",
      "extend",
      "flesh",
    ],
  ],
  ["marks", ["punctuation", "punctuate", "comma", "commas"]],
  // Before "simple" reads as shorter: plain words are asked of legal or official text.
  [
    "plain",
    [
      "plain",
      "simple",
      "simpler",
      "simplify",
      "easier",
      "understandable",
      "clearer",
      "jargon",
      "legal",
      "legalese",
      "bureaucratic",
      "layman",
    ],
  ],
];

const SELECTION_ROWS = [...SELECTION_ASK_WORDS, ...TREATMENT_WORDS, ...SELECTION_ONLY_WORDS];
const rowOf = (word: string) => SELECTION_ROWS.find(([, keywords]) => keywords.includes(word));

/**
 * "it's too short", "not long enough": a text found short asks for more, not
 * less. Words set apart by "(?<!\w)" and "(?!\w)", the same as "\b" beside
 * their letters, which the pattern check reads with these flags in seconds.
 */
const TOO_SHORT =
  /(?<!\w)(?:too|so|very|quite|a bit|a little)\s+(?:short|brief|terse)(?!\w)|(?<!\w)not\s+long\s+enough(?!\w)/iu;
const SHORT_WORDS = new Set(["short", "brief", "terse", "long"]);

/**
 * Every treatment an instruction asks, in the order said ("warmer and a bit
 * shorter"); a word read as "less …" or "too …" asks only its opposite.
 */
export function treatmentsFor(instruction: string): SelectionAsk[] {
  const words = phrasalRead(wordsOf(instruction));
  const opposite = oppositeAsked(words);
  const tooShort = TOO_SHORT.test(instruction);
  const asked = new Set<SelectionAsk>(opposite ? [opposite] : tooShort ? ["longer"] : []);
  for (const word of words) {
    if ((opposite && OPPOSITES[word] !== undefined) || ANY_REWRITE.has(word)) continue;
    if (tooShort && SHORT_WORDS.has(word)) continue;
    const row = rowOf(word) ?? rowOf(familyOf(word));
    if (row) asked.add(row[0]);
  }
  if (asked.size === 0 && words.some((word) => ANY_REWRITE.has(word))) asked.add("professional");
  return [...asked];
}
