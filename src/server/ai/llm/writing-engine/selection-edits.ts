/**
 * An edit asked of a selection that names its own words: "change Tuesday to
 * Thursday", "replace 'asap' with 'by Friday'". The words named are swapped
 * where they stand, or the one thing of their kind when they are named by
 * what they are ("the old price"), and the rest of the text is kept as written.
 */
import { ASKING, dropOpenings } from "./openings";
import { swappedByKind } from "./selection-kinds";

/** Where an edit that names its words starts: the instruction's start, or after "and", "then" or a comma. */
const EDIT_VERB = /(?:^|[,.;]\s*|\s(?:and|then)\s+)(?:change|replace|swap|switch|substitute)\s+/iu;
/** What joins the words to take out to the words to put in, the most telling first. */
const JOINS = [" with ", " to ", " into ", " for ", " by "];
/** Where the words put in end, when more of the instruction follows: "…, and make it shorter". */
const CLAUSE_END = /[,.;]|\s(?:and|then)\s/u;
const QUOTES = /^["'‘’“”`]+|(?<!["'‘’“”`])["'‘’“”`]+$/gu;
/**
 * Lower case of the same length, so that an offset found in it is an offset
 * in the text: a character whose lower case is longer ("İ" → "i̇") stays as it is.
 */
function folded(text: string): string {
  return Array.from(text, (character) => {
    const lower = character.toLowerCase();
    return lower.length === character.length ? lower : character;
  }).join("");
}
const isLetter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

interface Swap {
  from: string;
  to: string;
  /** The rest of the instruction, which may ask more of the text ("make it shorter and …"). */
  rest: string;
}

/** Verbs that put words in place of others said "instead of": "put Lagos instead of Accra". */
const PUT_IN = /^(?:(?:put|use|write|say|make\s+it|have)\s+)?/iu;

/** "put Lagos instead of Accra", "Lagos instead of Accra": the words put in said first. */
function insteadAsked(asked: string): Swap | undefined {
  const at = folded(asked).indexOf(" instead of ");
  if (at <= 0) return undefined;
  const after = asked.slice(at + " instead of ".length);
  const end = after.search(CLAUSE_END);
  const to = asked.slice(0, at).replace(PUT_IN, "").replace(QUOTES, "").trim();
  const from = (end < 0 ? after : after.slice(0, end)).replace(QUOTES, "").trim();
  return from && to ? { from, to, rest: end < 0 ? "" : after.slice(end) } : undefined;
}

/** The words to take out and the words to put in, or undefined when the instruction is no such edit. */
function swapAsked(instruction: string): Swap | undefined {
  const asked = dropOpenings(instruction, [...ASKING, "just", "now"]);
  const verb = asked.match(EDIT_VERB);
  if (!verb) return insteadAsked(asked);
  const start = (verb.index ?? 0) + verb[0].length;
  const edit = asked.slice(start);
  for (const join of JOINS) {
    const at = folded(edit).indexOf(join);
    if (at <= 0) continue;
    const after = edit.slice(at + join.length);
    const end = after.search(CLAUSE_END);
    const from = edit.slice(0, at).replace(QUOTES, "").trim();
    const to = (end < 0 ? after : after.slice(0, end)).replace(QUOTES, "").trim();
    const rest = `${asked.slice(0, verb.index ?? 0)} ${end < 0 ? "" : after.slice(end)}`;
    if (from && to) return { from, to, rest };
  }
  return undefined;
}

/**
 * Every whole-word use of `from` in `text`, found by scanning rather than by
 * a pattern built from the person's words.
 */
function swapped(text: string, from: string, to: string): string | undefined {
  const lower = folded(text);
  const wanted = folded(from);
  let result = "";
  let done = 0;
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + wanted.length)) {
    const end = at + wanted.length;
    if (isLetter(text[at - 1]) || isLetter(text[end])) continue;
    const said = text.slice(at, end);
    // "Asap." at a sentence's start keeps its capital in the words put in.
    const capital = /^\p{Lu}/u.test(said) && !/^\p{Lu}/u.test(from);
    result += text.slice(done, at) + (capital ? `${to.charAt(0).toUpperCase()}${to.slice(1)}` : to);
    done = end;
  }
  return done === 0 ? undefined : result + text.slice(done);
}

/**
 * The selection with the words the instruction names swapped, and what else
 * the instruction asks; undefined when it names no words found in the text.
 */
export function editAsked(
  text: string,
  instruction: string,
): { edited: string; rest: string } | undefined {
  const asked = swapAsked(instruction);
  const edited = asked
    ? (swapped(text, asked.from, asked.to) ?? swappedByKind(text, asked.from, asked.to))
    : undefined;
  return asked && edited !== undefined ? { edited, rest: asked.rest } : undefined;
}
