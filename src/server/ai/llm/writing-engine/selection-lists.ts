/**
 * A selection asked as bullet points: each sentence a point, or, for one
 * sentence naming things in a series ("We need milk, eggs, bread and coffee
 * for the office."), its opening as the lead and each thing a point.
 */
import { sentencesOf } from "./selection-reading";
import { capitalizeFirst } from "./tokens";

/** A point of a list, capitalised; the last ends the list with a full stop. */
const point = (text: string, at: number, all: string[]) =>
  `- ${capitalizeFirst(text.replace(/(?<![.!?])[.!?]+$/u, ""))}${at === all.length - 1 ? "." : ""}`;
const words = (text: string) => text.trim().split(/\s+/u);

/**
 * One sentence's series as points after its lead, the first item as long as
 * the second ("Bring your passport, a pen, …" → "Bring:", "your passport",
 * "a pen"); undefined when it names no series of three or more.
 */
function seriesAsPoints(sentence: string): string | undefined {
  const body = sentence.replace(/(?<![.!?])[.!?]+$/u, "");
  const last = body.lastIndexOf(" and ");
  if (last < 0) return undefined;
  const items = [...body.slice(0, last).split(/,\s*/u), body.slice(last + 5)].map((item) =>
    item.trim(),
  );
  const [first = "", second = ""] = items;
  const length = Math.min(words(second).length, words(first).length - 1);
  if (items.length < 3 || length < 1) return undefined;
  const firstWords = words(first);
  const lead = firstWords.slice(0, -length).join(" ");
  const opening = firstWords.slice(-length).join(" ");
  return [`${lead}:`, ...[opening, ...items.slice(1)].map(point)].join("\n");
}

export function asPoints(text: string): string {
  const sentences = sentencesOf(text);
  if (sentences.length === 1)
    return seriesAsPoints(sentences[0] ?? "") ?? point(text.trim(), 0, [text]);
  return sentences.map(point).join("\n");
}
