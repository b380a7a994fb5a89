/**
 * The shapes most tuned cases take, so that a case file holds its cases and
 * not its own copy of these: said in a voice session, typed in the chat,
 * written as a reply to a thread, a message asked for, or a rewrite of a
 * selection. Each takes the pieces its text must hold ("tomorrow. The staff").
 */
import type { WriterCase } from "./writer-case";

export const said = (say: string, ...punctuated: string[]): WriterCase => ({
  via: "voice",
  say,
  keep: [],
  punctuated,
});

export const typed = (say: string, ...punctuated: string[]): WriterCase => ({
  via: "chat",
  say,
  keep: [],
  punctuated,
});

/**
 * The person's own text in the reply box, which must come back as their
 * sentence: a question in it is what the reply asks, not a question to the writer.
 */
export const replied = (say: string, context: string, ...punctuated: string[]): WriterCase => ({
  via: "reply",
  say,
  context,
  keep: [],
  punctuated,
});

/** A reply dictated after the word "reply": what it says, and the pieces it must hold. */
export const bare = (
  say: string,
  context: string,
  says: string,
  ...punctuated: string[]
): WriterCase => ({ via: "reply", say, context, keep: [], says, punctuated });

/** Written in the extension's write box, in its professional tone. */
export const written = (say: string, ...punctuated: string[]): WriterCase => ({
  via: "write",
  say,
  keep: [],
  punctuated,
});

/** A request for a message: the words after the recipient are what it says. */
export const asked = (
  via: WriterCase["via"],
  say: string,
  says: string,
  ...punctuated: string[]
): WriterCase => ({ via, say, keep: [], says, punctuated });

/** The same case, with the names and numbers that must come back as said. */
export const keeping = (keep: string[], item: WriterCase): WriterCase => ({ ...item, keep });

/** A rewrite of the selection, asked in the extension: what to do, to which text. */
export const rewritten = (
  say: string,
  selection: string,
  keep: string[],
  ...punctuated: string[]
): WriterCase => ({ via: "transform", say, context: selection, keep, punctuated });
