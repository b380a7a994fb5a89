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
 * Patterns recheck finds polynomial that are still to be rewritten. Until
 * 2026-11-26 the check ran each attack it found in a real engine with no time
 * limit, which can never confirm one, so every polynomial pattern passed as
 * safe; these six were found the day it stopped (the last two had been
 * skipped as "checked once, safe" after minutes of it). Each says what it costs
 * (V8, one match, on an idle machine) at the length it can be given. Rewrite
 * it (see CONTRIBUTING.md) and remove its entry; any pattern found vulnerable
 * that is not here fails the test.
 */
export interface UnrewrittenPattern {
  file: string;
  /** As written: /source/flags; or, for one thousands of characters long, the first 16 hex digits of its SHA-256. */
  pattern?: string;
  fingerprint?: string;
  /** The attack, and its cost at the limits of the text it runs on. */
  cost: string;
}

export const TO_REWRITE: UnrewrittenPattern[] = [
  {
    file: "src/server/ai/llm/writing-engine/request-sentences.ts",
    pattern:
      "/\\b(?:am|is|are|was|were|has|have|had|will|would|can|could|shall|should|did|does|went|got|left|arrived|shipped|paid|signed|sent|\\p{L}+ed)\\b|['’](?:ll|m|re|ve|d)\\b/iu",
    cost: "degree 2: 'ªmª' repeated, 15,000 characters 0.8 s, 30,000 2.9 s",
  },
  {
    file: "src/server/ai/llm/writing-engine/requests.ts",
    pattern:
      "/^(\\p{Lu}[\\p{L}'’-]*)\\s+needs\\s+to\\s+know\\s+(?:that\\s+)?([^,]+),\\s+(?:can|could|would)\\s+you\\s+(?:please\\s+)?(?:write|tell|email|text|message)\\s+(?:her|him|them)$/u",
    cost: "degree 2: 'A needs to know ' and tabs, 5,000 characters 128 ms, 10,000 318 ms",
  },
  {
    file: "src/server/ai/llm/writing-engine/statements.ts",
    pattern:
      "/[.!]\\s+(?:do|did|can|could|should|shall|will|would|are|were|have)\\s+we\\s+[^.!?]*\\?\\s*$/iu",
    cost: "degree 2: '! do we ' and tabs, 5,000 characters 74 ms, 10,000 343 ms",
  },
  {
    file: "src/server/ai/llm/writing-engine/drafts.ts",
    pattern:
      "/^(?:best regards|kind regards|warm regards|yours sincerely|regards|sincerely|best wishes|all the best|best|thanks|thank you|many thanks|cheers|talk soon|br|rgds|warmly|take care|yours),\\s*(.+)$/i",
    cost: "degree 2: 'BR,' and spaces and tabs, then a carriage return (one line of the context), 8,000 characters 67 ms",
  },
  {
    // BOUNDARY, the alternation of every action verb.
    file: "src/server/ai/llm/writing-engine/request-parts.ts",
    fingerprint: "0a7d809191221c36",
    cost: "degree 2 (fuzz): 'd' and tab-'then' repeated, 10,000 characters 103 ms, 20,000 490 ms",
  },
  {
    // The reply action.
    file: "src/server/ai/llm/writing-engine/request-actions.ts",
    fingerprint: "de50e00e577348c6",
    cost: "degree 2 (fuzz): 'reply' and spaces and tabs, then a NUL, 10,000 characters 255 ms",
  },
];

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
