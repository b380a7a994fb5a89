/**
 * A subject left unsaid before a form of "be" in a run-on: "the report is
 * finished is on your desk" → "… is finished. It is on your desk."
 */
import { isPast } from "./clause-times";
import { lower, type Token, wordSet } from "./tokens";

/** Forms of "be" that, with their subject unsaid, start a clause: "… is on your desk". */
const BARE_BE = new Map([
  ["is", "it"],
  ["was", "it"],
  ["are", "they"],
  ["were", "they"],
]);
const BE_BEFORE_PARTICIPLE = wordSet("is are was were been");
/** Clauses whose opening words make a later "is" their own verb: "what I need is time". */
const SUBJECT_CLAUSE_OPENERS = wordSet("what what's whatever all everything that that's");

/**
 * The pronoun a form of "be" at `index` lacks, when a complete clause ends
 * on a participle after "be" ("the report is finished is on your desk") or
 * on a place gone to ("I moved to a new apartment is closer"); undefined
 * when the words before are its subject.
 */
export function unsaidSubjectAt(tokens: Token[], index: number, first: string): string | undefined {
  const pronoun = BARE_BE.get(lower(tokens[index]) ?? "");
  if (pronoun === undefined || SUBJECT_CLAUSE_OPENERS.has(first)) return undefined;
  const previous = lower(tokens[index - 1]) ?? "";
  if (tokens[index - 1]?.kind !== "word" || tokens[index + 1]?.kind !== "word") return undefined;
  const participle =
    /^\p{L}{3,}ed$/u.test(previous) && BE_BEFORE_PARTICIPLE.has(lower(tokens[index - 2]) ?? "");
  const placeGoneTo = [index - 3, index - 4].some(
    (at) =>
      lower(tokens[at]) === "to" &&
      /^(a|an|the|my|our)$/.test(lower(tokens[at + 1]) ?? "") &&
      isPast(lower(tokens[at - 1]) ?? ""),
  );
  return participle || placeGoneTo ? pronoun : undefined;
}
