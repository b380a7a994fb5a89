import type { Highlight } from "../../../shared";

/** How many characters of context a snippet shows before the first match, and at most in all. */
const LEAD = 60;
const LENGTH = 200;
const WORD = /[\p{L}\p{N}]+/gu;

/** Case set aside, accents kept, as both full-text engines compare words. */
function fold(text: string) {
  return text.normalize("NFC").toLowerCase();
}

/** The words of a query, folded: what the engines match as prefixes of the text's words. */
export function queryWords(query: string) {
  return [...new Set(fold(query).match(WORD) ?? [])];
}

/** Every word of `text` that begins with one of `words`, as offsets into `text`. */
function matchesIn(text: string, words: string[]): Highlight[] {
  const found: Highlight[] = [];
  for (const match of text.matchAll(WORD)) {
    const folded = fold(match[0]);
    if (words.some((word) => folded.startsWith(word))) {
      found.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return found;
}

/**
 * A window of `text` around its first match, cut at word boundaries and
 * marked with '…' where it was cut, and where the words matched in it.
 */
export function snippet(text: string, words: string[]) {
  const flat = text.replace(/\s+/g, " ").trim();
  const all = matchesIn(flat, words);
  let start = Math.max(0, (all[0]?.start ?? 0) - LEAD);
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  let end = Math.min(flat.length, start + LENGTH);
  if (end < flat.length)
    end = flat.lastIndexOf(" ", end) > start ? flat.lastIndexOf(" ", end) : end;
  const prefix = start > 0 ? "…" : "";
  const shown = `${prefix}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
  const highlights = all
    .filter((match) => match.start >= start && match.end <= end)
    .map((match) => ({
      start: match.start - start + prefix.length,
      end: match.end - start + prefix.length,
    }));
  return { snippet: shown, highlights };
}
