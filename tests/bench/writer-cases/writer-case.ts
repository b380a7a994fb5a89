/** One dictation of the writer benchmark and what its result must show. */
import type { WritingTone } from "../../../src/server/ai/llm/writing-task";

export interface WriterCase {
  /**
   * Where it is said: typed chat, a voice session, or one of the extension's
   * modes (a reply, a comment, plain text for any other field, a rewrite of
   * the selection).
   */
  via: "chat" | "voice" | "reply" | "comment" | "write" | "transform";
  say: string;
  tone?: WritingTone;
  /** The email or post being answered; for `write` the page, for `transform` the selection. */
  context?: string;
  /** What the editor already holds: a greeting, a signature, quoted text. */
  editor?: string;
  /** Names, numbers, dates and terms that must come through exactly. */
  keep: string[];
  /** For a request: words the result must hold, showing it was carried out. */
  says?: string;
  /**
   * Pieces the result must hold as written, punctuation included: where
   * speech ran clauses together, they show each clause was set apart.
   */
  punctuated?: string[];
  /** The person's snippets: each trigger said becomes its text, byte for byte. */
  snippets?: Array<{ trigger: string; text: string }>;
  /** The host of the page the extension is on, for cases that show a style per place. */
  site?: string;
}
