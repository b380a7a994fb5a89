/**
 * Questions a learner asks without putting an auxiliary before the subject:
 * a question word, then a subject and its verb in statement order ("why you
 * send me the reminder again", "where I can park"), and a question whose
 * subject goes unsaid ("is possible a table at 8", "is OK for you"). Only
 * the question word or "possible" and "for you" tell them from a statement:
 * "you can call me tomorrow" asks only in the voice, and stays a statement.
 */

import { takesClause } from "./clause-gaps";
import { AUXILIARIES, isWord, THIRD_PERSON } from "./clause-lexicon";
import { TIME_NOUNS } from "./clause-times";
import { isVerbAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/**
 * Question words that ask in statement order. Not "when", whose clause as
 * often leads into the sentence's own ("when you arrive call me"), nor
 * "which", which describes the noun before it.
 */
const ASKING_IN_ORDER = wordSet("why where what how who");
/** Who a question in statement order asks about: "why you …", "why nobody …". */
const ASKED_SUBJECTS = wordSet(
  "i you we they he she nobody somebody someone anybody anyone everybody everyone",
);
/** Words between the subject and its verb: "why you not answer", "why we still wait". */
const BEFORE_THE_VERB = wordSet("not never still already also just really always");
/** Words that go on a verb group: "did not call", "can find", "are looking". */
const IN_THE_VERB = wordSet("not never");

/** Whether the word at `at` can be the verb of the question's subject. */
const verbOfSubjectAt = (tokens: Token[], at: number) =>
  AUXILIARIES.has(lower(tokens[at]) ?? "") || isVerbAt(tokens, at);

/**
 * Whether the words from `at` are a question word, a subject and its verb
 * in statement order, with no verb after them but the ones their own verb
 * takes: "what I mean is …", "how you feel matters" make the clause a
 * subject, and "where you see the sign turn left" leads into an order.
 */
export function asksInStatementOrderAt(tokens: Token[], at: number): boolean {
  if (!ASKING_IN_ORDER.has(lower(tokens[at]) ?? "")) return false;
  if (!ASKED_SUBJECTS.has(lower(tokens[at + 1]) ?? "")) return false;
  let verb = at + 2;
  while (BEFORE_THE_VERB.has(lower(tokens[verb]) ?? "")) verb += 1;
  if (!isWord(tokens[verb]) || !verbOfSubjectAt(tokens, verb)) return false;
  // "where I work there is …": "where" and a bare verb as often set a place for the clause after.
  if (lower(tokens[at]) === "where" && !AUXILIARIES.has(lower(tokens[verb]) ?? "")) return false;
  let end = verb + 1;
  // "did not call", "can find", "are looking": an auxiliary's verb goes on its group.
  const goesOn = (before: string) => AUXILIARIES.has(before) || IN_THE_VERB.has(before);
  while (
    isWord(tokens[end]) &&
    (IN_THE_VERB.has(lower(tokens[end]) ?? "") ||
      (verbOfSubjectAt(tokens, end) && goesOn(lower(tokens[end - 1]) ?? "")))
  )
    end += 1;
  for (let later = end; isWord(tokens[later]); later++) {
    const text = lower(tokens[later]) ?? "";
    // "what we need to bring": a verb "to" leads into is the verb's own.
    const led = lower(tokens[later - 1]) === "to";
    if (AUXILIARIES.has(text) || THIRD_PERSON.has(text)) return false;
    if (isVerbAt(tokens, later) && !led && !/ing$/.test(text)) return false;
  }
  return true;
}

/** Words before "why" that take it as their clause: "that is why", "the reason why". */
export const WHY_TAKERS = wordSet(
  "is was are that's it's reason reasons idea explanation clue wonder",
);

/**
 * "the bill we already paid why you send reminder": "why" and a question in
 * statement order after a word that does not take it ("I do not understand
 * why …", "that is why …"); whom one asks or tells is left to the clause rules.
 */
export function whyAfterClauseAt(tokens: Token[], index: number): boolean {
  if (lower(tokens[index]) !== "why" || !isWord(tokens[index - 1])) return false;
  const previous = lower(tokens[index - 1]) ?? "";
  if (WHY_TAKERS.has(previous) || takesClause(previous)) return false;
  return asksInStatementOrderAt(tokens, index);
}

/** What "is" asks with no subject said: "is possible …", "is OK for you". */
const ASKED_STATES = wordSet("possible ok okay fine good convenient alright");
/** What may follow "is possible": its postponed subject, "to" and a verb, or nothing. */
const AFTER_POSSIBLE = wordSet("a an the to for some this that another");
/** Words whose phrase the word before "is" may end: "for the dinner", "at 10", "between 8 and 12". */
const PHRASE_OPENERS = wordSet(
  "at on in for to from with until till between after before by around about during near",
);
/** Words that are the subject of an "is" after them: "it is possible", "that is fine for you". */
const SAID_SUBJECTS = wordSet(
  "it that this there what which who everything anything nothing something all he she",
);
/** At most this many words back from "is" may the preposition of the phrase it ends be. */
const PHRASE_REACH = 4;

/** Where what "is" says at `index` asks: "possible" with what is asked, or a state "for you". */
function askedStateAt(tokens: Token[], index: number): boolean {
  const state = lower(tokens[index + 1]) ?? "";
  const after = index + (state === "all" && lower(tokens[index + 2]) === "right" ? 3 : 2);
  const forYou = lower(tokens[after]) === "for" && lower(tokens[after + 1]) === "you";
  if (state === "possible")
    return !isWord(tokens[after]) || AFTER_POSSIBLE.has(lower(tokens[after]) ?? "") || forYou;
  return (ASKED_STATES.has(state) || after === index + 3) && forYou && !isWord(tokens[after + 2]);
}

/**
 * Whether the word before `index` ends a phrase that sets a time or a place
 * ("for the dinner", "at 10", "tomorrow"), not a subject, in a clause with
 * no verb that leads into a clause of its own ("I think the room is …").
 */
function settingEndsBefore(tokens: Token[], index: number): boolean {
  if (TIME_NOUNS.has(lower(tokens[index - 1]) ?? "")) return true;
  let phrase = false;
  for (let at = index - 1; at >= 0 && isWord(tokens[at]); at--) {
    const text = lower(tokens[at]) ?? "";
    if (index - at <= PHRASE_REACH && PHRASE_OPENERS.has(text)) phrase = true;
    // "I think the room at the back is …": the verb takes a clause whose subject comes right
    // after it; not "we come with 3 children", whose verb a preposition follows.
    const leads = takesClause(text) && !PHRASE_OPENERS.has(lower(tokens[at + 1]) ?? "");
    if (leads && isVerbAt(tokens, at)) return false;
  }
  return phrase;
}

/**
 * "we are 5 persons for the dinner is possible a table at 8", "… between 8
 * and 12 is OK for you": "is" with no subject, asking what is possible or
 * whether it suits the reader, after a phrase of time or place that ends a
 * clause. Not "a refund is possible" or "Friday is fine for us", whose subject is said.
 */
export function askedWithoutSubjectAt(tokens: Token[], index: number): boolean {
  if (lower(tokens[index]) !== "is" || !isWord(tokens[index - 1])) return false;
  // "… with 3 children it is possible": a subject said is the subject of "is".
  if (SAID_SUBJECTS.has(lower(tokens[index - 1]) ?? "")) return false;
  return askedStateAt(tokens, index) && settingEndsBefore(tokens, index);
}

/** At most this many words of a setting before a question with no subject: "on Thursday morning". */
const SETTING_WORDS = 3;

/**
 * "… with 3 children | is possible", "… on Thursday morning | is OK for
 * you": the words of the setting before a question with no subject open no
 * clause of their own, as a subject of that "is".
 */
export function settingBeforeAskedAt(tokens: Token[], index: number): boolean {
  for (let at = index + 1; at <= index + SETTING_WORDS; at++) {
    if (!isWord(tokens[at])) return false;
    if (askedWithoutSubjectAt(tokens, at)) return true;
  }
  return false;
}

/** Whether a learner's question opens at `index`, after a clause. */
export const learnerQuestionAt = (tokens: Token[], index: number) =>
  whyAfterClauseAt(tokens, index) || askedWithoutSubjectAt(tokens, index);
