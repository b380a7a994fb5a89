/** Shorthands for the run-on dictations of the thirteenth held-out half. */
import type { WriterCase } from "../writer-cases/writer-case";

/**
 * A run-on dictation, typed into a plain field unless `more` says otherwise:
 * each piece shows where a careful editor sets a clause apart.
 */
export function runOn(
  say: string,
  punctuated: string[],
  more: Partial<WriterCase> = {},
): WriterCase {
  return { via: "write", say, keep: [], punctuated, ...more };
}
