/**
 * No regular expression in the source backtracks catastrophically. Most of
 * them run over what people send (dictation up to 5,000 characters, context up
 * to 8,000, chat, search, dictionary terms, snippets, page text), many on the
 * server's event loop, where one slow match stalls every user. Each distinct
 * pattern goes through recheck once; a vulnerable one (exponential or
 * polynomial) fails the test with its file, line and an attack, unless the
 * allow-list below bounds the text it runs on.
 */
import { check } from "recheck";
import { describe, expect, it } from "vitest";
import { collectPatterns, type SourcePattern } from "../helpers/source-patterns";
import { BOUNDED_PATTERNS } from "./regex-backtracking-allowed";

// A fixed seed keeps the fuzzing checker's verdicts the same from run to run;
// the timeout caps the few patterns the checker finds hard, which then count
// as unknown rather than fail under a loaded machine.
const RECHECK = { timeout: 1_500, randomSeed: 24 } as const;

const { patterns, dynamic } = collectPatterns(["src", "extension/src"]);

function distinct(all: SourcePattern[]): Map<string, SourcePattern[]> {
  const byPattern = new Map<string, SourcePattern[]>();
  for (const pattern of all) {
    const key = `/${pattern.source}/${pattern.flags}`;
    byPattern.set(key, [...(byPattern.get(key) ?? []), pattern]);
  }
  return byPattern;
}

describe("regular expressions in src/ and extension/src/", () => {
  it("are found by the compiler, literal and built from constants alike", () => {
    expect(patterns.length).toBeGreaterThan(250);
    // Patterns made from run-time values (a person's term, a configured
    // origin) are escaped or bounded where they are built; keep them few.
    expect(dynamic.length).toBeLessThan(20);
  });

  it("none backtracks catastrophically on hostile text", { timeout: 600_000 }, async () => {
    const findings: string[] = [];
    for (const [shown, places] of distinct(patterns)) {
      const [{ source, flags }] = places as [SourcePattern];
      const result = await check(source, flags, RECHECK);
      if (result.status !== "vulnerable") continue;
      for (const place of places) {
        if (
          BOUNDED_PATTERNS.some(
            (allowed) => allowed.file === place.file && allowed.pattern === shown,
          )
        ) {
          continue;
        }
        const { type } = result.complexity;
        const growth =
          type === "polynomial" ? `polynomial, degree ${result.complexity.degree}` : type;
        findings.push(
          `${place.file}:${place.line} ${shown} is ${growth}, e.g. ${result.attack.pattern}`,
        );
      }
    }
    expect(findings).toEqual([]);
  });

  it("allows only patterns that are still in the source", () => {
    const present = new Set(
      patterns.map((pattern) => `${pattern.file} /${pattern.source}/${pattern.flags}`),
    );
    const stale = BOUNDED_PATTERNS.filter(
      (allowed) => !present.has(`${allowed.file} ${allowed.pattern}`),
    );
    expect(stale).toEqual([]);
  });
});
