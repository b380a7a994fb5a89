/**
 * "Replace the old price with €40", "change the time to 10 am": an edit that
 * names its words by what they are, not as written. The words put in say
 * what kind of thing is meant (an amount, a time, a day, a month, a number),
 * and the one thing of that kind in the text is what they replace.
 */

/** Kinds of things a text names, most telling first: an amount before the number in it. */
const KINDS: RegExp[] = [
  /[€$£¥₹]\s?\d[\d.,]*|\b\d[\d.,]*\s?(?:€|eur|usd|gbp|euros?|dollars?|pounds?)\b/giu,
  /\b\d{1,2}(?::\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d\d\b/giu,
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/giu,
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/giu,
  /\b\d[\d.,]*\b/gu,
];

/**
 * The text with the one thing of the kind `to` is replaced by `to`; undefined
 * when `to` is of no kind, or the text holds none or several of its kind.
 */
export function swappedByKind(text: string, to: string): string | undefined {
  const kind = KINDS.find((pattern) => {
    pattern.lastIndex = 0;
    return pattern.test(to);
  });
  if (!kind) return undefined;
  const found = [...text.matchAll(kind)];
  if (found.length !== 1) return undefined;
  const [match] = found;
  const at = match?.index ?? 0;
  return `${text.slice(0, at)}${to}${text.slice(at + (match?.[0].length ?? 0))}`;
}
