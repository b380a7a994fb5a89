/**
 * The personal dictionary in the built-in engine: what a recognizer nearly
 * heard becomes the term as the person writes it, and no rule of the writer
 * touches a term.
 */

const normal = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Edits (insert, delete, replace) from one word to another. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (const [i, charA] of [...a].entries()) {
    const current = [i + 1];
    for (const [j, charB] of [...b].entries()) {
      current.push(
        Math.min(
          (previous[j + 1] ?? 0) + 1,
          (current[j] ?? 0) + 1,
          (previous[j] ?? 0) + (charA === charB ? 0 : 1),
        ),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** "tomas" for "Tomasz", "share point" for "SharePoint": one slip in four letters, at most. */
function soundsLike(heard: string, term: string): boolean {
  const [a, b] = [normal(heard), normal(term)];
  if (a === b) return true;
  return b.length >= 5 && distance(a, b) <= Math.floor(b.length / 4);
}

/**
 * A transcript with near misses of the dictionary's terms written as the
 * terms: the correction step after recognition for a recognizer that cannot
 * be told the terms in advance. A window of words is compared with each term,
 * so a term heard as two words ("share point") is found too.
 */
export function correctToDictionary(transcript: string, terms: readonly string[]): string {
  if (terms.length === 0) return transcript;
  const words = transcript.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let index = 0;
  while (index < words.length) {
    const match = bestMatch(words, index, terms);
    if (match) {
      const trailing =
        words[index + match.length - 1]?.match(/(?<![^\p{L}\p{N}])[^\p{L}\p{N}]+$/u)?.[0] ?? "";
      out.push(match.term + trailing);
      index += match.length;
    } else {
      out.push(words[index] as string);
      index += 1;
    }
  }
  return out.join(" ");
}

function bestMatch(words: string[], index: number, terms: readonly string[]) {
  for (const term of [...terms].sort((a, b) => b.length - a.length)) {
    const size = term.split(" ").length;
    for (const length of [size, size + 1, size - 1]) {
      if (length < 1 || index + length > words.length) continue;
      if (soundsLike(words.slice(index, index + length).join(" "), term)) return { term, length };
    }
  }
  return undefined;
}

/**
 * A stand-in for a term while the rules run: one word of letters only, so
 * that it reads as a name wherever a name can stand, with a capital so that
 * no casing rule changes it.
 */
const PLACEHOLDER = /Vterm([a-z]+)q/g;
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const placeholderFor = (index: number) =>
  `Vterm${LETTERS[Math.floor(index / LETTERS.length)]}${LETTERS[index % LETTERS.length]}q`;
const indexOf = (letters: string) =>
  LETTERS.indexOf(letters[0] ?? "") * LETTERS.length + LETTERS.indexOf(letters[1] ?? "");

/**
 * `work` done on `text` with every dictionary term (in any casing) set aside,
 * then put back exactly as the dictionary writes it: no rewording, casing or
 * spelling rule reaches it.
 */
export function keepingTerms(
  text: string,
  terms: readonly string[],
  work: (text: string) => string,
): string {
  if (terms.length === 0) return work(text);
  const byLength = [...terms].sort((a, b) => b.length - a.length);
  let guarded = text;
  for (const [index, term] of byLength.entries()) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
    guarded = guarded.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu"),
      placeholderFor(index),
    );
  }
  return work(guarded).replace(
    PLACEHOLDER,
    (_, letters: string) => byLength[indexOf(letters)] ?? "",
  );
}
