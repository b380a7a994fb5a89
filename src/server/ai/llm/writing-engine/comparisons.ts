/** What was compared: "harder than expected", which leaves nothing for its verb to take. */
import { AUXILIARIES, isWord } from "./clause-lexicon";
import { SUBJECT_PRONOUNS } from "./parts-of-speech";
import { lower, type Token } from "./tokens";

/**
 * "harder than expected", "longer than we thought": a verb after "than" (and
 * its subject) says what was compared, with nothing left for it to take; but
 * for a subject and an auxiliary that end what is said ("more than I thought
 * she did").
 */
export function comparedBefore(tokens: Token[], index: number): boolean {
  const [two, three] = [lower(tokens[index - 2]), lower(tokens[index - 3])];
  const compared = two === "than" || (three === "than" && SUBJECT_PRONOUNS.has(two ?? ""));
  const auxiliaryEnds =
    SUBJECT_PRONOUNS.has(lower(tokens[index]) ?? "") &&
    AUXILIARIES.has(lower(tokens[index + 1]) ?? "") &&
    !isWord(tokens[index + 2]);
  return compared && !auxiliaryEnds;
}
