/**
 * How a rewrite of a selection is asked beyond the words an instruction
 * names anywhere (instructions.ts): each word read with its family ("say it
 * more briefly", "soften it", "the tone friendlier"), and words that only a
 * selection's ask uses, by what they want of the text ("cut it down", "more
 * upbeat", "for a client", "into bullet points").
 */
import type { SelectionAsk } from "./selection-rewrites";

/**
 * Words a selection is asked in, by the ask they make. "List" turns the text
 * into points; the others are the tones and lengths a rewrite knows.
 */
export const SELECTION_ONLY_WORDS: Array<[SelectionAsk, string[]]> = [
  ["list", ["bullet", "bullets", "bulleted", "list", "itemise", "itemize"]],
  [
    "concise",
    ["cut", "lean", "sum", "summary", "summarise", "summarize", "tldr", "crisp", "tight"],
  ],
  [
    "friendly",
    [
      "soft",
      "gentle",
      "upbeat",
      "positive",
      "cheerful",
      "relaxed",
      "chill",
      "laid-back",
      "approachable",
      "human",
      "kind",
      "friend",
      "sweet",
      "happy",
      "light",
      "easygoing",
      "easy-going",
    ],
  ],
  ["professional", ["client", "clients", "customer", "customers", "business", "official"]],
  ["cleanup", ["native", "natural", "fluent", "grammatical", "grammatically"]],
];

/** Courtesies and hedges that look like a family's word and ask nothing: "kindly", "simply", "just". */
const NOT_OF_A_FAMILY = new Set(["kindly", "simply", "really", "only", "early", "nicely"]);

/** The ends a word takes in its family: "briefly", "shorter", "softest", "soften", "warmth". */
const ENDINGS = ["ness", "ly", "est", "er", "en", "th"];

/**
 * The root a word shares with its family, or the word itself: "briefly" →
 * "brief", "softer" → "soft", "soften" → "soft", "politeness" → "polite".
 */
export function familyOf(word: string): string {
  if (NOT_OF_A_FAMILY.has(word)) return word;
  const ending = ENDINGS.find((end) => word.endsWith(end) && word.length >= end.length + 4);
  if (!ending) return word;
  const root = word.slice(0, -ending.length);
  // "friendlier" → "friendli" → "friendly"; "bigger" → "big"
  if (root.endsWith("i")) return `${root.slice(0, -1)}y`;
  return root.length > 3 && root.at(-1) === root.at(-2) ? root.slice(0, -1) : root;
}

/** Verbs whose ask is said with "down": "tone it down", "dial it down", "calm it down". */
const SOFTENED_DOWN = new Set(["tone", "dial", "calm", "water"]);

/**
 * The words of an ask with a verb and its "down" read as one word ("tone it
 * down" → "soft"), a few words apart as people say them.
 */
export function phrasalRead(words: string[]): string[] {
  return words.map((word, at) =>
    word === "down" &&
    words.slice(Math.max(0, at - 3), at).some((before) => SOFTENED_DOWN.has(before))
      ? "soft"
      : word,
  );
}
