/** A selection read for its grammar: its tokens and the part of speech of each. */
import type { PartOfSpeech } from "./parts-of-speech";
import { tagsOf } from "./selection-slips";
import { type Token, tokenize } from "./tokens";

export interface Reading {
  tokens: Token[];
  tags: Array<PartOfSpeech | undefined>;
}

export const read = (text: string): Reading => {
  const tokens = tokenize(text);
  return { tokens, tags: tagsOf(tokens) };
};

export const isVerbTag = (tag: PartOfSpeech | undefined) => tag === "VERB" || tag === "AUX";

/** The word written with the capital the word said had: "Was" → "Were". */
export const sameCase = (said: string, written: string) =>
  /^\p{Lu}/u.test(said) ? `${written.charAt(0).toUpperCase()}${written.slice(1)}` : written;

/** Each sentence of a selection with its end mark, as its writer set them. */
export const sentencesOf = (text: string) =>
  text.match(/[^.!?]+[.!?]*/gu)?.map((part) => part.trim()) ?? [];
