/** Self-corrections in dictated speech: what people take back is left out. */

import { isNumberWord } from "./number-words";
import { clauseStart, isComma, lower, phraseAt, type Token } from "./tokens";

// Self-corrections: "at 10 30 no wait I mean 11 am" keeps only what was meant.

/** What people say when they take back what they just said; longer first. */
const CORRECTION_MARKERS = [
  ["no", "wait", "i", "mean"],
  ["no", "sorry", "i", "mean"],
  ["sorry", "i", "mean"],
  ["wait", "no"],
  ["no", "wait"],
  ["no", "sorry"],
  ["actually", "no"],
  ["or", "rather"],
  ["i", "mean"],
  // Alone, these correct only a number or a day or month said again: "40 no 45", "2 pm sorry 3 pm".
  ["no"],
  ["sorry"],
  ["actually"],
];

/** Markers that correct only a number, or a word of the same kind said again. */
const WEAK_MARKERS = new Set(["i mean", "no", "sorry", "actually"]);

const CALENDAR = new Set(
  "today tomorrow tonight yesterday monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december".split(
    " ",
  ),
);
/** What people say to drop the sentence they started and say it again. */
const RESTARTS = [
  ["scratch", "that"],
  ["let", "me", "start", "again"],
  ["let", "me", "start", "over"],
  ["let", "me", "rephrase", "that"],
  ["let", "me", "rephrase"],
];
/** Markers that only ever take back: with nothing said before them, they are filler. */
const ONLY_TAKE_BACK = new Set(["no wait i mean", "wait no", "no wait"]);

/** A number in figures or said aloud: "45", "four", "twenty-six". */
const isNumber = (token: Token | undefined) =>
  token?.kind === "word" && (/^\d/.test(token.text) || isNumberWord(token.text));

/**
 * Where the words a correction replaces start: the last place its first word
 * was said ("to Peter … to Paul"), else the last number for a number ("10 30
 * … 11 am"), else the last word. Undefined when the correction has nothing to
 * replace, as in "I mean it".
 */
function replacedFrom(said: Token[], correction: Token[]): number | undefined {
  const first = lower(correction[0]);
  if (first === undefined || said.length === 0) return undefined;
  const sameWord = said.findLastIndex((token) => lower(token) === first);
  if (sameWord >= 0) return sameWord;
  if (isNumber(correction[0])) {
    let start = said.findLastIndex(isNumber);
    if (start < 0) return undefined;
    while (start > 0 && isNumber(said[start - 1])) start--;
    return start;
  }
  const lastWord = said.findLastIndex((token) => token.kind === "word");
  return lastWord >= 0 ? lastWord : undefined;
}

export function applyCorrections(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const restart = RESTARTS.find((phrase) => phraseAt(tokens, index, phrase));
    if (restart) {
      out.splice(clauseStart(out, out.length));
      index += restart.length + (isComma(tokens[index + restart.length]) ? 1 : 0);
      continue;
    }
    const marker = CORRECTION_MARKERS.find((phrase) => phraseAt(tokens, index, phrase));
    // Only a marker looks back at the clause: reading it for every word took
    // time growing with the square of a long clause (900 ms on 10,000 characters).
    if (!marker) {
      out.push(tokens[index] as Token);
      index += 1;
      continue;
    }
    const after = index + (marker?.length ?? 0);
    const next = after + (isComma(tokens[after]) ? 1 : 0);
    const start = clauseStart(out, out.length);
    const said = out.slice(start);
    while (isComma(said.at(-1))) said.pop();
    const from = marker ? replacedFrom(said, tokens.slice(next)) : undefined;
    // "I mean" alone corrects only a number, a day or a word said again ("I mean it" corrects nothing).
    const isWeak = marker !== undefined && WEAK_MARKERS.has(marker.join(" "));
    const replaced = from === undefined ? undefined : lower(said[from]);
    const corrects =
      from !== undefined &&
      (!isWeak ||
        (isNumber(tokens[next]) && isNumber(said[from])) ||
        (marker?.length === 2 && replaced === lower(tokens[next])) ||
        (CALENDAR.has(replaced ?? "") && CALENDAR.has(lower(tokens[next]) ?? "")));
    if (!corrects && marker && said.length === 0 && ONLY_TAKE_BACK.has(marker.join(" "))) {
      index = next;
      continue;
    }
    if (!corrects) {
      out.push(tokens[index] as Token);
      index += 1;
      continue;
    }
    // "tomorrow, I mean Monday, at ten": the aside's closing comma goes with its opening one.
    const aside = isComma(out.at(-1)) && tokens[next]?.kind === "word" && isComma(tokens[next + 1]);
    out.splice(start + (from as number));
    if (aside) {
      out.push(tokens[next] as Token);
      index = next + 2;
      continue;
    }
    index = next;
  }
  return out;
}
