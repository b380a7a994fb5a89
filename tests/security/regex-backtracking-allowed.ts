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

/**
 * Patterns built as a module loads whose check takes minutes (the fuzzing
 * checker on an alternation of every action verb): too costly for every run
 * of the suite. Each was checked once at the suite's effort, and is known by
 * the fingerprint of its whole source and flags: change a single word of it
 * and it is checked again like the rest (then check it once alone and write
 * its new fingerprint and date here).
 */
export interface CostlyPattern {
  file: string;
  /** The first 16 hex digits of the SHA-256 of /source/flags. */
  fingerprint: string;
  checked: string;
}

export const COSTLY_PATTERNS: CostlyPattern[] = [
  {
    file: "src/server/ai/llm/writing-engine/request-parts.ts",
    fingerprint: "0a7d809191221c36",
    checked: "2026-11-26: safe (fuzz), 316 s",
  },
  {
    file: "src/server/ai/llm/writing-engine/request-actions.ts",
    fingerprint: "de50e00e577348c6",
    checked: "2026-11-26: safe (fuzz), 198 s",
  },
];
