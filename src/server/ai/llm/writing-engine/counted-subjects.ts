/**
 * Subjects that count or name no one in particular, with what narrows them:
 * "nobody in the office noticed", "somebody from the kitchen apologised",
 * "most people bring lunch", "thousands of people came". Read where one
 * clause has ended and the next opens with such a subject.
 */
import { AUXILIARIES, hasVerbForm, THIRD_PERSON } from "./clause-lexicon";
import { BE_FORMS, MODALS, PLURALS_WITHOUT_S } from "./clause-words";
import { isVerbAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Prepositions that narrow an indefinite subject: "nobody in the office", "someone from IT". */
const NARROWING = wordSet("in from at on");

/** Words of the narrowing phrase after its preposition: "the office", "support", "my team". */
const PHRASE_WORDS = 3;

/** Words a narrowing phrase never holds: the verb or a subject of a clause of its own. */
const NOT_IN_PHRASE = wordSet("i we you they he she and or but that who which is are was were");

/** Counts of a crowd: "thousands of people", "dozens of fans". */
const CROWDS = wordSet("hundreds thousands millions dozens lots plenty");

/** "most people", "most staff": what "most" counts. */
const isPluralAt = (tokens: Token[], at: number) => {
  const text = lower(tokens[at]) ?? "";
  return PLURALS_WITHOUT_S.has(text) || /^\p{Ll}{2,}[^s'’]s$/u.test(text);
};

/** A verb a subject of the third person takes, in any tense: "noticed", "answers", "bring", "can". */
function finiteAt(tokens: Token[], at: number, plural: boolean): boolean {
  const text = lower(tokens[at]) ?? "";
  if (hasVerbForm(text) || THIRD_PERSON.has(text) || MODALS.has(text)) return true;
  if (BE_FORMS.has(text) || AUXILIARIES.has(text)) return text !== "be" && text !== "been";
  // "nobody from support answers": no plural is narrowed into a singular subject, so "-s" is its verb.
  if (!plural && /\p{L}{2}s$/u.test(text) && !/(ss|us|is)$/.test(text)) return true;
  if (!isVerbAt(tokens, at)) return false;
  return plural && !/s$/.test(text);
}

/**
 * The index of the verb after a narrowing phrase from `at` ("in the office
 * noticed"), or -1: a preposition, a few words that are no verb, then one.
 */
function afterNarrowing(tokens: Token[], at: number, plural: boolean): number {
  if (!NARROWING.has(lower(tokens[at]) ?? "")) return -1;
  for (let verb = at + 2; verb <= at + 1 + PHRASE_WORDS; verb++) {
    const word = tokens[verb - 1];
    if (word?.kind !== "word" || NOT_IN_PHRASE.has(lower(word) ?? "")) return -1;
    if (verb - 1 > at + 1 && finiteAt(tokens, verb - 1, plural)) return -1;
    if (tokens[verb]?.kind === "word" && finiteAt(tokens, verb, plural)) return verb;
  }
  return -1;
}

/** "nobody in the office noticed": an indefinite subject narrowed by a phrase, then its verb. */
export function narrowedIndefiniteAt(tokens: Token[], index: number): boolean {
  return afterNarrowing(tokens, index + 1, false) > 0;
}

/**
 * "most people bring lunch", "thousands of people came", "all of us agreed":
 * a subject that counts a crowd, then its verb. Undefined when the word at
 * `index` counts none.
 */
export function countedSubjectAt(tokens: Token[], index: number): boolean | undefined {
  const first = lower(tokens[index]) ?? "";
  if (first === "most" && isPluralAt(tokens, index + 1)) return finiteAt(tokens, index + 2, true);
  const counted =
    (CROWDS.has(first) || first === "all") &&
    lower(tokens[index + 1]) === "of" &&
    tokens[index + 2]?.kind === "word";
  if (counted) return finiteAt(tokens, index + 3, true);
  return undefined;
}
