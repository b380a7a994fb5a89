/**
 * Clauses that describe a noun, read by the gap they leave where the noun
 * belongs ("the proposal I sent to Chen", "the café we go to"), told apart
 * from clauses of their own that follow a noun ("the bank called they need
 * it").
 */

import { ownThingApologisedForAt } from "./apology-openings";
import { bareNegationBefore } from "./bare-auxiliaries";
import {
  clauseGapAt,
  gerundObjectAfter,
  INDEFINITES,
  objectMissingAt,
  strandedAt,
  takesNoObject,
  verbChainEnd,
} from "./clause-gaps";
import {
  AUXILIARIES,
  CLAUSE_CONJUNCTIONS,
  DETERMINERS,
  isWord,
  LEAD_INTO_CLAUSE,
  OBJECT_STARTS,
  OBJECTS,
  QUESTION_SUBJECTS,
  SUBJECT_ONLY_PRONOUNS,
  TIME_WORDS,
} from "./clause-lexicon";
import { timePhraseBefore } from "./clause-times";
import {
  BE_FORMS,
  GIVING_VERBS,
  HAVE,
  INTRANSITIVE,
  LINKING_VERBS,
  PARTICLES,
  POSSESSIVES,
} from "./clause-words";
import { existentialGapAt } from "./existential-gaps";
import {
  answeredAt,
  bareNounObjectAt,
  CHANGES_OF_ITSELF,
  describesWithoutGap,
  prepositionFilledAfter,
} from "./filled-slots";
import { numberedAt } from "./noun-phrases";
import {
  adverbBeforeVerbAt,
  objectPronounAt,
  partOfSpeechAt,
  SUBJECT_PRONOUNS,
} from "./parts-of-speech";
import { PERSON_NOUNS } from "./person-nouns";
import { lower, type Token, wordSet } from "./tokens";
import { isParticiple, isPlainForm, pastOf } from "./verb-forms";
import { verbOfSubjectAt } from "./verb-subjects";

/** Articles that open the thing given, not whom it is given to: "send an email". */
const A_OR_AN = wordSet("a an");

/** Verbs of saying, whose object is what is said, never whom it is said to. */
const SAYING = wordSet(
  "say says said reply replies replied explain explains explained mention mentions mentioned confirm confirms confirmed",
);

/** Forms in "-ing" that after "be" say how something is, with no object: "one point is missing". */
const STATES = wordSet("missing");

/**
 * "the proposal I sent to Chen", "the contract we discussed in Lisbon": after
 * a noun, a subject whose verb has no object of its own describes the noun.
 */
export function isRelativeClause(tokens: Token[], index: number): boolean {
  // "sorry for my bad English I am learning": the speaker's own thing, apologised for.
  if (ownThingApologisedForAt(tokens, index)) return false;
  // "the supplier yesterday he agrees": a clause ended on when, not on a noun.
  // "… this week we open again": a time phrase, not a noun, stands before the subject.
  const previous = lower(tokens[index - 1]) ?? "";
  if (TIME_WORDS.has(previous)) return false;
  // "… at the bakery in the evening I study": nor one opened by a preposition.
  if (timePhraseBefore(tokens, index) > 0) return false;
  // "your proposal but we need …": a conjunction, not a noun, stands before the subject.
  if (CLAUSE_CONJUNCTIONS.has(lower(tokens[index - 1]) ?? "")) return false;
  // "her husband doesn't he drinks tea": nor an auxiliary whose verb was left unsaid.
  if (bareNegationBefore(tokens, index)) return false;
  // "the bank called they need …": a verb, not a noun, stands before the subject.
  // Not "the files we needed they sent": there the verb has its own subject.
  if (/^\p{L}{3,}ed$/u.test(previous) && !SUBJECT_PRONOUNS.has(lower(tokens[index - 2]) ?? ""))
    return false;
  // "is the room ready we want …": an adjective after its noun is what is said of it, which no
  // clause describes ("the flat I want" has the adjective's word as its noun).
  const afterItsNoun = /^(?:NOUN|PROPN|PRON)$/.test(partOfSpeechAt(tokens, index - 2) ?? "");
  if (partOfSpeechAt(tokens, index - 1) === "ADJ" && afterItsNoun) return false;
  if (existentialGapAt(tokens, index)) return true;
  const afterNoun = [index - 2, index - 3].some((at) => DETERMINERS.has(lower(tokens[at]) ?? ""));
  if (!afterNoun) return false;
  if (describesWithoutGap(tokens, index)) return true;
  // "the bug version 2.4 fixes": a numbered thing's verb comes after its figure.
  const subjectEnd = numberedAt(tokens, index) ? index + 2 : index + 1;
  // "the invoice the total includes shipping": a determiner's phrase has its verb where that
  // phrase, read back from the verb, opens at `index`.
  const found = DETERMINERS.has(lower(tokens[index]) ?? "") ? verbOfSubjectAt(tokens, index) : -1;
  const verbAt =
    found > subjectEnd
      ? found
      : adverbBeforeVerbAt(tokens, subjectEnd)
        ? subjectEnd + 1
        : subjectEnd;
  if (pointsBackAt(tokens, index, verbAt) || answeredAt(tokens, index, verbAt)) return false;
  // "I emailed the landlord he said next week": what one says is never a person, so after one the
  // clause is the person's answer ("the date he said" describes its thing).
  if (PERSON_NOUNS.has(lower(tokens[index - 1]) ?? "") && SAYING.has(lower(tokens[verbAt]) ?? ""))
    return false;
  const reading = clauseGapAt(tokens, verbAt);
  if (reading !== undefined) return reading === "gap";
  // "I know the guy she is dating": an auxiliary and a participle with nothing after it.
  if (AUXILIARIES.has(lower(tokens[verbAt]) ?? "")) return auxiliaryLeavesGap(tokens, verbAt);
  if (leavesNoGap(tokens, verbAt) || chainHasObject(tokens, verbAt)) return false;
  if (gerundObjectAfter(tokens, verbAt)) return false;
  const next = tokens[verbAt + 1];
  // "the numbers they look correct": a verb of seeming says what its subject is, not what it did to the noun.
  const said = lower(next) ?? "";
  // "the sofa I feel so stupid": nor one whose adjective has a degree word before it.
  const degree = LEAD_INTO_CLAUSE.has(said) && partOfSpeechAt(tokens, verbAt + 2) === "ADJ";
  if (
    LINKING_VERBS.has(lower(tokens[verbAt]) ?? "") &&
    isWord(next) &&
    (!LEAD_INTO_CLAUSE.has(said) || degree)
  )
    return TIME_WORDS.has(said);
  // "the couple you told us about": a preposition after the verb and its pronoun, left without
  // its object, is the noun's gap (not one further on: "it gave me a lot to think about").
  // "the email I sent you yesterday": "you" after the verb is whom it was given to, as "me" is.
  const givenPerson = OBJECTS.has(said) || said === "you";
  const prepositionAt = givenPerson ? verbAt + 2 : verbAt + 1;
  if (strandedAt(tokens, prepositionAt)) return true;
  // "I called the plumber he said he can come": a subject after the verb opens the clause it
  // takes as its object, so no gap is left for the noun.
  if (SUBJECT_ONLY_PRONOUNS.has(said) && isWord(tokens[verbAt + 2])) return false;
  // "I tried the app it keeps logging me out": a verb in "-ing" with its own object after the
  // verb; not "the thing it keeps doing", whose "-ing" leaves the gap.
  if (/^\p{Ll}{2,}ing$/u.test(said) && OBJECT_STARTS.has(lower(tokens[verbAt + 2]) ?? ""))
    return false;
  // "the book they gave me": a person given to, and the noun is what was given.
  if (givenPerson && givenThingMissingAt(tokens, verbAt + 2)) return true;
  // "the oven it still smells of smoke": a present with a preposition's phrase says what is so;
  // a past left its object out ("the cake she baked for them"), unless its verb takes none ("she
  // agreed to the refund").
  const verb = lower(tokens[verbAt]) ?? "";
  if (partOfSpeechAt(tokens, verbAt + 1) === "ADP" && /[^s'’]s$/u.test(verb)) return false;
  if (prepositionFilledAfter(tokens, verbAt)) return false;
  // "it saves ten minutes", "they want more papers": a number or a determiner the tagger knows,
  // or an adjective before a noun, starts an object too; a time ("last year") does not.
  const nextTag = partOfSpeechAt(tokens, verbAt + 1);
  const isObject =
    next?.kind === "word" &&
    !objectMissingAt(tokens, verbAt + 1) &&
    (OBJECT_STARTS.has(next.text.toLowerCase()) ||
      /^[\p{Lu}\d]/u.test(next.text) ||
      nextTag === "NUM" ||
      nextTag === "DET" ||
      // "she found nothing": a pronoun such as "nothing" is an object too.
      INDEFINITES.has(said) ||
      bareNounObjectAt(tokens, verbAt + 1) ||
      (nextTag === "ADJ" && partOfSpeechAt(tokens, verbAt + 2) === "NOUN"));
  return !isObject || givenTo(tokens, index, verbAt);
}

/**
 * "the new phone it charges really quickly", "your notes they really help":
 * "it" after a noun for one, or "they" after a plural, with a present and
 * an adverb of how, or with a change the noun goes through of itself ("the
 * glass it broke into pieces"), points back to the noun as the subject of a
 * clause of its own; a describing clause's subject is someone else ("the bus
 * we usually take", "the people it affects").
 */
function pointsBackAt(tokens: Token[], index: number, verbAt: number): boolean {
  const pronoun = lower(tokens[index]) ?? "";
  const noun = lower(tokens[index - 1]) ?? "";
  const plural = /[^s'’]s$/u.test(noun);
  if (!(pronoun === "it" ? !plural : pronoun === "they" && plural)) return false;
  const verb = lower(tokens[verbAt]) ?? "";
  if (CHANGES_OF_ITSELF.has(verb)) return true;
  if (AUXILIARIES.has(verb) || /ed$/.test(verb)) return false;
  const how = (at: number) =>
    partOfSpeechAt(tokens, at) === "ADV" && !TIME_WORDS.has(lower(tokens[at]) ?? "");
  return verbAt > index + 1 ? how(index + 1) && !isWord(tokens[verbAt + 1]) : how(verbAt + 1);
}

/** Verbs whose object may be a question: "understand what happened", "know why". */
const KNOWING = wordSet("know understand find figure learn check see explain decide remember");
const ASKED_OBJECTS = wordSet("what why how where when who whether if");

/**
 * "he wants to check them tonight", "the dog keeps scratching it", "he
 * promised to send someone", "she plans to call the bank": a chain of verbs
 * whose last has an object of its own (a pronoun, "someone", a determiner's
 * phrase) leaves no gap for the noun before; not one that gives ("the book
 * she wants to give me").
 */
export function chainHasObject(tokens: Token[], verbAt: number): boolean {
  const end = verbChainEnd(tokens, verbAt);
  // "we missed the deadline I need to understand what happened": a question is what one knows.
  const question =
    KNOWING.has(lower(tokens[end]) ?? "") && ASKED_OBJECTS.has(lower(tokens[end + 1]) ?? "");
  const object =
    question ||
    objectPronounAt(tokens, end + 1) ||
    INDEFINITES.has(lower(tokens[end + 1]) ?? "") ||
    partOfSpeechAt(tokens, end + 1) === "DET" ||
    POSSESSIVES.has(lower(tokens[end + 1]) ?? "");
  // "the file I need to send the client": after a verb of giving, whom it is given to; "a" or
  // "an" opens the thing given ("the room I need to send an email").
  const given =
    GIVING_VERBS.has(lower(tokens[end]) ?? "") && !A_OR_AN.has(lower(tokens[end + 1]) ?? "");
  return end > verbAt && object && !given;
}

/**
 * "the guy she is dating", "the film we have seen", "the form you have to
 * sign", "the bike he was still fixing": after "be" a verb in "-ing", after
 * "have" a participle, after "have to" a plain verb, that takes
 * an object, with none after it, leaves the gap where the noun belongs;
 * "he is coming tomorrow" and "it was closed", a participle after "be" that
 * takes none, leave none.
 */
export function auxiliaryLeavesGap(tokens: Token[], auxiliaryAt: number): boolean {
  const auxiliary = lower(tokens[auxiliaryAt]) ?? "";
  let at = adverbBeforeVerbAt(tokens, auxiliaryAt + 1) ? auxiliaryAt + 2 : auxiliaryAt + 1;
  const toFollows = HAVE.has(auxiliary) && lower(tokens[at]) === "to";
  if (toFollows) at += 1;
  const text = lower(tokens[at]) ?? "";
  // Not after a modal: "I sent the invoice they will pay" is as often complete.
  // After "have" any verb but one in "-ing" is its participle, irregular ones too ("had bought").
  const form = toFollows
    ? /^\p{Ll}+$/u
    : BE_FORMS.has(auxiliary)
      ? /ing$/
      : HAVE.has(auxiliary)
        ? /^\p{Ll}+$/u
        : null;
  // "I only have cash": a regular verb's plain form after "have" is no participle but its object.
  const plainNoun = isPlainForm(text) && !isParticiple(text) && /ed$/.test(pastOf(text));
  const participle = !HAVE.has(auxiliary) || toFollows || (!text.endsWith("ing") && !plainNoun);
  // "had sewn", which the tagger may read as an adjective.
  const tag = partOfSpeechAt(tokens, at);
  const verbTag = tag === "VERB" || (tag === "ADJ" && HAVE.has(auxiliary) && !toFollows);
  if (!verbTag || form === null || !form.test(text) || !participle) return false;
  const end = verbChainEnd(tokens, at);
  // "the woman he is talking to": one that takes no object leaves a gap only after a preposition.
  if (strandsPreposition(tokens, end + 1)) return true;
  const last = lower(tokens[end]) ?? "";
  // "the book her teacher had lent her": a person given to, and the noun is what was given.
  if (GIVING_VERBS.has(last) && OBJECTS.has(lower(tokens[end + 1]) ?? ""))
    return givenThingMissingAt(tokens, end + 2);
  const intransitive = takesNoObject(last);
  // "the dress my aunt had ordered online": an adverb after the verb is no object either.
  // "online" read as an adjective too, with no noun after it to describe.
  const howTag = partOfSpeechAt(tokens, end + 1);
  const adverb =
    (howTag === "ADV" || (howTag === "ADJ" && !isWord(tokens[end + 2]))) &&
    !PARTICLES.has(lower(tokens[end + 1]) ?? "");
  return (
    !intransitive &&
    !STATES.has(last) &&
    !LINKING_VERBS.has(last) &&
    (objectMissingAt(tokens, end + 1) ||
      adverb ||
      (HAVE.has(auxiliary) && phraseInsteadOfObjectAt(tokens, end + 1)))
  );
}

/**
 * "had bought in Lisbon", "had thrown out", "had sewn by hand": a particle
 * with nothing after it, or a preposition and its phrase, where the
 * object of a verb that takes one would stand, so the object is the noun.
 * Not "to", which as often says where the object went ("sent me to the desk").
 */
function phraseInsteadOfObjectAt(tokens: Token[], at: number): boolean {
  const word = lower(tokens[at]) ?? "";
  // "had filled out the form": a particle before a determiner or a pronoun has the object after
  // it; "in", "on", "over" and "through" there as often say where ("had dropped in the garden").
  if (PARTICLES.has(word) && !PLACE_PREPOSITIONS.has(word))
    return !OBJECT_STARTS.has(lower(tokens[at + 1]) ?? "");
  return partOfSpeechAt(tokens, at) === "ADP" && word !== "to" && !objectMissingAt(tokens, at + 1);
}

/**
 * "she gave the kids you met some sweets": after a verb of giving, what the
 * clause leaves out is the noun, who was given to; not with the verb said
 * again or a pronoun ("I sent the hotel you sent the taxi", "… you need it").
 */
function givenTo(tokens: Token[], index: number, verbAt: number): boolean {
  const verb = lower(tokens[verbAt]) ?? "";
  const given = lower(tokens[verbAt + 1]) ?? "";
  if (OBJECTS.has(given) || QUESTION_SUBJECTS.has(given)) return false;
  return [index - 3, index - 4].some((at) => {
    const giving = lower(tokens[at]) ?? "";
    return (
      GIVING_VERBS.has(giving) && DETERMINERS.has(lower(tokens[at + 1]) ?? "") && giving !== verb
    );
  });
}

/** Particles that are as often prepositions of place. */
const PLACE_PREPOSITIONS = wordSet("in on over through");

/**
 * "the laptop my company gave me in 2019": after whom something was given,
 * only the end, a time or the main verb, or a preposition before a time or a
 * year, so the noun is the thing given.
 */
export const givenThingMissingAt = (tokens: Token[], at: number) =>
  objectMissingAt(tokens, at) ||
  (partOfSpeechAt(tokens, at) === "ADP" && partOfSpeechAt(tokens, at + 1) === "PROPN") ||
  (partOfSpeechAt(tokens, at) === "ADP" &&
    (partOfSpeechAt(tokens, at + 1) === "NUM" || objectMissingAt(tokens, at + 1)));

/** "the team you will work with": a preposition left without its object in the words from `from`. */
export function strandsPreposition(tokens: Token[], from: number): boolean {
  for (let at = from; at <= from + 8 && isWord(tokens[at]); at++)
    if (strandedAt(tokens, at)) return true;
  return false;
}

/**
 * "my parents loved the hotel they want to come back next year", "the team
 * you worked so hard for this": a clause describing a noun leaves a gap
 * where the noun belongs, an object or a preposition's object. A verb that
 * takes no object ("want to come"), with every preposition after it holding
 * its own, leaves none: the clause is one of its own.
 */
function leavesNoGap(tokens: Token[], verbAt: number): boolean {
  let last = verbAt;
  // "want to come", "need to try to go": at most a few, so a text of "to go to go …" is read once.
  for (let links = 0; links < 3 && lower(tokens[last + 1]) === "to"; links++) {
    const next = tokens[last + 2];
    if (!/^\p{Ll}+$/u.test(next?.text ?? "") || OBJECT_STARTS.has(lower(next) ?? "")) break;
    last += 2;
  }
  // "you need to be at gate 4": "be" takes no object either.
  const verb = lower(tokens[last]) ?? "";
  // Only the hand list here: "the way they look at me" leaves a gap of how, which any verb may.
  return (INTRANSITIVE.has(verb) || BE_FORMS.has(verb)) && !strandsPreposition(tokens, last + 1);
}

/**
 * "the people you meet there are …", "the email he sent yesterday was …":
 * whether the word at `index` follows the verb of a clause, opened by a
 * pronoun, that describes the noun before it, so it goes with that clause.
 */
export function afterRelativeVerb(tokens: Token[], index: number): boolean {
  const subject = index - 2;
  return QUESTION_SUBJECTS.has(lower(tokens[subject]) ?? "") && isRelativeClause(tokens, subject);
}

/** What may stand between a describing clause's subject and its object: its verbs and adverbs. */
const VERB_GROUP = new Set(["VERB", "AUX", "ADV", "PART"]);

/**
 * "the trick she keeps showing the guests is getting old": after the noun
 * that opens the sentence, a pronoun and its verbs describe it, so the
 * determiner's phrase that follows is their object and the noun still waits
 * for its own verb; no clause starts at that phrase.
 */
export function objectOfDescribingClauseAt(tokens: Token[], index: number): boolean {
  if (!DETERMINERS.has(lower(tokens[index]) ?? "")) return false;
  let subject = index - 1;
  while (subject > index - 4 && VERB_GROUP.has(partOfSpeechAt(tokens, subject) ?? "")) subject -= 1;
  if (subject === index - 1 || !SUBJECT_ONLY_PRONOUNS.has(lower(tokens[subject]) ?? ""))
    return false;
  const noun = subject - 1;
  const tag = partOfSpeechAt(tokens, noun);
  if (tag !== "NOUN" || !DETERMINERS.has(lower(tokens[noun - 1]) ?? "")) return false;
  // The described noun opens the sentence: its phrase is the subject still waiting for its verb.
  return noun - 1 === 0 || !isWord(tokens[noun - 2]);
}
