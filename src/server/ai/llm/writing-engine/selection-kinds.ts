/**
 * "Replace the old price with €40", "change the time to 10 am": an edit that
 * names its words by what they are, not as written. The words taken out say
 * what kind of thing is meant, and the one thing of that kind in the text is
 * what the words put in replace.
 */

/**
 * Kinds of things a text names, each with the words that name it in an ask:
 * an amount ("the old price"), a time ("the time"), a day ("the day"), a
 * month, a number ("the figure"). A date may be a day or a day of a month, so
 * "the date" names none of them.
 */
const KINDS: Array<[Set<string>, RegExp]> = [
  [
    new Set(["price", "cost", "amount", "fee", "sum", "total", "rate", "figure"]),
    /[€$£¥₹]\s?\d[\d.,]*|(?<![\d.,])\d[\d.,]*\s?(?:€|eur|usd|gbp|euros?|dollars?|pounds?)\b/giu,
  ],
  [new Set(["time", "hour"]), /\b\d{1,2}(?::\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d\d\b/giu],
  [new Set(["day", "weekday"]), /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/giu],
  [
    new Set(["month"]),
    /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/giu,
  ],
  [new Set(["number", "figure", "count"]), /\b\d[\d.,]*\b/gu],
];

/**
 * The text with the one thing of the kind `from` names ("the old price")
 * replaced by `to`; undefined when `from` names no kind, or the text holds
 * none or several of its kind.
 */
export function swappedByKind(text: string, from: string, to: string): string | undefined {
  const named = from.toLowerCase().split(/\s+/u);
  const kind = KINDS.find(([words]) => named.some((word) => words.has(word)))?.[1];
  if (!kind) return undefined;
  const found = [...text.matchAll(kind)];
  if (found.length !== 1) return undefined;
  const [match] = found;
  const at = match?.index ?? 0;
  return `${text.slice(0, at)}${to}${text.slice(at + (match?.[0].length ?? 0))}`;
}
