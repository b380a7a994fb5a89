/** Short builders for this half's cases, so each case reads as one line of speech. */
import type { WriterCase } from "../writer-cases/writer-case";

type Via = WriterCase["via"];

/** A run-on dictation or a near miss: the pieces an editor writes around each join. */
export function runOn(
  say: string,
  punctuated: string[],
  keep: string[] = [],
  via: Via = "write",
  context?: string,
): WriterCase {
  return context === undefined
    ? { via, say, keep, punctuated }
    : { via, say, keep, punctuated, context };
}

/** A request: the words that show it was done, and what must come through exactly. */
export function request(
  via: Via,
  say: string,
  says: string,
  keep: string[] = [],
  context?: string,
): WriterCase {
  return context === undefined ? { via, say, keep, says } : { via, say, keep, says, context };
}

/** A rewrite of the selection `context`, asked for in `say`. */
export function rewrite(say: string, context: string, keep: string[] = []): WriterCase {
  return { via: "transform", say, context, keep };
}
