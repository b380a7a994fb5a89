/**
 * A title said as a word before a name, which a recogniser gives in lower
 * case: "professor miller" → "Professor Miller", "doctor nguyen", "uncle
 * raj", "father gallagher". Both are written with capitals, as part of the
 * name. A title with an article or whose it is calls no one by name ("the
 * doctor said", "my uncle lives …"), nor one before a word that names no
 * one ("a doctor appointment", "don't judge people").
 */

import { partOfSpeechAt } from "./parts-of-speech";
import { isFamilyNameAt, personNameAt } from "./people-names";
import { SPELLED_TITLES } from "./titles";
import { capitalizeFirst, lower, type Token, wordSet } from "./tokens";

/** Words before a title that make it a noun of its own: "the doctor", "my uncle". */
const BEFORE_NO_TITLE = wordSet(
  "the a an my your our his her their its this that every each no any whose which what",
);

/**
 * Family names that are English words too, which after a title name a
 * person ("professor brown", "doctor price"); read so only there, as after
 * a given name they are often the word ("anna green" is "anna's green …").
 */
const FAMILY_NAMES_AFTER_A_TITLE = wordSet(
  "brown green white black young king wright hall wood hill walker baker clark cook price bell " +
    "ward hughes park moore mason fox stone rivers banks",
);

/** The name after a title: a person's given and family names, or a family name alone. */
function nameAfterTitle(tokens: Token[], index: number): string[] | undefined {
  const token = tokens[index];
  if (token?.kind !== "word" || !/^\p{Ll}/u.test(token.text)) return undefined;
  const person = personNameAt(tokens, index);
  if (person) return person;
  const family = FAMILY_NAMES_AFTER_A_TITLE.has(token.text) || isFamilyNameAt(tokens, index);
  return family ? [capitalizeFirst(token.text)] : undefined;
}

/**
 * A spelled-out title and the name after it at `index`, as written, or
 * undefined. Not a title the tagger reads as a verb ("don't judge anna").
 */
export function spelledTitleAt(tokens: Token[], index: number): string[] | undefined {
  const title = lower(tokens[index]);
  if (title === undefined || !SPELLED_TITLES.has(title)) return undefined;
  if (BEFORE_NO_TITLE.has(lower(tokens[index - 1]) ?? "")) return undefined;
  const tag = partOfSpeechAt(tokens, index);
  if (tag === "VERB" || tag === "AUX") return undefined;
  const name = nameAfterTitle(tokens, index + 1);
  return name ? [capitalizeFirst(tokens[index]?.text ?? title), ...name] : undefined;
}
