/**
 * What editors make of typed text on their own, as it goes in: curly quotes
 * for straight ones, a dash for "--", an ellipsis for "...", a capital at a
 * sentence's start. Text Verba inserted is found again in any of these forms,
 * and a word that differs from what Verba wrote only in them was not
 * corrected by the person.
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
