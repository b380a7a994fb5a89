/** Short makers for this half's cases, so that each case reads as one line. */
import type { WriterCase } from "../writer-cases/writer-case";

type Via = WriterCase["via"];

/**
 * Speech that ran clauses together: each piece of `punctuated` is how a
 * careful editor writes it where one clause ends and the next begins (or, for
 * a near miss, a join that must stay whole), and `keep` what must come through.
 */
export function dictated(
  via: Via,
  say: string,
  punctuated: string[],
  keep: string[] = [],
): WriterCase {
  return { via, say, keep, punctuated };
}

/** A dictation whose names, numbers and dates must come through as `keep` has them. */
export function kept(via: Via, say: string, keep: string[]): WriterCase {
  return { via, say, keep };
}
