/**
 * A clause describing what "there is" names: "is there a room we can
 * book", "there is a form I need to sign", "are there any seats we can
 * take", "there is nothing we can do". After another noun a verb left without its object after a modal
 * or "need to" is as often meant without one ("I sent the invoice they will
 * pay", relative-clauses.ts); after what there is, the clause is what it is
 * there for, so the bare verb leaves the noun's gap.
 */
import { objectMissingAt, takesNoObject, verbChainEnd } from "./clause-gaps";
import { OBJECTS, TELL_VERBS } from "./clause-lexicon";
import { BE_FORMS, GIVING_VERBS, MODALS } from "./clause-words";
import { partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { DETERMINERS, lower, type Token, wordSet } from "./tokens";

/** Whether "there is", "is there" or "there's" stands just before the word at `at`. */
function thereIsBefore(tokens: Token[], at: number): boolean {
  const [before, further] = [lower(tokens[at - 1]) ?? "", lower(tokens[at - 2]) ?? ""];
  if (/^there['’]s$/.test(before)) return true;
  return (
    (before === "there" && BE_FORMS.has(further)) || (BE_FORMS.has(before) && further === "there")
  );
}

/** Pronouns that name what there is as a noun does: "there is nothing we can do". */
const INDEFINITE_THINGS = wordSet(
  "nothing anything something everything nobody anybody somebody noone anyone someone",
);

/**
 * Where the words naming what there is start, before the subject at
 * `index`: a determiner's phrase ("a room", "any seats") or a pronoun such as
 * "anything", with "else" after it ("anything else I can do").
 */
function namedBefore(tokens: Token[], index: number): number | undefined {
  const pronounAt = lower(tokens[index - 1]) === "else" ? index - 2 : index - 1;
  if (INDEFINITE_THINGS.has(lower(tokens[pronounAt]) ?? "")) return pronounAt;
  return [index - 2, index - 3].find((at) => DETERMINERS.has(lower(tokens[at]) ?? ""));
}

/**
 * Whether the clause of the pronoun at `index` describes a noun that "there
 * is" names, its chain ending on a verb that takes an object with none after
 * it (a preposition's phrase or nothing: "we can use for the call", "I need
 * to sign").
 */
export function existentialGapAt(tokens: Token[], index: number): boolean {
  if (!SUBJECT_PRONOUNS.has(lower(tokens[index]) ?? "")) return false;
  const named = namedBefore(tokens, index);
  if (named === undefined || !thereIsBefore(tokens, named)) return false;
  const verb = MODALS.has(lower(tokens[index + 1]) ?? "") ? index + 2 : index + 1;
  // "nothing we can do": the tagger reads "do" after a modal as an auxiliary.
  if (partOfSpeechAt(tokens, verb) !== "VERB" && lower(tokens[verb]) !== "do") return false;
  const end = verbChainEnd(tokens, verb);
  // "a form I signed" is read by the other rules; a chain ("can book", "need to sign") leaves its
  // object to the noun as a verb alone need not ("there is a meeting I told you").
  if (verb === index + 1 && end === verb) return false;
  const last = lower(tokens[end]) ?? "";
  if (takesNoObject(last)) return false;
  // "something I need to tell you", "anything I can get you": whom it is for, then the gap.
  const person = OBJECTS.has(lower(tokens[end + 1]) ?? "") || lower(tokens[end + 1]) === "you";
  const after = person && (GIVING_VERBS.has(last) || TELL_VERBS.has(last)) ? end + 2 : end + 1;
  return objectMissingAt(tokens, after) || partOfSpeechAt(tokens, after) === "ADP";
}
