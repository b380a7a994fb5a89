/** Self-corrections in dictated speech: what people take back is left out. */

import { LEAD_INTO_CLAUSE } from "./clause-lexicon";
import { clauseStartsAt } from "./clauses";
import { HESITATIONS } from "./fillers";
import { isNumberWord } from "./number-words";
import { endsClause, isComma, lower, phraseAt, type Token } from "./tokens";

// Self-corrections: "at 10 30 no wait I mean 11 am" keeps only what was meant.

/** What people say when they take back what they just said; longer first. */
const CORRECTION_MARKERS = [
  ["no", "wait", "i", "mean"],
  ["no", "sorry", "i", "mean"],
  ["sorry", "i", "mean"],
  ["wait", "no"],
  ["no", "wait"],
  ["no", "sorry"],
  ["no", "actually"],
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
/**
 * Words that, said again right after "no" or "sorry", show the phrase they
 * open is said again in place of the last: "on the 5th no the 6th", "at the
 * station sorry at the airport". Not "to", "for" or "about" after "sorry",
 * which is an apology ("sorry to bother you").
 */
const SAID_AGAIN = new Set(
  "the a an my our your his her their this that at in on with from by".split(" "),
);

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
 * Where the words a correction replaces start, among what was said from
 * `start` to `end`: the last place its first word was said ("to Peter … to
 * Paul"), else the last number for a number ("10 30 … 11 am"), else the last
 * word. Undefined when the correction has nothing to replace, as in "I mean
 * it". Read in place, back from the end: copying the clause (or the rest of
 * the text) at every marker grows with the square of the text.
 */
function replacedFrom(
  out: Token[],
  start: number,
  end: number,
  correction: Token | undefined,
): number | undefined {
  const first = lower(correction);
  if (first === undefined || end === start) return undefined;
  const lastWhere = (test: (token: Token | undefined) => boolean) => {
    for (let at = end - 1; at >= start; at--) if (test(out[at])) return at;
    return undefined;
  };
  const sameWord = lastWhere((token) => lower(token) === first);
  if (sameWord !== undefined) return sameWord;
  if (isNumber(correction)) {
    let from = lastWhere(isNumber);
    if (from === undefined) return undefined;
    while (from > start && isNumber(out[from - 1])) from--;
    return from;
  }
  // "to Jan uh I mean Janek": a hesitation before the marker is not what is taken back.
  return lastWhere((token) => token?.kind === "word" && !HESITATIONS.has(lower(token) ?? ""));
}

/** A quarter of the year, "Q3" (slips.ts writes "q3" so). */
const isQuarter = (token: Token | undefined) => /^Q[1-4]$/.test(token?.text ?? "");

/** A name as people write it: a capital, then small letters ("Jan", not "I" or "NASA"). */
const isName = (token: Token | undefined) =>
  token?.kind === "word" && /^\p{Lu}\p{Ll}/u.test(token.text);

/**
 * "to Jan uh I mean Janek", "to Kasia I mean Katarzyna.": a name said again
 * as another that begins the same, or that ends what is said. Not "to Anna
 * I mean Peter was there too", where "I mean" opens what comes next.
 */
function isNameSaidAgain(replaced: Token | undefined, tokens: Token[], next: number): boolean {
  const name = tokens[next];
  if (!isName(replaced) || !isName(name)) return false;
  const sameStart =
    name?.text.slice(0, 2).toLowerCase() === replaced?.text.slice(0, 2).toLowerCase();
  const after = tokens[next + 1];
  return sameStart || after === undefined || (after.kind === "mark" && !isComma(after));
}

/** The most words a correction reaches back over and still keeps the end of ("… week of June"). */
const MOST_KEPT_AFTER = 8;

/**
 * How many of the correction's words, from `next`, stand for the replaced
 * words `replaced` when it changes one of them and then says the next again
 * ("the second week of June I mean the third week"): the words after that
 * (" of June") were not taken back and stay. Zero when the correction is not
 * of that shape.
 */
function parallelLength(tokens: Token[], next: number, replaced: Token[]): number {
  if (replaced.some((token) => token.kind !== "word")) return 0;
  let changed = false;
  let length = 1;
  let lastSame = 0;
  for (; length < replaced.length; length++) {
    const said = tokens[next + length];
    if (said?.kind !== "word") break;
    if (lower(said) === lower(replaced[length])) lastSame = length;
    else if (changed) break;
    else changed = true;
  }
  const saidAgain = changed && lastSame === length - 1 && lastSame > 1;
  return saidAgain && length < replaced.length ? length : 0;
}

/**
 * "we need five chairs no six the boss is coming", "book 3 rooms no 4":
 * a number said again alone, with nothing after it that counts, takes back
 * only the number; what it counted stays. The words that stay, or none.
 */
function countedKept(replaced: Token[], tokens: Token[], next: number): Token[] {
  let numbers = 0;
  while (isNumber(replaced[numbers])) numbers++;
  const counted = replaced.slice(numbers);
  if (numbers === 0 || counted.length === 0 || counted.some((token) => token.kind !== "word"))
    return [];
  let after = next;
  while (isNumber(tokens[after])) after++;
  const following = tokens[after];
  const nothingCounted =
    following?.kind !== "word" ||
    LEAD_INTO_CLAUSE.has(lower(following) ?? "") ||
    clauseStartsAt(tokens, after);
  return nothingCounted ? counted : [];
}

export function applyCorrections(tokens: Token[]): Token[] {
  const out: Token[] = [];
  // Where the clause being said starts in `out`, kept as tokens go in: only
  // its own words are ever cut, so finding it again at each marker is not needed.
  let start = 0;
  const keep = (token: Token) => {
    out.push(token);
    if (endsClause(token)) start = out.length;
  };
  let index = 0;
  while (index < tokens.length) {
    const restart = RESTARTS.find((phrase) => phraseAt(tokens, index, phrase));
    if (restart) {
      out.splice(start);
      index += restart.length + (isComma(tokens[index + restart.length]) ? 1 : 0);
      continue;
    }
    const marker = CORRECTION_MARKERS.find((phrase) => phraseAt(tokens, index, phrase));
    if (!marker) {
      keep(tokens[index] as Token);
      index += 1;
      continue;
    }
    const after = index + marker.length;
    const next = after + (isComma(tokens[after]) ? 1 : 0);
    let end = out.length;
    while (end > start && isComma(out[end - 1])) end--;
    const from = replacedFrom(out, start, end, tokens[next]);
    // "I mean" alone corrects only a number, a day or a word said again ("I mean it" corrects nothing).
    const isWeak = WEAK_MARKERS.has(marker.join(" "));
    const replaced = from === undefined ? undefined : lower(out[from]);
    const corrects =
      from !== undefined &&
      (!isWeak ||
        (isNumber(tokens[next]) && isNumber(out[from])) ||
        (marker.length === 2 && replaced === lower(tokens[next])) ||
        (/^(?:no|sorry)$/.test(marker.join(" ")) &&
          replaced === lower(tokens[next]) &&
          SAID_AGAIN.has(replaced ?? "") &&
          // "I have the keys no the neighbour has them": a clause, not a phrase, said in its place.
          !clauseStartsAt(tokens, next)) ||
        (from > start && isNameSaidAgain(out[from], tokens, next)) ||
        (CALENDAR.has(replaced ?? "") && CALENDAR.has(lower(tokens[next]) ?? "")) ||
        (isQuarter(out[from]) && isQuarter(tokens[next])));
    if (!corrects && end === start && ONLY_TAKE_BACK.has(marker.join(" "))) {
      index = next;
      continue;
    }
    if (!corrects) {
      keep(tokens[index] as Token);
      index += 1;
      continue;
    }
    // "tomorrow, I mean Monday, at ten": the aside's closing comma goes with its opening one.
    const aside = isComma(out.at(-1)) && tokens[next]?.kind === "word" && isComma(tokens[next + 1]);
    // Only a few words: keeping a long tail at every marker would read it again at the next one.
    const replacedWords = end - from <= MOST_KEPT_AFTER ? out.slice(from, end) : [];
    const parallel =
      lower(tokens[next]) === replaced ? parallelLength(tokens, next, replacedWords) : 0;
    const counted = isNumber(tokens[next]) ? countedKept(replacedWords, tokens, next) : [];
    out.splice(from);
    if (counted.length > 0) {
      let after = next;
      while (isNumber(tokens[after])) keep(tokens[after++] as Token);
      for (const token of counted) keep(token);
      index = after;
      continue;
    }
    if (parallel > 0) {
      for (const token of tokens.slice(next, next + parallel)) keep(token);
      for (const token of replacedWords.slice(parallel)) keep(token);
      index = next + parallel;
      continue;
    }
    if (aside) {
      keep(tokens[next] as Token);
      index = next + 2;
      continue;
    }
    index = next;
  }
  return out;
}
