/**
 * What editors make of typed text on their own, as it goes in: curly quotes
 * for straight ones, a dash for "--", an ellipsis for "...", a capital at a
 * sentence's start, and now and then a word respelt ("teh" becomes "the") or
 * replaced by their suggestion. This is the extension's one notion of "the
 * same text": text Verba inserted is found again in any of these forms
 * (inserted-span.ts, and insertion.ts asking whether the page took it), and a
 * word that differs from what Verba wrote only in them was not corrected by
 * the person.
 */

/** Each typographic form and the plain character it stands for. */
const PLAIN_FORMS = new Map<string, string>([
  ...[..."‘’‚‛′ʼ"].map((quote) => [quote, "'"] as const),
  ...[..."“”„‟″«»"].map((quote) => [quote, '"'] as const),
  ...[..."‐‑‒–—―−"].map((dash) => [dash, "-"] as const),
  ["…", "..."],
]);

/** A text in its plain forms, and where each of its characters came from. */
export interface Comparable {
  text: string;
  /** Where the character at each index of `text` starts in the original text. */
  from: number[];
  /** Where it ends (excluded): a run of dashes is one "-", so it may end further on. */
  to: number[];
}

/**
 * `text` without white space (editors space and break lines as they like),
 * each character in its plain form, a run of dashes as one, and in lower
 * case when `caseless`.
 */
export function comparable(text: string, caseless: boolean): Comparable {
  const kept: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    if (/\s/.test(character)) continue;
    let form = PLAIN_FORMS.get(character) ?? character;
    // A letter whose lower case is longer ("İ") is kept as it is, so that offsets stay one to one.
    if (caseless && form.toLowerCase().length === form.length) form = form.toLowerCase();
    if (form === "-" && kept.at(-1) === "-" && to.at(-1) === index) {
      to[to.length - 1] = index + 1;
      continue;
    }
    for (const plain of form) {
      kept.push(plain);
      from.push(index);
      to.push(index + 1);
    }
  }
  return { text: kept.join(""), from, to };
}

/** Whether two words differ only in the forms an editor gives typed text (case counts). */
export function sameWord(one: string, other: string): boolean {
  return one === other || comparable(one, false).text === comparable(other, false).text;
}

/**
 * At most one word in this many of an inserted text (one in a shorter text)
 * may be one the editor replaced as it went in: enough for a spelling
 * autocorrect or an accepted suggestion, too few to take another text for it.
 */
export const WORDS_PER_REWRITE = 4;

/** A text's words (split at white space), each in its plain form and lower case. */
function plainWords(text: string): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => comparable(word, true).text);
}

/**
 * Whether `shown` is `written` as an editor may have put it in: word for word
 * the same in their plain forms and any case, but for at most one word in
 * `WORDS_PER_REWRITE` replaced by one other word. A word made two ("alot",
 * "a lot") or two made one is another text.
 */
export function sameText(shown: string, written: string): boolean {
  const wanted = plainWords(written);
  const found = plainWords(shown);
  if (wanted.length === 0 || found.length !== wanted.length) return false;
  const rewritten = found.filter((word, index) => word !== wanted[index]).length;
  return rewritten <= Math.max(1, Math.floor(wanted.length / WORDS_PER_REWRITE));
}
