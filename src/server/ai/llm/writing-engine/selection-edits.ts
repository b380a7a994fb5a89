/**
 * An edit asked of a selection that names its own words: "change Tuesday to
 * Thursday", "replace 'asap' with 'by Friday'". The words named are swapped
 * where they stand and the rest of the text is kept as written.
 */
import { ASKING, dropOpenings } from "./openings";

const EDIT_VERBS = /^(?:change|replace|swap|switch|substitute)\s+/iu;
/** What joins the words to take out to the words to put in, the most telling first. */
const JOINS = [" with ", " to ", " into ", " for ", " by "];
const QUOTES = /^["'‘’“”`]+|(?<!["'‘’“”`])["'‘’“”`]+$/gu;
const isLetter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** The words to take out and the words to put in, or undefined when the instruction is no such edit. */
function swapAsked(instruction: string): { from: string; to: string } | undefined {
  const asked = dropOpenings(instruction, [...ASKING, "just", "now", "and"]).replace(
    /(?<![.!?])[.!?]+$/u,
    "",
  );
  const verb = asked.match(EDIT_VERBS);
  if (!verb) return undefined;
  const rest = asked.slice(verb[0].length);
  for (const join of JOINS) {
    const at = rest.toLowerCase().indexOf(join);
    if (at <= 0) continue;
    const from = rest.slice(0, at).replace(QUOTES, "").trim();
    const to = rest
      .slice(at + join.length)
      .replace(QUOTES, "")
      .trim();
    if (from && to) return { from, to };
  }
  return undefined;
}

/**
 * Every whole-word use of `from` in `text`, found by scanning rather than by
 * a pattern built from the person's words.
 */
function swapped(text: string, from: string, to: string): string | undefined {
  const lower = text.toLowerCase();
  const wanted = from.toLowerCase();
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

/** The selection with the words the instruction names swapped, or undefined when it names none found. */
export function editAsked(text: string, instruction: string): string | undefined {
  const asked = swapAsked(instruction);
  return asked ? swapped(text, asked.from, asked.to) : undefined;
}
