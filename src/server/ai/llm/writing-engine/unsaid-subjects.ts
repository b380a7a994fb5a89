/**
 * A subject left unsaid before a form of "be" in a run-on: "the report is
 * finished is on your desk" → "… is finished. It is on your desk."
 */
import { isPast, timePhraseBefore } from "./clause-times";
import { objectClosedBefore } from "./closed-objects";
import { isNominal, opensPhrase, PHRASE_OPENERS } from "./noun-phrases";
import { BARE_BE, subjectLeftOutAt, takesObject } from "./subjectless-be";
import { lower, type Token, wordSet } from "./tokens";

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
  return participle || placeGoneTo ? pronoun : subjectLeftOutAt(tokens, index);
}

/** Words that point at a noun, and open its phrase: "this holiday". */
const POINTING = wordSet("this that these those");

/**
 * Whether the noun phrase at `index` is the object of the verb before it,
 * followed by a bare "be" that leaves its subject unsaid: "bring your
 * passport is very important" splits after the phrase, not before it.
 */
export function objectBeforeBareBeAt(tokens: Token[], index: number): boolean {
  // "celebrate this holiday": a pointing word opens the phrase as a determiner does.
  const verbAt = POINTING.has(lower(tokens[index - 1]) ?? "") ? index - 2 : index - 1;
  // "… ordered pizza was cold": a bare noun or a count may as well open the next clause.
  if (verbAt === index - 1 && !PHRASE_OPENERS.has(lower(tokens[index]) ?? "")) return false;
  if (!takesObject(tokens, verbAt)) return false;
  const first = opensPhrase(tokens, index) ? index + 1 : index;
  for (let at = first; at <= first + 3 && isNominal(tokens, at, at === index + 1); at++) {
    // "visited the market on Sunday was …": a time may come between the object and its "be".
    for (let beAt = at + 1; beAt <= at + 4; beAt++) {
      // "read the contract carefully is …": or an adverb closing the object.
      const timed =
        beAt === at + 1 ||
        timePhraseBefore(tokens, beAt) === beAt - at - 1 ||
        (beAt === at + 2 && objectClosedBefore(tokens, beAt));
      if (timed && BARE_BE.has(lower(tokens[beAt]) ?? ""))
        return subjectLeftOutAt(tokens, beAt) !== undefined;
    }
  }
  return false;
}

/**
 * Whether the time phrase at `index` ("all day", "all weekend") ends the
 * clause before it, followed by a bare "be" that leaves its subject unsaid:
 * "we were at the beach all day was very hot" splits after the time, as a
 * clause's own time ("the whole day was …" is a subject; "all day" is none).
 */
export function timeBeforeBareBeAt(tokens: Token[], index: number): boolean {
  if (lower(tokens[index]) !== "all" || timePhraseBefore(tokens, index + 2) !== 2) return false;
  return (
    BARE_BE.has(lower(tokens[index + 2]) ?? "") && subjectLeftOutAt(tokens, index + 2) !== undefined
  );
}
