/** A dictation that ran its clauses together, and the pieces an editor sets apart. */
import type { WriterCase } from "../writer-cases/writer-case";

export function runOn(
  say: string,
  punctuated: string[],
  via: WriterCase["via"] = "voice",
  keep: string[] = [],
): WriterCase {
  return { via, say, keep, punctuated };
}
