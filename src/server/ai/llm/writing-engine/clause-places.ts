/**
 * A place said between two run-on clauses. Before "there is" it opens that
 * clause: "the big room is taken upstairs there are two free desks" → "…
 * is taken. Upstairs there are two free desks." A clause saying what
 * something is ("is taken", "is full") is whole without the place, and
 * "there is" tells what is found at one. "here" and "there" point back at a
 * place the clause before has named ("I stayed in Lagos for two weeks there
 * I saw my cousins", "this is the staff portal here you can …"), unless that
 * clause does something there ("I will meet you there we can talk").
 */
import { inNounPhrase, SPANS, saysWhatIs, TIME_NOUNS } from "./clause-times";
import { ADVERBS, BE_FORMS, HAVE, LINKING_VERBS, PARTICLES } from "./clause-words";
import { partOfSpeechOf } from "./parts-of-speech";
import { DETERMINERS, lower, type Token, wordSet } from "./tokens";

/** Adverbs of a place, each one word: "upstairs", "outside". */
const PLACE_ADVERBS = wordSet("upstairs downstairs outside inside nearby indoors outdoors");

/** Prepositions that say where and nothing else: "behind the building", "above it". */
const PLACE_PREPOSITIONS = wordSet("behind above below beside opposite underneath");
/** What such a preposition takes that opens no clause: "above it", "behind the building". */
const PLACE_PRONOUNS = wordSet("it them");

/** Prepositions that say where when they take a place: "in the kitchen", "at the back", "to Crete". */
const WHERE_PREPOSITIONS = new Set([
  ...PLACE_PREPOSITIONS,
  ...wordSet("in at on near inside outside under to from into by along across through around"),
]);
/** Words that turn "here" or "there" to a way: "from there", "over there". */
const TOWARDS = wordSet("from over up down back");
/** Of those, the ones that point back at a place said before: "from there", "back there". */
const ANAPHORIC = wordSet("from back");

/** A noun of a time or a stretch, one or many: "morning", "Friday", "hours", "years". */
export const isTimeNoun = (text: string) =>
  [text, text.replace(/s$/, "")].some((noun) => TIME_NOUNS.has(noun) || SPANS.has(noun));

/**
 * How many words before `end` are a preposition of place and the noun
 * phrase it takes, up to three words: "in the kitchen" 3, "on the second
 * floor" 4, "in Porto" 2; zero for a time ("in the afternoon").
 */
export function placePhraseBefore(tokens: Token[], end: number): number {
  const last = lower(tokens[end - 1]) ?? "";
  // "in the afternoon", "by eight": a time or a number, not a place.
  const counted = /\d/.test(last) || partOfSpeechOf(tokens[end - 1]) === "NUM";
  if (tokens[end - 1]?.kind !== "word" || isTimeNoun(last) || counted) return 0;
  for (let words = 1; words <= 3; words++) {
    const inside = tokens[end - words];
    if (inside?.kind !== "word" || /^(?:VERB|AUX|PRON)$/.test(partOfSpeechOf(inside) ?? ""))
      return 0;
    if (!WHERE_PREPOSITIONS.has(lower(tokens[end - words - 1]) ?? "")) continue;
    const named = /^\p{Lu}/u.test(inside.text) || partOfSpeechOf(inside) === "PROPN";
    return words === 1 || named || DETERMINERS.has(lower(inside) ?? "") ? words + 1 : 0;
  }
  return 0;
}

/** Whether the words from `start` to `end` name a place: "in Lagos", "on the terrace", "upstairs". */
export function placeHeldIn(tokens: Token[], start: number, end: number): boolean {
  for (let at = start + 1; at <= end; at++) {
    const phrase = placePhraseBefore(tokens, at);
    if (PLACE_ADVERBS.has(lower(tokens[at - 1]) ?? "") || (phrase > 0 && at - phrase >= start))
      return true;
  }
  return false;
}

/**
 * How many words at the end of `out` say where: "upstairs" 1, "next door" 2,
 * "above it" 2, "behind the building" 3, "next to the lift" 4, "at the
 * back" 3; else 0.
 */
function placeBefore(out: Token[]): number {
  const wordAt = (back: number) => lower(out[out.length - back]) ?? "";
  if (PLACE_ADVERBS.has(wordAt(1))) return 1;
  const phrase = placePhraseBefore(out, out.length);
  if (phrase > 0) return phrase;
  if (wordAt(1) === "door" && wordAt(2) === "next") return 2;
  // "next to the lift": the tagger may read the noun as a verb; after a determiner it is none.
  const noun = out[out.length - 1]?.kind === "word" && DETERMINERS.has(wordAt(2));
  const object = PLACE_PRONOUNS.has(wordAt(1)) ? 1 : noun ? 2 : 0;
  if (object === 0) return 0;
  if (PLACE_PREPOSITIONS.has(wordAt(object + 1))) return object + 1;
  return wordAt(object + 1) === "to" && wordAt(object + 2) === "next" ? object + 2 : 0;
}

/**
 * How many words at the end of `out` (from `start`) are a place (or the
 * `setting` given, a time) that opens the "there is" clause starting at
 * `tokens[index]`, rather than ends the clause before; zero when that
 * clause does something there ("the kids play outside") or no "there is"
 * follows.
 */
export function openingPlaceBefore(
  out: Token[],
  start: number,
  tokens: Token[],
  index: number,
  setting = placeBefore(out),
): number {
  const there = lower(tokens[index]) ?? "";
  const existential =
    there === "there" ? BE_FORMS.has(lower(tokens[index + 1]) ?? "") : /^there['’]s$/.test(there);
  if (!existential) return 0;
  const length = setting;
  const end = out.length - length;
  const from = partSince(out, start, end);
  // "the cups are in the cupboard there is …": a place after "be" is what the clause says.
  if (length === 0 || end - from < 2 || BE_FORMS.has(lower(out[end - 1]) ?? "")) return 0;
  // "the flat has two bedrooms", "they sell bread downstairs": what a thing has, or a clause with
  // a place of its own, is whole without another.
  const has = HAVE.has(lower(out[from + 1]) ?? "") || HAVE.has(lower(out[from + 2]) ?? "");
  const whole = saysWhatIs(out, from, end) || has || placeHeldIn(out, from, end);
  return whole || stateBefore(out, end) ? length : 0;
}

/** "is taken", "are still closed": a participle after "be", which says what something is too. */
function stateBefore(out: Token[], end: number): boolean {
  const last = lower(out[end - 1]) ?? "";
  const verbAt = ADVERBS.has(lower(out[end - 2]) ?? "") ? end - 3 : end - 2;
  const verb = lower(out[verbAt]) ?? "";
  return !last.endsWith("ing") && (BE_FORMS.has(verb) || LINKING_VERBS.has(verb));
}

/** Words that place something from "here" or "there": "near here", "around there". */
const NEAR = wordSet("near around nearby close");

/**
 * How many words at the end of `out` (from `start`) are "here" or "there"
 * pointing back at a place the clause before names ("I stayed in Lagos for
 * two weeks there I saw …", "we land in Hanoi from there it is …") or is
 * ("this is the staff portal here you can …"), which opens the clause after
 * it; zero when it tells where the clause before does something ("I will
 * meet you there", "put the boxes here", "the keys are there").
 */
export function pointingPlaceBefore(out: Token[], start: number): number {
  const last = lower(out[out.length - 1]) ?? "";
  if (last !== "here" && last !== "there") return 0;
  const length = TOWARDS.has(lower(out[out.length - 2]) ?? "") ? 2 : 1;
  const end = out.length - length;
  const from = partSince(out, start, end);
  if (end - from < 2) return 0;
  const before = out[end - 1];
  const word = lower(before) ?? "";
  const done =
    /^(?:VERB|AUX|PRON|ADP)$/.test(partOfSpeechOf(before) ?? "") && !inNounPhrase(out, end - 1);
  // "a pharmacy near here", "the shop around there": a place said from where one is.
  if (done || BE_FORMS.has(word) || PARTICLES.has(word) || NEAR.has(word)) return 0;
  // "from there", "back there": a way to or from a place, which only a place said before names.
  if (ANAPHORIC.has(lower(out[end]) ?? "") || placeHeldIn(out, from, end)) return length;
  // "this is the staff portal", "that is the main square": a thing the clause says something is.
  const determined = [end - 2, end - 3, end - 4].some((at) =>
    DETERMINERS.has(lower(out[at]) ?? ""),
  );
  return determined && saysWhatIs(out, from, end) ? length : 0;
}

/**
 * Where the last part of a clause from `start` to `end` starts: after the
 * comma a joined clause was given ("the museum was closed, so we went to
 * the zoo"), which the words after read as their clause.
 */
export function partSince(out: Token[], start: number, end: number): number {
  let from = end;
  while (from > start && out[from - 1]?.kind === "word") from -= 1;
  return from;
}
