/**
 * Questions run on after a complete clause that the subject-and-verb rules
 * do not see: "is that right" after what it asks about ("the receipt lists
 * four items is that correct"), and "who" or "which" opening a question
 * where they cannot describe the word before ("the dinner is on Friday who
 * is cooking", "two prices which one is better"). Not a question a verb or
 * an adjective takes ("I asked which train is faster", "I'm not sure who is
 * coming").
 */
import { AUXILIARIES, isWord } from "./clause-lexicon";
import { CALENDAR_NAMES, isPast, TIME_NOUNS } from "./clause-times";
import { INTRANSITIVE, PARTICLES, particleAfterBe } from "./clause-words";
import { learnerQuestionAt } from "./learner-questions";
import { isNounAt, partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { pointerQuestionAt } from "./pointer-questions";
import { lower, type Token, wordSet } from "./tokens";

/** Adjectives that take a question as what they say: "not sure who is coming". */
const QUESTION_TAKING_ADJECTIVES = wordSet("sure certain unsure aware unclear clear");

/** Adverbs a clause ends on, which say when or where, not how one knows: "broke again", "is here". */
const ENDING_ADVERBS = wordSet(
  "again now today tonight tomorrow yesterday already yet too here there home away back early late later soon",
);

/** A past, irregular or in "-ed": "went", "installed". */
const pastAt = (text: string) => isPast(text) || /\p{Ll}ed$/u.test(text);

/** A verb for one: "has", "is", "was", "costs", the verb a singular "who" takes. */
const singularVerb = (text: string) =>
  /^(?:has|is|was|does)$/.test(text) || (/^\p{Ll}{2,}[^s]s$/u.test(text) && !AUXILIARIES.has(text));

/**
 * Whether the word before `index` cannot be what a "who" or "which" at
 * `index` describes: a time or a day ("on Friday who …"), an adverb or a
 * particle ending a clause ("are down who …", "went out who …"), a verb that takes no object
 * ("came who …"), an adjective that takes no question, or a
 * plural noun whose verb would not be singular ("the keys who has …").
 */
function nothingToDescribe(tokens: Token[], index: number, verb: string): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  const tag = partOfSpeechAt(tokens, index - 1);
  if (TIME_NOUNS.has(previous) || CALENDAR_NAMES.has(previous)) return true;
  if (thankedForThingBefore(tokens, index)) return true;
  // "are down who …", not "depends on who …".
  if (PARTICLES.has(previous))
    return particleAfterBe(tokens, index) || INTRANSITIVE.has(lower(tokens[index - 2]) ?? "");
  if (tag === "ADV") return ENDING_ADVERBS.has(previous);
  if (tag === "ADJ") return !QUESTION_TAKING_ADJECTIVES.has(previous);
  // "the invitation came who …": a verb that takes no object takes no question either, nor one
  // in "-s" that the rules for clause-taking verbs did not read ("still leaks who …").
  if (INTRANSITIVE.has(previous) || (tag === "VERB" && singularVerb(previous))) return true;
  // "went off at three who …": a number said is no one a "who" describes.
  if (tag === "NUM") return true;
  return isNounAt(tokens, index - 1) && /\p{L}s$/u.test(previous) && singularVerb(verb);
}

/** Thanks or praise for a thing: "thanks for", "congratulations on", "great job on". */
const COURTESY_WORDS = wordSet("thanks thank congratulations congrats done job work");
const FOR_THING = wordSet("for on");
const COURTESY_REACH = 8;
/** What opens thanks or praise of two words: "great job", "well done", "thank you". */
const COURTESY_OPENERS = wordSet("great good nice well thank");

/**
 * "thanks for the lovely dinner who made the dessert", "great job on the
 * presentation who designed the slides": thanks or praise opening the
 * sentence is for a thing, which no "who" describes; not "thanks to the
 * nurse who helped", thanking a person.
 */
function thankedForThingBefore(tokens: Token[], index: number): boolean {
  for (let at = index - 2; at >= Math.max(1, index - COURTESY_REACH); at--) {
    if (!isWord(tokens[at])) return false;
    if (!FOR_THING.has(lower(tokens[at]) ?? "")) continue;
    // "thank you so much for": the courtesy a few words before "for", opening the sentence.
    for (let back = at - 1; back >= Math.max(0, at - 4); back--) {
      if (!isWord(tokens[back])) return false;
      if (COURTESY_WORDS.has(lower(tokens[back]) ?? ""))
        return (
          back === 0 ||
          !isWord(tokens[back - 1]) ||
          (back === 1 && COURTESY_OPENERS.has(lower(tokens[0]) ?? ""))
        );
    }
    return false;
  }
  return false;
}

/**
 * "the dinner is on Friday who is cooking", "the printers are down who has
 * the password": "who" and its verb, after a word it cannot describe.
 */
function whoQuestionAt(tokens: Token[], index: number): boolean {
  if (lower(tokens[index]) !== "who" || !isWord(tokens[index - 1])) return false;
  // "who else is invited": "else" before the verb.
  const verbAt = lower(tokens[index + 1]) === "else" ? index + 2 : index + 1;
  const verb = lower(tokens[verbAt]) ?? "";
  const finite = AUXILIARIES.has(verb) || singularVerb(verb) || pastAt(verb);
  // "… my library card who do I talk to": an auxiliary before its subject asks; a describing
  // "who" is the subject of its own verb ("the nurse who can help").
  const inverted = AUXILIARIES.has(verb) && SUBJECT_PRONOUNS.has(lower(tokens[verbAt + 1]) ?? "");
  return (
    finite && isWord(tokens[verbAt + 1]) && (inverted || nothingToDescribe(tokens, index, verb))
  );
}

/**
 * "the supplier offered two prices which one is better": "which" and the
 * noun it asks about, then a verb; a describing "which" has its verb or
 * subject right after it ("the invoice which is attached", "the car which
 * he bought"). Not after a verb that takes the question ("I asked which
 * train is faster").
 */
function whichQuestionAt(tokens: Token[], index: number): boolean {
  if (lower(tokens[index]) !== "which" || !isWord(tokens[index - 1])) return false;
  const noun = lower(tokens[index + 1]) === "one" || isNounAt(tokens, index + 1);
  const verb = lower(tokens[index + 2]) ?? "";
  const previous = partOfSpeechAt(tokens, index - 1);
  return (
    noun &&
    (AUXILIARIES.has(verb) || singularVerb(verb)) &&
    // Nor after whom one shows or tells it: "she showed me which room is hers".
    previous !== "VERB" &&
    previous !== "ADP" &&
    previous !== "PRON" &&
    !QUESTION_TAKING_ADJECTIVES.has(lower(tokens[index - 1]) ?? "")
  );
}

/** Tags of a word ending a clause that a "what" cannot take as its object or describe. */
const BEFORE_WHAT = new Set(["NOUN", "PROPN", "NUM", "ADJ"]);

/**
 * "… upset on the phone what happened": "what" and a past or an auxiliary
 * right after a noun, a number or an adjective, which no "what" describes.
 */
function whatQuestionAt(tokens: Token[], index: number): boolean {
  if (lower(tokens[index]) !== "what" || !isWord(tokens[index - 1])) return false;
  const verb = lower(tokens[index + 1]) ?? "";
  const previous = lower(tokens[index - 1]) ?? "";
  return (
    BEFORE_WHAT.has(partOfSpeechAt(tokens, index - 1) ?? "") &&
    !QUESTION_TAKING_ADJECTIVES.has(previous) &&
    (pastAt(verb) || AUXILIARIES.has(verb))
  );
}

/** Whether a question the other rules do not read opens at `index`, after a clause. */
export function questionAfterClauseAt(tokens: Token[], index: number): boolean {
  return (
    pointerQuestionAt(tokens, index) ||
    whoQuestionAt(tokens, index) ||
    whatQuestionAt(tokens, index) ||
    whichQuestionAt(tokens, index) ||
    learnerQuestionAt(tokens, index)
  );
}
