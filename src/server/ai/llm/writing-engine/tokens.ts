/** Words, marks and breaks: what every rule of the writing engine works on. */

// ---------------------------------------------------------------------------
// Tokens: dictation is cleaned as a list of words, punctuation marks and line
// breaks, so that each rule looks at neighbouring words, not at characters.

export type Token =
  | { kind: "word"; text: string }
  /** Punctuation that hangs on the word before it (",", "?", "..."). */
  | { kind: "mark"; text: string }
  | { kind: "break"; text: "\n" | "\n\n" };

export const word = (text: string): Token => ({ kind: "word", text });
export const mark = (text: string): Token => ({ kind: "mark", text });
export const LINE_BREAK: Token = { kind: "break", text: "\n" };
export const PARAGRAPH_BREAK: Token = { kind: "break", text: "\n\n" };

const TRAILING_MARKS = /(?<![,.;:!?…])[,.;:!?…]+$/;

/** Abbreviations whose full stop belongs to the word, so it neither ends a sentence nor is moved. */
const ABBREVIATIONS = wordSet(
  "mr. mrs. ms. dr. prof. st. vs. etc. approx. ul. tel. ca. incl. excl. dept. jr. sr. nr. ref. ext. vol. pp.",
);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const piece of text.split(/(\s+)/)) {
    if (piece === "") continue;
    if (/^\s+$/.test(piece)) {
      const newlines = piece.split("\n").length - 1;
      if (newlines > 0) tokens.push(newlines === 1 ? LINE_BREAK : PARAGRAPH_BREAK);
      continue;
    }
    tokens.push(...splitMarks(piece));
  }
  return tokens;
}

/** A comma typed against the next word (",how") belongs to the word before it. */
const LEADING_MARKS = /^[,;]+/;

function splitMarks(chunk: string): Token[] {
  const leading = chunk.match(LEADING_MARKS)?.[0];
  if (leading && leading !== chunk) {
    return [mark(leading), ...splitTrailingMarks(chunk.slice(leading.length))];
  }
  return splitTrailingMarks(chunk);
}

function splitTrailingMarks(chunk: string): Token[] {
  const marks = chunk.match(TRAILING_MARKS)?.[0];
  if (marks === chunk) return [mark(chunk)];
  if (!marks || (marks === "." && isAbbreviation(chunk))) return [word(chunk)];
  return [word(chunk.slice(0, -marks.length)), mark(marks)];
}

/**
 * "Dr.", "e.g.", "a.m.", "U.S.": letters and full stops that belong together;
 * and a day and month as many write them ("3.4.", "15.06."), whose last stop
 * is part of the date.
 */
function isAbbreviation(chunk: string): boolean {
  return (
    ABBREVIATIONS.has(chunk.toLowerCase()) ||
    /^(\p{L}\.)+$/u.test(chunk) ||
    /^\d{1,2}\.\d{1,2}\.$/u.test(chunk)
  );
}

export function render(tokens: Token[]): string {
  let text = "";
  // Whether the text so far is empty or ends a line, kept beside it: asking
  // the text itself flattens it at every word, which grows with the square
  // of a long text.
  let lineStart = true;
  for (const token of tokens) {
    if (token.kind === "break") {
      text = text.trimEnd() + token.text;
      lineStart = text === "" || text.endsWith("\n");
      continue;
    }
    text += token.kind === "mark" || lineStart ? token.text : ` ${token.text}`;
    if (token.text !== "") lineStart = token.text.endsWith("\n");
  }
  return text.trim();
}

/** Web addresses, emails and words like "iPhone" keep the casing they came with. */
export function capitalizeFirst(text: string): string {
  if (/[\p{Lu}@/]|^www\./u.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const lower = (token: Token | undefined) =>
  token?.kind === "word" ? token.text.toLowerCase().replace(/’/g, "'") : undefined;

export const isComma = (token: Token | undefined) => token?.kind === "mark" && token.text === ",";

/** Whether the words starting at `index` are `phrase` (lower case, one word per entry). */
export function phraseAt(tokens: Token[], index: number, phrase: string[]): boolean {
  return phrase.every((expected, offset) => lower(tokens[index + offset]) === expected);
}

/** A table of single words, written as one string to keep it readable. */
export function wordSet(words: string): Set<string> {
  return new Set(words.split(/\s+/));
}

// ---------------------------------------------------------------------------
// Salutations: how emails open and close.

export const GREETINGS = [
  "good morning",
  "good afternoon",
  "good evening",
  "hello there",
  "hi there",
  "hey there",
  // "hi again, sorry …": greeting once more, no one named.
  "hello again",
  "hi again",
  "hey again",
  "hello",
  "hi",
  "hey",
  "dear",
  "greetings",
];

/** Greetings said to someone rather than written above a letter: all but "dear". */
export const SPOKEN_GREETINGS = GREETINGS.filter((greeting) => greeting !== "dear");

/** Closings a dictated reply may already end with; they are dropped so the email has one. */
export const CLOSINGS = [
  "best regards",
  "kind regards",
  "warm regards",
  "yours sincerely",
  "regards",
  "sincerely",
  "best wishes",
  "all the best",
];

/** Lines after which a sender signs with their name. */
export const SIGN_OFFS = [
  ...CLOSINGS,
  "best",
  "thanks",
  "thank you",
  "many thanks",
  "cheers",
  "talk soon",
  "br",
  "rgds",
  "warmly",
  "take care",
  "yours",
];

/** Words before a noun: after them a spoken "comma" or "period" is a noun ("a comma"), not a mark. */
export const DETERMINERS = wordSet(
  "a an the this that each every per one any our your my their what which some no same other",
);

export const endsClause = (token: Token | undefined) =>
  token?.kind === "break" || (token?.kind === "mark" && /[.?!;]/.test(token.text));

/** Where the clause holding `index` starts. */
export function clauseStart(tokens: Token[], index: number): number {
  let start = index;
  while (start > 0 && !endsClause(tokens[start - 1])) start--;
  return start;
}
