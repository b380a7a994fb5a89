/**
 * No regular expression a module builds as it loads (the writer's rule
 * tables compiled into patterns, patterns joined from lists) backtracks
 * catastrophically; the compiler cannot work these out, so the modules that
 * build them are loaded and the patterns checked as built. Every other
 * pattern built from run-time values says in the allow-list what keeps it
 * safe. The patterns written in the source are checked in
 * regex-backtracking.test.ts.
 */
import { describe, expect, it } from "vitest";
import { patternsBuiltWhile } from "../helpers/built-patterns";
import { backtrackingFindings, listed, shown } from "../helpers/recheck-patterns";
import { collectPatterns } from "../helpers/source-patterns";
import { BOUNDED_PATTERNS, RUN_TIME_PATTERNS, TO_REWRITE } from "./regex-backtracking-allowed";

const { patterns: written, dynamic } = collectPatterns(["src", "extension/src"]);
const ROOT = new URL("../../", import.meta.url);
// The modules that build patterns the compiler could not work out, loaded now
// (with their imports) so that what they build as they load is seen.
const built = await patternsBuiltWhile(async () => {
  for (const file of new Set(dynamic.map((place) => place.file))) {
    await import(new URL(file, ROOT).href);
  }
});
const writtenSources = new Set(written.map(shown));

describe("regular expressions built as modules load", () => {
  it("are seen, with the line that built them", () => {
    expect(built.length).toBeGreaterThan(250);
    expect(built.some((pattern) => pattern.file.endsWith("request-actions.ts"))).toBe(true);
  });

  it("none backtracks catastrophically on hostile text", { timeout: 600_000 }, async () => {
    const unchecked = built.filter((pattern) => !writtenSources.has(shown(pattern)));
    expect(await backtrackingFindings(unchecked)).toEqual([]);
  });

  it("and every other pattern built at run time says what keeps it safe", () => {
    const builtAtLoad = new Set(built.map((pattern) => `${pattern.file}:${pattern.line}`));
    const unexplained = dynamic
      .filter((place) => !builtAtLoad.has(`${place.file}:${place.line}`))
      .filter(
        (place) =>
          !RUN_TIME_PATTERNS.some(
            (entry) => entry.file === place.file && place.text.includes(entry.from),
          ),
      )
      .map((place) => `${place.file}:${place.line} ${place.text}`);
    expect(unexplained).toEqual([]);
  });

  it("the allow-lists name only what is still in the source", () => {
    const all = [...written, ...built];
    const staleListed = [...BOUNDED_PATTERNS, ...TO_REWRITE].filter(
      (entry) => !all.some((pattern) => listed(entry, pattern.file, pattern)),
    );
    const staleRunTime = RUN_TIME_PATTERNS.filter(
      (entry) =>
        !dynamic.some((place) => place.file === entry.file && place.text.includes(entry.from)),
    );
    expect([...staleListed, ...staleRunTime]).toEqual([]);
  });
});
