/**
 * One reading of a sentence that is no statement, an order or a question,
 * opening right after a statement ("the floor is wet use the back door",
 * "the oven is broken can you call the landlord"): what opens it, and
 * whether the words before end a statement rather than lead into it ("they
 * let it cool", "we asked what time the class starts"). The run-on rules ask
 * it wherever a clause may start; whether the statement before is complete
 * is the clause reading's to say.
 */

import { takesNoObject } from "./clause-gaps";
import {
  ASKING_WORDS,
  AUXILIARIES,
  DETERMINERS,
  isWord,
  LEAD_INTO_CLAUSE,
  OBJECTS,
  QUESTION_OPENERS,
  QUESTION_SUBJECTS,
  TELL_VERBS,
  TIME_WORDS,
} from "./clause-lexicon";
import { isPast, timePhraseBefore } from "./clause-times";
import {
  ADVERBS,
  BARE_VERB_TAKERS,
  BE_FORMS,
  CLAUSE_TAKING_VERBS,
  HAVE,
  LINKING_VERBS,
  MODALS,
  PARTICLES,
} from "./clause-words";
import { INDEFINITE_SUBJECTS } from "./clauses";
import {
  knownOrder,
  OBJECT_OPENERS,
  objectOfPrepositionBefore,
  orderAfterStatementAt,
  SUBJECT_TAGS,
} from "./orders-after-statements";
import { isNounAt, objectPronounAt, partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { MESSAGE_VERBS_BEFORE_WORDS, MESSAGE_VERBS_OPENING } from "./request-words";
import { clauseOfItsOwnAfter, nounAwaitsItsVerb, VERB_TAKING_PASTS } from "./run-on-openings";
import { questionAfterClauseAt } from "./run-on-questions";
import { nameWordAt } from "./subject-verb";
import { lower, type Token, wordSet } from "./tokens";
import { IRREGULAR_PASTS, isParticiple } from "./verb-forms";

/** Forms of "do not" that open an order: "don't touch", "do not forget", "never give". */
const DO_NOT = wordSet("don't don’t dont never");

/** Words that point at what an order acts on: "use that one". */
const POINTING = wordSet("that these those");

/** Words an order ends on or goes on with besides what it acts on: "throw it away", "drive slowly". */
const ORDER_ENDINGS = new Set([...PARTICLES, ...wordSet("away back home here there early now")]);

/**
 * Whether the words after the verb at `index` are what an order takes: what
 * it acts on, or for an order the writer knows, a particle or how it is done
 * ("throw it away", "drive slowly"), which after a word of another kind ends
 * a compound as often ("the budget file in the drive").
 */
function orderTakesAfter(tokens: Token[], index: number): boolean {
  const next = lower(tokens[index + 1]) ?? "";
  if (objectPronounAt(tokens, index + 1, true) || OBJECT_OPENERS.has(next)) return true;
  // "use that one", "take those": a word that points, which after an order is what it acts on.
  if (POINTING.has(next)) return knownOrder(lower(tokens[index]) ?? "");
  if (ORDER_ENDINGS.has(next) || /^\p{Ll}{3,}ly$/u.test(next))
    return knownOrder(lower(tokens[index]) ?? "");
  // "get Tariq to carry them", "call Omar at six": someone named, then what they are to do or
  // where, not a name's own verb ("test Dr Ferreira wants …"), nor a street after its number
  // ("at nine Park Crescent in Leeds").
  const named =
    /^\p{Lu}/u.test(tokens[index + 1]?.text ?? "") &&
    partOfSpeechAt(tokens, index + 1) === "PROPN" &&
    partOfSpeechAt(tokens, index - 1) !== "NUM";
  const after = partOfSpeechAt(tokens, index + 2);
  return named && (!isWord(tokens[index + 2]) || after === "ADP" || after === "PART");
}

/** Whom "let" lets, when the words are the speaker's own: "let me know", "let it cool". */
const LET_OWN = wordSet("me us it");

/** Whether "know" follows a few words after "let": "let the whole team know". */
function knowAfter(tokens: Token[], index: number): boolean {
  for (let at = index + 2; at <= index + 4; at++) if (lower(tokens[at]) === "know") return true;
  return false;
}

/** A verb that asks for a message to someone: "tell", "email", "ask Pedro to …". */
const messagingAt = (tokens: Token[], index: number) =>
  MESSAGE_VERBS_OPENING.has(lower(tokens[index]) ?? "") ||
  MESSAGE_VERBS_BEFORE_WORDS.has(lower(tokens[index]) ?? "");

/** A verb in its plain form: one the writer knows as an order, or the tagger's verb with no ending. */
function plainVerbAt(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index]) ?? "";
  if (knownOrder(text)) return true;
  return (
    partOfSpeechAt(tokens, index) === "VERB" &&
    /^\p{Ll}+$/u.test(text) &&
    !/(?:s|ed|ing)$/.test(text) &&
    !AUXILIARIES.has(text) &&
    !isPast(text) &&
    !IRREGULAR_PASTS.has(text)
  );
}

/** Whom an order is said to before "please": "someone please call", "everybody please sit". */
const CALLED_INDEFINITES = wordSet("someone somebody everyone everybody anyone anybody");

/** A word the tagger reads as a noun, in a verb's plain form, before what an order takes: "book two". */
const plainNounOrderAt = (tokens: Token[], index: number) =>
  partOfSpeechAt(tokens, index) === "NOUN" &&
  /^\p{Ll}+$/u.test(tokens[index]?.text ?? "") &&
  !/(?:s|ed|ing)$/.test(lower(tokens[index]) ?? "") &&
  (orderTakesAfter(tokens, index) || partOfSpeechAt(tokens, index + 1) === "NUM");

/**
 * Whether the clause before `index` is complete by its verb: one that takes
 * no object ("no longer works"), or a participle after "be" ("was just
 * mopped"), so a noun after it can be no object of its.
 */
function completeBefore(tokens: Token[], index: number): boolean {
  const previous = lower(tokens[index - 1]) ?? "";
  if (!/^(?:VERB|AUX)$/.test(partOfSpeechAt(tokens, index - 1) ?? "")) return false;
  if (takesNoObject(previous)) return true;
  const be = ADVERBS.has(lower(tokens[index - 2]) ?? "") ? index - 3 : index - 2;
  return isParticiple(previous) && BE_FORMS.has(lower(tokens[be]) ?? "");
}

/**
 * Whether an order opens at `index`: "please", "let" or "do not" before a
 * verb, or a verb in its plain form with what an order takes after it. The
 * tagger reads many orders as nouns ("feed her"), so before an object
 * pronoun any word counts.
 */
function orderOpensAt(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index]) ?? "";
  if (!isWord(tokens[index + 1])) return false;
  const next = lower(tokens[index + 1]) ?? "";
  if (text === "please") return plainVerbAt(tokens, index + 1);
  if (DO_NOT.has(text)) return plainVerbAt(tokens, index + 1) || next === "be";
  if (text === "do" && next === "not") return plainVerbAt(tokens, index + 2);
  // "let it cool", "let me know"; "let the team know" asks the writer for a message, which the
  // request's reading has, as it has "tell the team", "email the landlord".
  if (text === "let")
    return LET_OWN.has(next) || (OBJECT_OPENERS.has(next) && !knowAfter(tokens, index));
  if (messagingAt(tokens, index)) return false;
  // "someone please call a plumber", "Tomasz please sit down": whom the order is for, called first.
  if (next === "please" && (CALLED_INDEFINITES.has(text) || nameWordAt(tokens, index)))
    return plainVerbAt(tokens, index + 2);
  // "somebody put up a sign": an order to anyone, or what someone did; either opens a sentence.
  if (CALLED_INDEFINITES.has(text))
    return (
      (partOfSpeechAt(tokens, index + 1) === "VERB" && !/(?:s|ing)$/.test(next)) ||
      plainNounOrderAt(tokens, index + 1)
    );
  // "press the blue button it resets …": a noun before "it" ends its phrase; "them", "her" do not follow one.
  const tag = partOfSpeechAt(tokens, index);
  // "no longer works order a new one": after a clause whose verb takes nothing more, a plain form
  // before a determiner is an order too.
  const noun =
    tag === "NOUN" &&
    (objectPronounAt(tokens, index + 1) ||
      (plainNounOrderAt(tokens, index) && completeBefore(tokens, index)));
  // "paid it last friday": a time is no order.
  if (timePhraseBefore(tokens, index + 2) > 0 || timePhraseBefore(tokens, index + 1) > 0)
    return false;
  // "the exam is on monday revise chapters three and four": after a time, which ends what was
  // said, a verb in its plain form opens an order whatever follows.
  // The tagger reads many orders as nouns ("book two for us"): after a time a plain form before
  // what an order takes is one too.
  const afterTime =
    timePhraseBefore(tokens, index) > 0 && (tag === "VERB" || plainNounOrderAt(tokens, index));
  return (plainVerbAt(tokens, index) || noun) && (afterTime || orderTakesAfter(tokens, index));
}

/** Who a question asks about right after its auxiliary: "is everything", "are there", "can Ali". */
const ASKED_SUBJECTS = new Set([
  ...QUESTION_SUBJECTS,
  ...INDEFINITE_SUBJECTS,
  "there",
  "that",
  "this",
]);

/** Auxiliaries that open a question before a noun phrase: "does the bus run", not "is the price". */
const ASKING_BEFORE_A_PHRASE = wordSet("do does did can could will would should shall has have");

/** Words between a question word and its auxiliary: "what time does", "how long will". */
const ASKED_HOW = wordSet("time long often much many far old one kind");

/**
 * Whether a question opens at `index`: an auxiliary before its subject ("can
 * you call", "is everything all right", "does the bus run"), or a question
 * word before an auxiliary so turned ("where should we meet", "what time
 * does your class start", "why is the box open").
 */
function questionOpensAt(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index]) ?? "";
  // "the coffee machine is broken who can fix it": "who" and a modal, after a word that is no
  // one's name or noun, which a describing "who" would follow.
  if (text === "who" && MODALS.has(lower(tokens[index + 1]) ?? ""))
    return !/^(?:NOUN|PROPN|PRON)$/.test(partOfSpeechAt(tokens, index - 1) ?? "");
  let auxiliaryAt = index;
  if (ASKING_WORDS.has(text))
    auxiliaryAt = ASKED_HOW.has(lower(tokens[index + 1]) ?? "") ? index + 2 : index + 1;
  const auxiliary = lower(tokens[auxiliaryAt]) ?? "";
  if (!QUESTION_OPENERS.has(auxiliary)) return false;
  const subject = lower(tokens[auxiliaryAt + 1]) ?? "";
  if (!isWord(tokens[auxiliaryAt + 2])) return false;
  if (ASKED_SUBJECTS.has(subject)) return true;
  if (/^\p{Lu}/u.test(tokens[auxiliaryAt + 1]?.text ?? ""))
    return partOfSpeechAt(tokens, auxiliaryAt + 1) === "PROPN";
  // After a question word "is the" asks too: "why is the box open", "where is the meeting".
  return (
    DETERMINERS.has(subject) &&
    (auxiliaryAt > index || ASKING_BEFORE_A_PHRASE.has(auxiliary)) &&
    isNounAt(tokens, auxiliaryAt + 2)
  );
}

/** Verbs and adjectives that take a question or an order as what they say: "asked what", "sure how". */
const LEADING_IN = new Set([
  ...TELL_VERBS,
  ...CLAUSE_TAKING_VERBS,
  ...wordSet(
    "asks know knows wonder wonders wondering sure certain unsure aware unclear explain explained explains " +
      "showed shows teach taught learn learned check checked decide decided remember remembered forgot forget " +
      "understand understood figure guess doubt depends depend says said",
  ),
  // "he promised call me back", "helped carry the sofa", "sounded upset": a verb that takes
  // another verb, or what its subject is like.
  ...VERB_TAKING_PASTS,
  ...BARE_VERB_TAKERS,
  ...LINKING_VERBS,
  ...wordSet("looked seemed sounded felt became become got get gets"),
]);

/** Words that lead on into what follows, not end a statement; objects, "it" and times end one. */
const leadsOn = (text: string) =>
  (LEAD_INTO_CLAUSE.has(text) && !OBJECTS.has(text) && text !== "it" && !TIME_WORDS.has(text)) ||
  LEADING_IN.has(text) ||
  AUXILIARIES.has(text);

/**
 * Whether a verb a few words back takes what opens at `index` as its own:
 * "let it cool", "made him try", "help me carry", "had us write", "told me
 * not to", "showed us how".
 */
function takenByVerbBefore(tokens: Token[], index: number): boolean {
  for (let at = index - 2; at >= Math.max(0, index - 5); at--) {
    if (!isWord(tokens[at])) return false;
    const text = lower(tokens[at]) ?? "";
    if (
      LEADING_IN.has(text) ||
      (LEAD_INTO_CLAUSE.has(text) && partOfSpeechAt(tokens, at) === "VERB")
    )
      return true;
    if (
      HAVE.has(text) &&
      (OBJECTS.has(lower(tokens[at + 1]) ?? "") ||
        DETERMINERS.has(lower(tokens[at + 1]) ?? "") ||
        partOfSpeechAt(tokens, at + 1) === "PROPN")
    )
      return true;
    // A verb's object ends where a clause-ending word was: look back no further than the last verb.
    if (partOfSpeechAt(tokens, at) === "VERB" && at < index - 1) return false;
  }
  return false;
}

/**
 * Whether the words before `index` end a statement: a word a clause ends on
 * (what "be" says, an object, an adverb, a time, a particle), not one that
 * leads into what follows, and no verb before whose object does what
 * follows. A noun there is the subject of a plain verb as often ("the kids
 * walk to school"), so before an order it counts only as the object of a
 * preposition or a verb.
 */
function statementEndsBefore(tokens: Token[], index: number, order: boolean): boolean {
  if (!isWord(tokens[index - 1])) return false;
  const previous = lower(tokens[index - 1]) ?? "";
  const tag = partOfSpeechAt(tokens, index - 1);
  // "visiting in May can she …": a name is no grammar word, whatever word it spells.
  const named =
    /^\p{Lu}/u.test(tokens[index - 1]?.text ?? "") && (tag === "PROPN" || tag === "NOUN");
  if (!named && (leadsOn(previous) || DETERMINERS.has(previous) || previous === "not"))
    return false;
  if (tag === "CCONJ" || tag === "SCONJ" || tag === "PART" || tag === "DET") return false;
  if (tag === "ADP" && !PARTICLES.has(previous)) return false;
  // "I want try", "we leave remember": a plain verb still waits for what it takes.
  if (tag === "VERB" && !/(?:s|ed|en|ing)$/.test(previous) && !isPast(previous)) return false;
  if (tag === "PRON" && !OBJECTS.has(previous) && previous !== "it" && !/s$/.test(previous))
    return false;
  // "the blue button", "the back entrance": a word after a determiner, not read as its noun,
  // describes what follows.
  const describes = tag !== "NOUN" && tag !== "PROPN" && tag !== "PRON";
  if (describes && OBJECT_OPENERS.has(lower(tokens[index - 2]) ?? "")) return false;
  // "you totally deserve", "we can finally watch": an adverb before its verb.
  const before = lower(tokens[index - 2]) ?? "";
  if (
    tag === "ADV" &&
    (ADVERBS.has(previous) || SUBJECT_PRONOUNS.has(before) || AUXILIARIES.has(before))
  )
    return false;
  if (takenByVerbBefore(tokens, index) || nounAwaitsItsVerb(tokens, index)) return false;
  // "the roads are icy this morning drive slowly": a time ends what was said.
  if (order && (tag === "NOUN" || tag === "PROPN") && timePhraseBefore(tokens, index) === 0)
    return (
      objectOfPrepositionBefore(tokens, index) ||
      // "needs a blood test the …": a word read as a noun after a verb's object may end a compound.
      (partOfSpeechAt(tokens, index) !== "NOUN" && objectOfVerbBefore(tokens, index))
    );
  return true;
}

/** Whether the noun before `index` ends a verb's object: "has two pages", "wants blood tests". */
function objectOfVerbBefore(tokens: Token[], index: number): boolean {
  for (let at = index - 2; at >= Math.max(1, index - 5); at--) {
    const tag = partOfSpeechAt(tokens, at);
    // "open the app tap Settings", "write Jo a note thank her": an order's object, then the
    // next order, is a series of steps or a request, read as such; a statement's verb has its
    // subject before it.
    if (tag === "VERB" || tag === "AUX")
      return (
        (!leadsOn(lower(tokens[at]) ?? "") || HAVE.has(lower(tokens[at]) ?? "")) &&
        SUBJECT_TAGS.has(partOfSpeechAt(tokens, at - 1) ?? "")
      );
    if (tag !== "DET" && tag !== "ADJ" && tag !== "NOUN" && tag !== "NUM" && tag !== "PRON")
      return false;
  }
  return false;
}

/**
 * Whether an order or a question opens at `index`, right after a statement:
 * by its opening words, after what "be" says ("the form is ready have a
 * look"), or as a question the clause rules do not see ("… who is cooking").
 */
export function nonStatementAt(tokens: Token[], index: number): boolean {
  if (index === 0) return false;
  if (questionAfterClauseAt(tokens, index)) return true;
  if (questionOpensAt(tokens, index)) {
    // "the keys are there", "it is nothing": after a noun or "it" the auxiliary is their verb,
    // unless a person it asks about follows ("her keys have you seen them").
    const personal =
      QUESTION_SUBJECTS.has(lower(tokens[index + 1]) ?? "") && lower(tokens[index + 1]) !== "it";
    const previousTag = partOfSpeechAt(tokens, index - 1);
    const subjectBefore =
      previousTag === "NOUN" ||
      previousTag === "PROPN" ||
      SUBJECT_PRONOUNS.has(lower(tokens[index - 1]) ?? "");
    if (subjectBefore && !personal && !ASKING_WORDS.has(lower(tokens[index]) ?? "")) return false;
    return statementEndsBefore(tokens, index, false);
  }
  if (orderAfterStatementAt(tokens, index))
    return (
      !takenByVerbBefore(tokens, index) &&
      !nounAwaitsItsVerb(tokens, index) &&
      !clauseOfItsOwnAfter(tokens, index)
    );
  return (
    orderOpensAt(tokens, index) &&
    statementEndsBefore(tokens, index, true) &&
    !clauseOfItsOwnAfter(tokens, index)
  );
}

/**
 * "the doctor wants blood tests do not eat after midnight": a noun after a
 * verb's object ends the compound it makes, so "do not" after it opens an
 * order rather than the noun opening a clause of its own.
 */
export function compoundBeforeOrderAt(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index + 1]) ?? "";
  const doNot = DO_NOT.has(text) || (text === "do" && lower(tokens[index + 2]) === "not");
  return (
    doNot &&
    isNounAt(tokens, index) &&
    isNounAt(tokens, index - 1) &&
    orderOpensAt(tokens, index + 1) &&
    statementEndsBefore(tokens, index + 1, true)
  );
}
