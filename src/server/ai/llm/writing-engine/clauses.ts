/**
 * Clauses run together in speech ("we got the payment today the receipt is
 * attached"): where a new clause starts after a complete one, a sentence
 * ends. A clause starts with a subject and a verb; it follows a complete one
 * when the words before hold a verb and do not lead into it ("I think", "so
 * that", "tell him").
 */
import { plainVerbAfterAmountAt } from "./amount-subjects";
import { statedAfterNegation } from "./bare-auxiliaries";
import { takesClause, takesNoObject } from "./clause-gaps";
import {
  ASKING_WORDS,
  AUXILIARIES,
  asPrepositionAt,
  DETERMINERS,
  FINITE,
  hasVerbForm,
  isWord,
  LEAD_INTO_CLAUSE,
  NEGATED_AUXILIARIES,
  NOT_PLURAL_SUBJECTS,
  NOT_VERBS_AFTER_SUBJECT,
  PHRASE_PREPOSITIONS,
  QUESTION_OPENERS,
  QUESTION_SUBJECTS,
  SUBJECT_CONTRACTIONS,
  SUBJECT_ONLY_PRONOUNS,
  THIRD_PERSON,
} from "./clause-lexicon";
import { CALENDAR_NAMES, isPast, plainPastAt } from "./clause-times";
import { ADVERBS, BE_FORMS, INTRANSITIVE, LINKING_VERBS, MODALS, PAST_ONLY } from "./clause-words";
import { HOW_SOMEONE_IS } from "./closing-courtesies";
import { countedSubjectAt, narrowedIndefiniteAt } from "./counted-subjects";
import { askedWithoutSubjectAt } from "./learner-questions";
import { learnersVerbAt, noOneWithLearnersVerbAt } from "./learner-verbs";
import { adverbBeforeVerbAt, isNounAt, partOfSpeechAt } from "./parts-of-speech";
import { isBarePluralSubject, pluralThenVerb } from "./plural-subjects";
import { BE_ASKING, pointerQuestionAt } from "./pointer-questions";
import { asksOfSubjectAt } from "./question-subjects";
import { afterRelativeVerb, isRelativeClause, strandsPreposition } from "./relative-clauses";
import { introductionAt, wishAt } from "./sentence-edges";
import { lower, type Token, wordSet } from "./tokens";
import { isPlainForm } from "./verb-forms";

/** "you" and "it" begin a clause only before a verb that cannot be anything else. */
const WEAK_SUBJECTS = wordSet("you it");
/** Verbs for one thing, which no plural takes: "is", "was", "has", "does". */
const FOR_ONE = wordSet("is was has does");
/** What "is there" asks after: "is there another show", "are there any seats". */
const THERE_ASKED = wordSet("a an any another some enough anything anyone anybody something");
const NUMBERS = wordSet("two three four five six seven eight nine ten");
/** Words that say what is, before a form of "be" or another auxiliary: "this is", "there were". */
const POINTING_SUBJECTS = wordSet("this there these those here");
/** Thanks or an apology opening a sentence: "thank you for …", "sorry for …". */
const COURTESY = wordSet("thank thanks sorry");
const COURTESY_NEXT = wordSet("you for again so about");
/**
 * "the volunteers you made this day special": after a noun no object "you"
 * stands, so it is a subject, of a clause of its own unless the clause
 * describes the noun ("the team you hired").
 */
function youAfterNoun(tokens: Token[], index: number, verb: string): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  return (
    lower(tokens[index]) === "you" &&
    [index - 2, index - 3].some((at) => DETERMINERS.has(lower(tokens[at]) ?? "")) &&
    isWord(tokens[index - 1]) &&
    !LEAD_INTO_CLAUSE.has(previous) &&
    // "this app lets you share files": after a verb "you" is its object.
    partOfSpeechAt(tokens, index - 1) !== "VERB" &&
    (hasVerbForm(verb) || INTRANSITIVE.has(verb) || partOfSpeechAt(tokens, index + 1) === "VERB") &&
    !AUXILIARIES.has(verb) &&
    !isRelativeClause(tokens, index)
  );
}

/**
 * "press the button it resets the router", "the printer works again it
 * needed toner", "it gave me ideas": "it", then a word in "-s" or "-ed" or a
 * past the writer knows, that the tagger reads as a verb, is a subject
 * and its verb, unless the clause describes the noun before ("the people it
 * affects were …").
 */
function itThenItsVerb(tokens: Token[], index: number): boolean {
  const at = adverbBeforeVerbAt(tokens, index + 1) ? index + 2 : index + 1;
  const text = lower(tokens[at]) ?? "";
  // "we can move it see you tomorrow": a plain verb does not agree with "it", which is an object.
  const agrees = !isPlainForm(text) || isPast(text);
  // "the phone it hit the floor": one whose past is its plain form is that past after a noun, not
  // after a verb whose object "it" is ("we saw it hit the wall").
  const pastAsPlain = plainPastAt(tokens, at) && isNounAt(tokens, index - 1);
  return (
    (/^\p{Ll}{3,}(?:[^s'’]s|ed)$/u.test(tokens[at]?.text ?? "") ||
      (hasVerbForm(text) && agrees && !AUXILIARIES.has(text)) ||
      pastAsPlain) &&
    // "it rides smoothly": a word in "-s" the tagger reads as a noun, with an adverb of how after it.
    (partOfSpeechAt(tokens, at) === "VERB" ||
      (partOfSpeechAt(tokens, at) === "NOUN" && partOfSpeechAt(tokens, at + 1) === "ADV")) &&
    !isRelativeClause(tokens, index)
  );
}

/**
 * "the people you meet there are friendly": "there" or "here" right after
 * the verb of a clause describing a noun says where, and the noun's own verb
 * follows.
 */
const placeInRelative = (tokens: Token[], index: number) =>
  PLACE_ADVERBS.has(lower(tokens[index]) ?? "") && afterRelativeVerb(tokens, index);
const PLACE_ADVERBS = wordSet("there here");
/** What "here" hands over before its "be": "here it is", "here they are". */
const HANDED_OVER = wordSet("it they");

/** What "how" asks about before a question's auxiliary: "how long can we stay". */
const HOW_DEGREES = wordSet("much many long often far soon");
/** Words that narrow a question before its auxiliary: "where else can we go", "when exactly is it". */
const NARROWING = wordSet("else exactly");

/** Question words that ask about a noun said after them: "what time", "which room", "how many places". */
const ASKING_ABOUT_NOUN = wordSet("what which");
const HOW_MANY = wordSet("many much");
/** Tags of a word before a question that takes it as its object: a verb, whom one shows, a preposition. */
const WHOSE_QUESTION_TAGS = new Set(["VERB", "PRON", "ADP"]);

/**
 * Where the auxiliary is of a question asking about a noun, "what time do
 * you finish", "which room do you prefer", "how many places are left", or
 * undefined: the question word, its noun, then an auxiliary and a word
 * after it. Not "what time it is", where a subject follows the noun.
 */
function askedNounAt(tokens: Token[], index: number): number | undefined {
  const first = lower(tokens[index]) ?? "";
  const many = first === "how" && HOW_MANY.has(lower(tokens[index + 1]) ?? "");
  const noun = many ? index + 2 : index + 1;
  if (!ASKING_ABOUT_NOUN.has(first) && !many) return undefined;
  // "she showed me which room is hers", "we asked how many are left": a question a verb takes.
  // Not after a verb that takes nothing: "the printer arrived which room should it go in".
  const verb = lower(tokens[index - 1]) ?? "";
  const takesIt =
    partOfSpeechAt(tokens, index - 1) !== "VERB" || !takesNoObject(verb) || takesClause(verb);
  if (WHOSE_QUESTION_TAGS.has(partOfSpeechAt(tokens, index - 1) ?? "") && takesIt) return undefined;
  const tag = partOfSpeechAt(tokens, noun);
  const opener = lower(tokens[noun + 1]) ?? "";
  return (tag === "NOUN" || lower(tokens[noun]) === "one") &&
    QUESTION_OPENERS.has(opener) &&
    isWord(tokens[noun + 2])
    ? noun + 1
    : undefined;
}

/** Whether a clause with its own subject and verb starts at `index`. */
export function clauseStartsAt(tokens: Token[], index: number): boolean {
  const first = lower(tokens[index]);
  const second = lower(tokens[index + 1]);
  if (first === undefined || second === undefined) return false;
  const adverb = adverbBeforeVerbAt(tokens, index + 1);
  const verb = adverb ? lower(tokens[index + 2]) : second;
  // "he agrees", "she wants", "she gave": a third-person verb, or a past.
  const agrees =
    (first === "he" || first === "she") && (/[^s']s$/.test(verb ?? "") || isPast(verb ?? ""));
  // "so I go again tomorrow": after "I", "we" or "they" a word that is no grammar word is its verb.
  const plainVerb =
    (first === "i" || first === "we" || first === "they") &&
    isWord(tokens[index + 1]) &&
    !NOT_VERBS_AFTER_SUBJECT.has(verb ?? "and") &&
    // "we really appreciate it": an adverb before the verb; "they make me sleepy": a verb the
    // tagger knows, which also leads into a clause elsewhere ("make sure").
    (!LEAD_INTO_CLAUSE.has(second) || adverb || partOfSpeechAt(tokens, index + 1) === "VERB");
  // "he promise to call back": a plain verb after "he" or "she", as a learner says it.
  const learnersVerb =
    (first === "he" || first === "she") && learnersVerbAt(tokens, adverb ? index + 2 : index + 1);
  if (SUBJECT_ONLY_PRONOUNS.has(first))
    return (
      (hasVerbForm(verb) || agrees || plainVerb || learnersVerb || LINKING_VERBS.has(verb ?? "")) &&
      !isRelativeClause(tokens, index)
    );
  // "I haven't seen it can you send it": before an auxiliary and a subject, "it" is an object
  // and the auxiliary opens a question.
  if (WEAK_SUBJECTS.has(first))
    return (
      (AUXILIARIES.has(second) &&
        (!QUESTION_SUBJECTS.has(lower(tokens[index + 2]) ?? "") ||
          statedAfterNegation(tokens, index + 1)) &&
        !strandsPreposition(tokens, index + 2) &&
        !isRelativeClause(tokens, index)) ||
      (first === "it" && (THIRD_PERSON.has(verb ?? "") || itThenItsVerb(tokens, index))) ||
      youAfterNoun(tokens, index, verb ?? "")
    );
  // "here it is", "here they are": "here" before its subject and its "be".
  if (first === "here" && HANDED_OVER.has(second))
    return BE_FORMS.has(lower(tokens[index + 2]) ?? "");
  if (POINTING_SUBJECTS.has(first))
    return AUXILIARIES.has(second) && !placeInRelative(tokens, index);
  // "what did you need", "when can we start": a question of its own.
  // Not "which" or "who": "the invoice which is attached" describes the invoice.
  // "where else can we go", "when exactly is it", "how much did it cost": a narrowing word or a
  // degree may come between.
  if (ASKING_WORDS.has(first) || first === "which") {
    // "I cannot this week how about next week": "how about" or "what about" asks with no verb.
    if ((first === "how" || first === "what") && second === "about")
      return isWord(tokens[index + 2]);
    const between = NARROWING.has(second) || (first === "how" && HOW_DEGREES.has(second));
    const opener = askedNounAt(tokens, index) ?? (between ? index + 2 : index + 1);
    // "which" opens a question only with the noun it asks about: "the invoice which is attached".
    if (first === "which" && opener === index + 1) return false;
    // "why don't we try it": a negated auxiliary asks before its subject.
    const negated =
      NEGATED_AUXILIARIES.has(lower(tokens[opener]) ?? "") &&
      QUESTION_SUBJECTS.has(lower(tokens[opener + 1]) ?? "");
    return (
      (QUESTION_OPENERS.has(lower(tokens[opener]) ?? "") || negated) && isWord(tokens[opener + 1])
    );
  }
  const other = otherSubjectStartsAt(tokens, index);
  if (other !== undefined) return other;
  if (wishAt(tokens, index)) return true;
  // "… on Monday by the way I booked the room": an introduction before a clause opens it.
  const introduction = introductionAt(tokens, index);
  if (introduction > 0) return clauseStartsAt(tokens, index + introduction);
  // "we are terribly sorry for the noise": after "be" or a degree word, "sorry" says how someone is.
  if (COURTESY.has(first))
    return (
      COURTESY_NEXT.has(second) &&
      isWord(tokens[index + 2]) &&
      !(first === "sorry" && HOW_SOMEONE_IS.has(lower(tokens[index - 1]) ?? ""))
    );
  // "we can't do it", "they don't have it": after a subject or an auxiliary, "do" is the verb, not a question.
  // "can someone look at it", "does the shop have my address": a subject, then what the
  // auxiliary takes.
  if (asksOfSubjectAt(tokens, index)) return true;
  if (QUESTION_OPENERS.has(first)) {
    const previous = lower(tokens[index - 1]) ?? "";
    const afterSubject =
      AUXILIARIES.has(previous) || SUBJECT_ONLY_PRONOUNS.has(previous) || previous === "you";
    // "is there another show": "there" before what is asked after.
    const there =
      second === "there" && BE_ASKING.has(first) && THERE_ASKED.has(lower(tokens[index + 2]) ?? "");
    return (QUESTION_SUBJECTS.has(second) || there) && !afterSubject;
  }
  // "… attached please pay by Friday", "… is uploaded kindly check it": a request after a statement.
  // "… photos of the damage please look": or a verb alone closing what was said.
  if (first === "please" || first === "kindly")
    return (
      !/^thank/.test(second) &&
      (isWord(tokens[index + 2]) || partOfSpeechAt(tokens, index + 1) === "VERB")
    );
  // "3 laptops arrived", "two items are missing": a number, a plural, its verb.
  // Not before a question: "we sent three reminders have they paid"; nor before a verb for one,
  // which asks of what comes after ("four items is that correct").
  if (/^\d/.test(first) || NUMBERS.has(first))
    return (
      /s$/.test(second) &&
      !hasVerbForm(second) &&
      hasVerbForm(lower(tokens[index + 2])) &&
      !asPrepositionAt(tokens, index + 2) &&
      !FOR_ONE.has(lower(tokens[index + 2]) ?? "") &&
      !plainVerbAfterAmountAt(tokens, index) &&
      !QUESTION_SUBJECTS.has(lower(tokens[index + 3]) ?? "")
    );
  if (!DETERMINERS.has(first)) return false;
  // "all tests passed the build is green": after a verb, a noun phrase is its object,
  // unless "is" or the like follows its noun at once, which an object never takes.
  const afterVerb = isObjectOfVerb(tokens, index);
  // "the receipt is attached", "the next one is due", "the chart on page four is wrong":
  // a short noun phrase, then its verb.
  let prepositions = 0;
  let adverbs = 0;
  for (let offset = 1; offset <= 3 + prepositions * 2 + adverbs; offset++) {
    const text = lower(tokens[index + offset]);
    if (text === undefined || !isWord(tokens[index + offset])) return false;
    // "the neighbours have the keys": after a plural, "have" is its verb.
    const pluralHas = text === "have" && offset === 2 && isPlural(tokens[index + 1]);
    // "on the 5th of may": a modal with nothing after it is no verb.
    const lastModal = MODALS.has(text) && !isWord(tokens[index + offset + 1]);
    // "I finished the draft it's in …": a contraction holding its own subject is no verb of the
    // phrase before it, which stays the object of the verb before that.
    const isVerb =
      ((FINITE.has(text) || THIRD_PERSON.has(text)) &&
        !/^(be|been|do|have)$/.test(text) &&
        !SUBJECT_CONTRACTIONS.has(text) &&
        !lastModal) ||
      pluralHas ||
      (afterVerb && PAST_ONLY.has(text));
    // "this morning is the supply safe", "the fee is that right": an auxiliary asking of the subject
    // after it is no verb of the phrase before it.
    const asks =
      asksOfSubjectAt(tokens, index + offset) ||
      pointerQuestionAt(tokens, index + offset) ||
      askedWithoutSubjectAt(tokens, index + offset);
    if (offset > 1 && isVerb && asks) return false;
    if (offset > 1 && isVerb) return !afterVerb || auxiliaryAfterObject(tokens, index + offset);
    if (offset === 2 && !afterVerb && pluralThenVerb(tokens, index)) return true;
    // "the report Mary will check": the name is the subject, the clause starts there.
    if (offset > 1 && otherSubjectStartsAt(tokens, index + offset)) return false;
    // "I posted the package Arjun had wrapped": a name opening a clause that describes the noun
    // ends the phrase, and the verb after it is that clause's.
    if (
      offset > 1 &&
      partOfSpeechAt(tokens, index + offset) === "PROPN" &&
      isRelativeClause(tokens, index + offset)
    )
      return false;
    // "I fixed the sink there is no leak", "the cups are in the cupboard there is milk": "there is"
    // opens the next clause, after an object or a preposition's, which keeps its noun.
    if (
      offset > 1 &&
      PLACE_ADVERBS.has(text) &&
      AUXILIARIES.has(lower(tokens[index + offset + 1]) ?? "")
    )
      return false;
    if (ADVERBS.has(text) && offset > 1 && adverbs === 0) adverbs += 1;
    else if (PHRASE_PREPOSITIONS.has(text) && offset > 1 && prepositions === 0) prepositions += 1;
    else if (LEAD_INTO_CLAUSE.has(text)) return false;
  }
  return false;
}

const isPlural = (token: Token | undefined) =>
  /^\p{Ll}{2,}[^s'’]s$/u.test(token?.text ?? "") && !NOT_PLURAL_SUBJECTS.has(lower(token) ?? "");

/** Pronouns that are a subject of the third person: "nobody came", "everything went well". */
export const INDEFINITE_SUBJECTS = wordSet(
  "nobody everyone everybody someone somebody nothing everything something",
);
/** Words of doubt before a clause: "maybe we can ask Tom". */
export const HEDGES = wordSet("maybe perhaps probably hopefully");

/**
 * Subjects other than the pronouns, determiners and numbers: a contraction
 * ("we're now …"), "nobody", a hedge before a clause ("maybe we …") and a
 * name before an auxiliary ("Mary will check it").
 * Undefined when the word at `index` is none of these.
 */
function otherSubjectStartsAt(tokens: Token[], index: number): boolean | undefined {
  const first = lower(tokens[index]) ?? "";
  const second = lower(tokens[index + 1]) ?? "";
  if (SUBJECT_CONTRACTIONS.has(first)) return isWord(tokens[index + 1]);
  if (INDEFINITE_SUBJECTS.has(first)) {
    // "nobody else came", "everyone else agreed": "else" belongs to the subject.
    const verb = second === "else" ? (lower(tokens[index + 2]) ?? "") : second;
    return (
      hasVerbForm(verb) ||
      THIRD_PERSON.has(verb) ||
      noOneWithLearnersVerbAt(tokens, index) ||
      narrowedIndefiniteAt(tokens, index)
    );
  }
  const counted = countedSubjectAt(tokens, index);
  if (counted !== undefined) return counted;
  if (HEDGES.has(first)) return clauseStartsAt(tokens, index + 1);
  // "don't be late", "never mind": an order of its own; not "never came", whose subject went before.
  if (first === "don't") return isWord(tokens[index + 1]);
  // Nor "never changes": an order takes the plain form.
  if (first === "never")
    return (
      isWord(tokens[index + 1]) &&
      !hasVerbForm(second) &&
      !/^\p{Ll}{2,}(?:[^su'’]s|ed)$/u.test(second)
    );
  if (isBarePluralSubject(tokens, index)) return !isRelativeClause(tokens, index);
  // "São Paulo is": a name after another capital is the end of a name of several words.
  const isName =
    index > 0 &&
    /^\p{Lu}\p{Ll}/u.test(tokens[index]?.text ?? "") &&
    (!/^\p{Lu}/u.test(tokens[index - 1]?.text ?? "") ||
      CALENDAR_NAMES.has(lower(tokens[index - 1]) ?? ""));
  if (isName && AUXILIARIES.has(second)) return !isRelativeClause(tokens, index);
  return undefined;
}

/**
 * "the bank emailed our card is blocked", "the school called the trip got
 * cancelled": no object takes an auxiliary or a past that is no participle
 * after it, so the noun phrase is the subject of a clause of its own; unless
 * a subject follows the auxiliary: a question ("we need the room can you …").
 */
function auxiliaryAfterObject(tokens: Token[], at: number): boolean {
  const [verb, after] = [lower(tokens[at]) ?? "", lower(tokens[at + 1]) ?? ""];
  if (PAST_ONLY.has(verb)) return true;
  return AUXILIARIES.has(verb) && !QUESTION_SUBJECTS.has(after) && !DETERMINERS.has(after);
}

/** "I sent the file …": a noun phrase right after a verb is its object (not after "is attached"). */
function isObjectOfVerb(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]);
  // "check the numbers": a verb the tagger knows that the writer's classes do not.
  const verb = hasVerbForm(previous) || partOfSpeechAt(tokens, index - 1) === "VERB";
  return verb && !BE_FORMS.has(lower(tokens[index - 2]) ?? "");
}
