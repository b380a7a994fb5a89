/**
 * Patterns recheck calls vulnerable that stay harmless because the text they
 * run on is short and bounded before they see it. Each entry says the bound
 * and where it is enforced; a pattern over anything a person can make long
 * is rewritten instead (see CONTRIBUTING.md, "Regular expressions").
 */
export interface BoundedPattern {
  file: string;
  /** As written: /source/flags. */
  pattern: string;
  /** The longest text it ever sees, and what holds that bound. */
  bound: string;
}

export const BOUNDED_PATTERNS: BoundedPattern[] = [];

/**
 * Patterns recheck finds polynomial that are still to be rewritten: none. Until
 * 2026-11-26 the check ran each attack it found in a real engine with no time
 * limit, which can never confirm one, so every polynomial pattern passed as
 * safe; the six it found the day it stopped, all in the writer, were rewritten
 * the same day (tests/unit/server/ai/llm/writing-engine/linear-patterns.test.ts).
 * An entry says what the pattern costs (V8, one match, on an idle machine) at
 * the length it can be given, until it is rewritten (see CONTRIBUTING.md); any
 * pattern found vulnerable that is not here fails the test.
 */
export interface UnrewrittenPattern {
  file: string;
  /** As written: /source/flags; or, for one thousands of characters long, the first 16 hex digits of its SHA-256. */
  pattern?: string;
  fingerprint?: string;
  /** The attack, and its cost at the limits of the text it runs on. */
  cost: string;
}

export const TO_REWRITE: UnrewrittenPattern[] = [];

/**
 * Where a pattern is built from values only known when it runs (what a
 * person sends, configuration, an argument): recheck cannot see it, so each
 * such place says what it is built from and what keeps it safe. Places that
 * build their patterns as the module loads need no entry: those patterns
 * are checked as built (regex-backtracking-built.test.ts).
 */
export interface RunTimePattern {
  file: string;
  /** A part of the pattern's source argument as written, naming what it is built from. */
  from: string;
  why: string;
}

export const RUN_TIME_PATTERNS: RunTimePattern[] = [
  {
    file: "src/server/auth/origins.ts",
    from: 'trusted.split("*")',
    why: "a trusted origin the operator configured, escaped, each * a .*; run on one Origin header",
  },
  {
    file: "extension/src/background/senders.ts",
    from: 'path.split("*")',
    why: "a path of the extension's own list of pages, escaped, each * a .*; run on one URL's path",
  },
  {
    file: "src/server/ai/llm/snippets.ts",
    from: "words.join(",
    why: "a snippet trigger's words, escaped (at most 60 characters), joined by one run of spaces or dashes",
  },
  {
    file: "src/server/ai/llm/writing-engine/dictionary.ts",
    from: "{escaped}",
    why: "a person's dictionary term, escaped: literal text between two look-arounds",
  },
  {
    file: "src/server/ai/llm/writing-engine/openings.ts",
    from: "escapeWord(candidate)",
    why: "an opening from the writer's own lists, escaped: literal words at the start",
  },
  {
    file: "src/server/ai/llm/writing-engine/plain-text.ts",
    from: "{first}",
    why: "the first word of a text, letters, apostrophes and hyphens only: literal text",
  },
];
