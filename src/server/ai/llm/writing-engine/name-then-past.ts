/**
 * A name and its past after another verb's clause: "the oven stopped Kwame
 * cut the power", where the name is no object of the verb before it.
 */
import { CALENDAR_NAMES, isPast } from "./clause-times";
import { BARE_VERB_TAKERS, HAVE, PAST_ONLY } from "./clause-words";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token } from "./tokens";
import { IRREGULAR_PASTS } from "./verb-forms";

/**
 * "the oven stopped Kwame cut the power", "the sink overflowed Ravi turned
 * off the tap": a name and a past after a verb are the next clause's subject
 * and verb, as no object of the verb before takes a past of its own; unless
 * that verb has its object do something ("I saw Maria cut the cake", "had
 * Bao read it"), which a past in "-ed" never is.
 */
export function nameThenPastAt(tokens: Token[], index: number, verbAt: number): boolean {
  const named =
    /^\p{Lu}\p{Ll}/u.test(tokens[index]?.text ?? "") &&
    partOfSpeechAt(tokens, index) === "PROPN" &&
    !CALENDAR_NAMES.has(lower(tokens[index]) ?? "");
  const verb = lower(tokens[verbAt]) ?? "";
  const previous = lower(tokens[index - 1]) ?? "";
  const actsForVerbBefore =
    (BARE_VERB_TAKERS.has(previous) || HAVE.has(previous)) && !/ed$/.test(verb);
  return (
    named &&
    (PAST_ONLY.has(verb) || isPast(verb) || IRREGULAR_PASTS.has(verb)) &&
    !actsForVerbBefore
  );
}
