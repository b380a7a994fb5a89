/**
 * Runs recheck over patterns and names the vulnerable ones (exponential or
 * polynomial) with their place and an attack, unless the allow-list bounds
 * the text they run on. Each distinct source and flags is checked once.
 */
import { createHash } from "node:crypto";
import { check } from "recheck";
import { BOUNDED_PATTERNS, TO_REWRITE } from "../security/regex-backtracking-allowed";
import type { SourcePattern } from "./source-patterns";

// The search's effort is fixed rather than its time, so every machine reaches
// the same verdict: with wall-clock timeouts, a pattern the checker could not
// finish under load here was found vulnerable on a quicker run, and the test
// would pass or fail by machine speed. A fixed seed, no timeouts, and three
// generations of the fuzzing checker (its default is ten) per pattern. No
// recall either (a negative time skips it): it runs each attack found in a
// real engine and confirms it only when that run outlasts its time limit, so
// with no limit it confirms none, and every vulnerable pattern passed, after
// seconds of running its attack. The attacks are found by the automaton's
// structure or by counting the fuzzer's steps, which no machine changes.
const RECHECK = {
  randomSeed: 24,
  maxIteration: 3,
  timeout: null,
  attackTimeout: null,
  incubationTimeout: null,
  recallTimeout: -1,
  seedingTimeout: null,
} as const;

/** "/source/flags", as the allow-list and the findings write a pattern. */
export const shown = ({ source, flags }: Pick<SourcePattern, "source" | "flags">) =>
  `/${source}/${flags}`;

/** The first 16 hex digits of the SHA-256 of "/source/flags": a long pattern's name in the allow-list. */
export const fingerprint = (pattern: Pick<SourcePattern, "source" | "flags">) =>
  createHash("sha256").update(shown(pattern)).digest("hex").slice(0, 16);

/** Whether the allow-list names `pattern` at `file`, by its source or its fingerprint. */
export function listed(
  entry: { file: string; pattern?: string; fingerprint?: string },
  file: string,
  pattern: Pick<SourcePattern, "source" | "flags">,
): boolean {
  if (entry.file !== file) return false;
  return entry.pattern !== undefined
    ? entry.pattern === shown(pattern)
    : entry.fingerprint === fingerprint(pattern);
}

function distinct(all: SourcePattern[]): Map<string, SourcePattern[]> {
  const byPattern = new Map<string, SourcePattern[]>();
  for (const pattern of all) {
    const key = shown(pattern);
    byPattern.set(key, [...(byPattern.get(key) ?? []), pattern]);
  }
  return byPattern;
}

/** One line per place of a vulnerable pattern that the allow-list neither bounds nor lists to rewrite. */
export async function backtrackingFindings(patterns: SourcePattern[]): Promise<string[]> {
  const findings: string[] = [];
  for (const [key, places] of distinct(patterns)) {
    const [{ source, flags }] = places as [SourcePattern];
    const result = await check(source, flags, RECHECK);
    if (result.status !== "vulnerable") continue;
    for (const place of places) {
      if ([...BOUNDED_PATTERNS, ...TO_REWRITE].some((entry) => listed(entry, place.file, place))) {
        continue;
      }
      const { type } = result.complexity;
      const growth =
        type === "polynomial" ? `polynomial, degree ${result.complexity.degree}` : type;
      findings.push(
        `${place.file}:${place.line} ${key} is ${growth}, e.g. ${result.attack.pattern}`,
      );
    }
  }
  return findings;
}
