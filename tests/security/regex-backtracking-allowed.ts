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
