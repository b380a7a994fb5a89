/**
 * What a verb right before a subject takes: the clause that subject opens,
 * with its "that" unsaid ("we proved the method is reliable", "I checked the
 * door was locked", "she confirmed the room is free"), or, for "you" after a
 * verb, its object, which ends the clause ("sorry for bothering you the
 * printer is broken"). A verb that takes a thing as often as a clause ends
 * its own on the thing: "I checked the logs the server was down", "we
 * ordered the pizza was cold".
 */

import { plainFormsOf, takesClause } from "./clause-gaps";
import { LEAD_INTO_CLAUSE, TELL_VERBS } from "./clause-lexicon";
import { BE_FORMS, GIVING_VERBS } from "./clause-words";
import { isNounTag } from "./noun-phrases";
import { partOfSpeechAt } from "./parts-of-speech";
import { subjectVerbAt } from "./subject-verb";
import { reportsWhatWasFound } from "./subjectless-be";
import { lower, type Token, wordSet } from "./tokens";

/**
 * Verbs the lexicon lists as taking a clause that are far more often said
 * with a thing or a person after them, whose noun phrase is then no
 * subject ("I read the book", "we ordered the pizza", "I asked the
 * teacher", a learner's "I replied the email"), or alone, as an answer ("I
 * totally agree").
 */
const NOT_WITHOUT_THAT = wordSet(
  "read order answer ask want require demand achieve attain calculate compute derive desire enact " +
    "ignore record reject repeat teach tell warn notify mind recommend necessitate happen matter " +
    "occur object point pray agree reply",
);

/** Whether `verb` takes a clause with its "that" unsaid: "proved", "confirmed", "checked". */
export const takesClauseWithoutThat = (verb: string) =>
  (takesClause(verb) && !plainFormsOf(verb).some((form) => NOT_WITHOUT_THAT.has(form))) ||
  reportsWhatWasFound(verb);

/** Forms of "be" and "get" a participle says a state after: "is confirmed", "got reported". */
const STATE_TAKERS = new Set([...BE_FORMS, ...wordSet("get gets got")]);

/**
 * "the booking is confirmed the hotel sent …", "the bug was already reported
 * the team …": a participle after "be" says what something is, and takes no
 * clause, so the clause after it is one of its own.
 */
function participleAfterBeAt(tokens: Token[], at: number): boolean {
  const before = partOfSpeechAt(tokens, at - 1) === "ADV" ? at - 2 : at - 1;
  return STATE_TAKERS.has(lower(tokens[before]) ?? "");
}

/**
 * Whether the verb before `index` takes the clause a subject of one noun at
 * most and its verb open there: "proved | the method is", "checked | the
 * door was"; not "checked | the logs the server", whose phrase has no verb
 * of its own, nor "checked | the logs memory usage looks", where the verb's
 * object runs on into the next subject.
 */
export function clauseTakenWithoutThatAt(tokens: Token[], index: number): boolean {
  if (partOfSpeechAt(tokens, index - 1) !== "VERB") return false;
  if (!takesClauseWithoutThat(lower(tokens[index - 1]) ?? "")) return false;
  if (participleAfterBeAt(tokens, index - 1)) return false;
  const verbAt = subjectVerbAt(tokens, index);
  if (verbAt <= index) return false;
  let nouns = 0;
  for (let at = index; at < verbAt; at++) if (isNounTag(partOfSpeechAt(tokens, at))) nouns += 1;
  return nouns <= 1;
}

/**
 * Whether "you" right before `index` is the object of the verb before it,
 * which ends its clause there: "bothering you", "I called you". Not whom one
 * tells or gives to, with what follows ("I told you the …", "we showed you
 * the plan"), nor after a verb that takes a clause ("I bet you the price …").
 */
export function youEndsAt(tokens: Token[], index: number): boolean {
  if (lower(tokens[index - 1]) !== "you") return false;
  const verb = lower(tokens[index - 2]) ?? "";
  // "for disturbing you": the tagger may read an "-ing" as an adjective ("everything" is none).
  const verbTagged =
    partOfSpeechAt(tokens, index - 2) === "VERB" ||
    (/^\p{Ll}{3,}ing$/u.test(verb) && !/thing$/.test(verb));
  return (
    verbTagged &&
    !TELL_VERBS.has(verb) &&
    !GIVING_VERBS.has(verb) &&
    !LEAD_INTO_CLAUSE.has(verb) &&
    !takesClause(verb) &&
    !plainFormsOf(verb).some((form) => GIVING_VERBS.has(form) || TELL_VERBS.has(form))
  );
}
