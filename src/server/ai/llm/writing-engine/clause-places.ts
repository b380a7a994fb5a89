/**
 * A place said between two run-on clauses, where "there is" follows it:
 * "the big room is taken upstairs there are two free desks" → "… is taken.
 * Upstairs there are two free desks." A clause saying what something is
 * ("is taken", "is full") is whole without the place, and "there is" tells
 * what is found at one, so the place opens that clause.
 */
import { saysWhatIs } from "./clause-times";
import { ADVERBS, BE_FORMS, LINKING_VERBS } from "./clause-words";
import { DETERMINERS, lower, type Token, wordSet } from "./tokens";

/** Adverbs of a place, each one word: "upstairs", "outside". */
const PLACE_ADVERBS = wordSet("upstairs downstairs outside inside nearby indoors outdoors");

/** Prepositions that say where and nothing else: "behind the building", "above it". */
const PLACE_PREPOSITIONS = wordSet("behind above below beside opposite underneath");
/** What such a preposition takes that opens no clause: "above it", "behind the building". */
const PLACE_PRONOUNS = wordSet("it them");

/**
 * How many words at the end of `out` say where: "upstairs" 1, "next door" 2,
 * "above it" 2, "behind the building" 3, "next to the lift" 4; else 0.
 */
function placeBefore(out: Token[]): number {
  const wordAt = (back: number) => lower(out[out.length - back]) ?? "";
  if (PLACE_ADVERBS.has(wordAt(1))) return 1;
  if (wordAt(1) === "door" && wordAt(2) === "next") return 2;
  // "next to the lift": the tagger may read the noun as a verb; after a determiner it is none.
  const noun = out[out.length - 1]?.kind === "word" && DETERMINERS.has(wordAt(2));
  const object = PLACE_PRONOUNS.has(wordAt(1)) ? 1 : noun ? 2 : 0;
  if (object === 0) return 0;
  if (PLACE_PREPOSITIONS.has(wordAt(object + 1))) return object + 1;
  return wordAt(object + 1) === "to" && wordAt(object + 2) === "next" ? object + 2 : 0;
}

/**
 * How many words at the end of `out` (from `start`) are a place that opens
 * the "there is" clause starting at `tokens[index]`, rather than ends the
 * clause before; zero when that clause does something there ("the kids
 * play outside") or no "there is" follows.
 */
export function openingPlaceBefore(
  out: Token[],
  start: number,
  tokens: Token[],
  index: number,
): number {
  if (lower(tokens[index]) !== "there" || !BE_FORMS.has(lower(tokens[index + 1]) ?? "")) return 0;
  const length = placeBefore(out);
  const end = out.length - length;
  if (length === 0 || end - start < 2) return 0;
  for (let at = start; at < end; at++) if (out[at]?.kind !== "word") return 0;
  return saysWhatIs(out, start, end) || stateBefore(out, end) ? length : 0;
}

/** "is taken", "are still closed": a participle after "be", which says what something is too. */
function stateBefore(out: Token[], end: number): boolean {
  const last = lower(out[end - 1]) ?? "";
  const verbAt = ADVERBS.has(lower(out[end - 2]) ?? "") ? end - 3 : end - 2;
  const verb = lower(out[verbAt]) ?? "";
  return !last.endsWith("ing") && (BE_FORMS.has(verb) || LINKING_VERBS.has(verb));
}
