/** What a writing engine is asked to do, and the interface every engine offers. */
import { EXTENSION_TONES } from "../../../shared/extension";
import type { Snippet } from "./snippets";

export const WRITING_MODES = [
  "cleanup",
  "rewrite",
  "reply",
  "comment",
  "write",
  "transform",
  "title",
] as const;
/** The tones a person can pick: the extension's list, which is the product's. */
export const WRITING_TONES = EXTENSION_TONES;

export type WritingMode = (typeof WRITING_MODES)[number];
export type WritingTone = (typeof WRITING_TONES)[number];

/**
 * One piece of writing work. Cloud models and the local engine take this same
 * input, so a caller never needs to know which one answers.
 */
export type WritingTask = {
  mode: WritingMode;
  /** The person's own words: dictation, selected text or the first chat message. */
  text: string;
  tone?: WritingTone;
  /** What is being answered: the email or post a reply or comment is for; for `write`, the page. */
  context?: string;
  /** The person's dictionary: names and terms to keep exactly as written. */
  dictionary?: readonly string[];
  /** What the editor already holds (greeting, signature, quoted text): not to be repeated. */
  editor?: string;
  /** For `transform`: what to do with the text, in the person's words ("make it shorter"). */
  instruction?: string;
  /** The person's snippets: a trigger said in `text` becomes the snippet's text, exactly. */
  snippets?: readonly Snippet[];
};

/**
 * Whatever carries out writing tasks: the built-in engine does the work
 * itself, a model is prompted (`modelWritingEngine`). Either way the finished
 * text arrives in pieces, as it is written.
 */
export interface WritingEngine {
  perform(task: WritingTask, signal?: AbortSignal): AsyncIterable<string>;
}
