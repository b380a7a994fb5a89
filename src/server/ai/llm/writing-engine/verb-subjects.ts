/**
 * The subject of a finite verb, found from the verb: for a word that may be
 * a verb or a noun ("costs", "works", "needs", "says") or an auxiliary
 * ("has", "are"), the noun phrase just before it (past the adverbs that
 * stand between a subject and its verb: "the backup still works") is its
 * subject when the two agree and what follows fits a verb ("the repair
 * costs more", not "the repair costs were high"). So where a clause has no
 * subject of its own for such a verb, the phrase before it opens a new
 * clause, whatever verb came before it ("my bike chain snapped the new part
 * costs forty euros"); the rules that read a clause from its first word ask
 * this when they cannot tell an object from a subject.
 */
import { isWord, OBJECTS, QUESTION_SUBJECTS, THIRD_PERSON } from "./clause-lexicon";
import { TIME_NOUNS, timeLengthAt } from "./clause-times";
import { PLURALS_WITHOUT_S } from "./clause-words";
import { pluralInS } from "./noun-phrase-edges";
import {
  ARTICLES_AND_POSSESSIVES,
  isGrammarWord,
  isNounTag,
  opensPhrase,
  PLACES,
  pluralNounAt,
  SINGULAR_AUXILIARIES,
} from "./noun-phrases";
import { isMidAdverb, partOfSpeechAt } from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { pointerQuestionAt } from "./pointer-questions";
import { asksOfSubjectAt } from "./question-subjects";
import { isComma, lower, type Token, wordSet } from "./tokens";

/**
 * Auxiliaries that agree with more than one: "the nurses are", "towels and
 * snacks were"; not "have" or "do", plain forms an object may take after a
 * verb ("let the kids have one").
 */
const PLURAL_AUXILIARIES = wordSet("are were aren't weren't haven't don't");
/**
 * Auxiliaries and modals that agree with any subject: "my team lead will",
 * "users can"; not "had", which after an object is as often the clause that
 * object opens for the verb before ("we noticed the pipe had burst").
 */
const ANY_AUXILIARIES = wordSet(
  "will would can could should must might did won't can't couldn't shouldn't didn't",
);
/** Auxiliaries for one, in full and cut short. */
const FOR_ONE = new Set([...SINGULAR_AUXILIARIES, ...wordSet("isn't wasn't hasn't doesn't")]);
/** The farthest back a subject's first word stands from its head: "the new part", "my team lead". */
const PHRASE_WORDS = 4;
/** Words of the subjects the noun-phrase reading cannot build: "the new one", "tape and labels". */
const UNREAD_MARKERS = wordSet("one and");

/** Where the head of the subject of the verb at `verbAt` stands, past "still", "only", "no longer". */
export function subjectHeadBefore(tokens: Token[], verbAt: number): number {
  let at = verbAt - 1;
  for (let adverbs = 0; adverbs < 2; adverbs++) {
    const text = lower(tokens[at]) ?? "";
    if (text === "longer" && lower(tokens[at - 1]) === "no") at -= 2;
    // "some changes here is the new draft": a place ends the clause before, and stands nowhere
    // between a subject and its verb.
    else if (
      isMidAdverb(text, partOfSpeechAt(tokens, at)) &&
      !PLACES.has(text) &&
      isWord(tokens[at - 1])
    )
      at -= 1;
    else break;
  }
  return at;
}

/**
 * A word that can end a subject's noun phrase: a noun or a name, any word
 * but a grammar word right after an article or a possessive ("the total",
 * which the tagger reads as an adjective), or "one" after an adjective
 * ("the new one").
 */
export function headAt(tokens: Token[], at: number): boolean {
  const text = lower(tokens[at]) ?? "";
  if (!isWord(tokens[at]) || isGrammarWord(text) || OBJECTS.has(text)) return false;
  if (text === "one") return partOfSpeechAt(tokens, at - 1) === "ADJ";
  if (isNounTag(partOfSpeechAt(tokens, at))) return true;
  return ARTICLES_AND_POSSESSIVES.has(lower(tokens[at - 1]) ?? "") && /^\p{Ll}+$/u.test(text);
}

/** A word inside a subject's phrase before its head: an adjective, a noun or a number. */
const modifierAt = (tokens: Token[], at: number) =>
  isWord(tokens[at]) &&
  /^\p{Ll}/u.test(tokens[at]?.text ?? "") &&
  !isGrammarWord(lower(tokens[at]) ?? "") &&
  !TIME_NOUNS.has(lower(tokens[at]) ?? "") &&
  /^(?:ADJ|NOUN|PROPN|NUM)$/.test(partOfSpeechAt(tokens, at) ?? "");

/** A lower-case noun a list of bare words is made of: "tape", "scissors". */
const bareNounAt = (tokens: Token[], at: number) =>
  /^\p{Ll}{2,}$/u.test(tokens[at]?.text ?? "") && partOfSpeechAt(tokens, at) === "NOUN";

/**
 * Where a list of bare nouns that ends on "and" at `joiner` opens: "tape
 * scissors and labels"; after a determiner's phrase ("on the top shelf tape
 * scissors and …") its first noun ends that phrase, and the list opens after
 * it; a determiner before a single noun, or before a plural, is the list's
 * own ("the cats and dogs", "the windows floors and doors").
 */
function listStartBefore(tokens: Token[], joiner: number): number {
  let first = joiner - 1;
  // "scissors, tape and glue": the commas the list readers set stand between its items.
  for (let words = 0; words < PHRASE_WORDS; words++) {
    if (bareNounAt(tokens, first - 1)) first -= 1;
    else if (isComma(tokens[first - 1]) && bareNounAt(tokens, first - 2)) first -= 2;
    else break;
  }
  const before = first - 1;
  const opened =
    ARTICLES_AND_POSSESSIVES.has(lower(tokens[before]) ?? "") ||
    opensPhrase(tokens, before) ||
    partOfSpeechAt(tokens, before) === "ADJ";
  if (!opened) return first;
  // "cleaned the windows floors and doors": a plural right after the article is the list's first.
  if (first < joiner - 1) return pluralNounAt(tokens, first) ? before : first + 1;
  let start = before;
  while (start > before - 2 && partOfSpeechAt(tokens, start) === "ADJ") start -= 1;
  return ARTICLES_AND_POSSESSIVES.has(lower(tokens[start]) ?? "") || opensPhrase(tokens, start)
    ? start
    : first;
}

/**
 * Where the noun phrase that ends on the head at `head` opens: at its
 * determiner, possessive or number ("the new part", "my team lead"), or at
 * its first noun when none opens it ("users", "tape scissors and labels");
 * `plural` when its words name more than one.
 */
export function subjectPhraseBefore(
  tokens: Token[],
  head: number,
): { start: number; plural: boolean } | undefined {
  if (!headAt(tokens, head)) return undefined;
  const headText = lower(tokens[head]) ?? "";
  if (lower(tokens[head - 1]) === "and" && bareNounAt(tokens, head) && bareNounAt(tokens, head - 2))
    return { start: listStartBefore(tokens, head - 1), plural: true };
  const plural = pluralInS(headText) || PLURALS_WITHOUT_S.has(headText);
  // "this week Sofia approves": a name is a phrase of its own.
  if (/^\p{Lu}/u.test(tokens[head]?.text ?? "")) return { start: head, plural: false };
  let start = head;
  for (let at = head - 1; at >= Math.max(0, head - PHRASE_WORDS); at--) {
    if (opensPhrase(tokens, at) || ARTICLES_AND_POSSESSIVES.has(lower(tokens[at]) ?? ""))
      return { start: at, plural };
    // "80 euros breakfast is": a plural ends the compound before it.
    if (!modifierAt(tokens, at) || pluralNounAt(tokens, at)) break;
    start = at;
  }
  return { start, plural };
}

/**
 * Whether a word in "-s" at `at` fits as a verb by the words around it: an
 * object, an amount, an adverb, a preposition or a time after it ("costs
 * forty euros", "works fine", "says no permission"), and no verb of its
 * own after it ("the repair costs were high"); the end of the clause where
 * the tagger reads it as a verb ("the backup works") or an adverb stands
 * before it, which no noun follows after a noun ("the paint still smells").
 */
function fitsVerbInS(tokens: Token[], at: number): boolean {
  const next = at + 1;
  const tag = partOfSpeechAt(tokens, at);
  const afterAdverb = isMidAdverb(lower(tokens[at - 1]) ?? "", partOfSpeechAt(tokens, at - 1));
  // "sent the client updates the same day", "the meeting notes by Monday": a plural the tagger
  // reads as a noun is a verb only where the writer knows it as one ("costs", "includes").
  const known = tag === "VERB" || afterAdverb || THIRD_PERSON.has(lower(tokens[at]) ?? "");
  if (!isWord(tokens[next])) return tag === "VERB" || afterAdverb;
  if (timeLengthAt(tokens, next) > 0) return true;
  const nextTag = partOfSpeechAt(tokens, next);
  if (nextTag === "AUX") return false;
  if (nextTag === "NOUN" || nextTag === "VERB") return tag === "VERB";
  return known && /^(?:DET|NUM|PRON|ADP|ADV|ADJ|PART)$/.test(nextTag ?? "");
}

/**
 * Where the subject of the finite verb at `verbAt` opens when it is the
 * noun phrase just before it and agrees with it, or -1: "the new part |
 * costs", "the backup still | works", "the nurses | are", "tape scissors
 * and labels | are"; not a verb that asks ("a noise does it need …", "is
 * that okay").
 */
export function subjectOfVerbAt(tokens: Token[], verbAt: number): number {
  const text = lower(tokens[verbAt]) ?? "";
  if (!isWord(tokens[verbAt])) return -1;
  const inS = pluralInS(text) && /^\p{Ll}{3,}$/u.test(text);
  const auxiliary = FOR_ONE.has(text) || PLURAL_AUXILIARIES.has(text) || ANY_AUXILIARIES.has(text);
  if (!auxiliary && !(inS && fitsVerbInS(tokens, verbAt))) return -1;
  if (pointerQuestionAt(tokens, verbAt)) return -1;
  // "a noise does it need …": a pronoun after an auxiliary is the subject it asks of.
  const asks =
    QUESTION_SUBJECTS.has(lower(tokens[verbAt + 1]) ?? "") || asksOfSubjectAt(tokens, verbAt);
  if (auxiliary && asks) return -1;
  const head = subjectHeadBefore(tokens, verbAt);
  // "showed the new nurses the ward": a word read as a noun is a verb here only after a noun, or
  // "one" standing for one ("the new one costs").
  const weak = !auxiliary && partOfSpeechAt(tokens, verbAt) !== "VERB";
  const nounHead = isNounTag(partOfSpeechAt(tokens, head)) || lower(tokens[head]) === "one";
  if (weak && !nounHead) return -1;
  const phrase = subjectPhraseBefore(tokens, head);
  if (phrase === undefined) return -1;
  const agrees = ANY_AUXILIARIES.has(text)
    ? true
    : PLURAL_AUXILIARIES.has(text)
      ? phrase.plural
      : !phrase.plural;
  return agrees ? phrase.start : -1;
}

/**
 * Where the verb of a subject opening at `index` is: the one the noun
 * phrase reading finds from the subject's first word, or else the first
 * verb whose subject, read back from it, opens there ("the new one costs",
 * "towels and snacks are"); -1 when neither.
 */
export function verbOfSubjectAt(tokens: Token[], index: number): number {
  const verbAt = verbOfNounPhrase(tokens, index);
  if (verbAt >= 0) return verbAt;
  // Most words open no subject: without "one" or "and" near, no phrase is left unread.
  const last = index + PHRASE_WORDS + 3;
  let near = false;
  for (let at = Math.max(0, index - 1); at <= last && !near; at++)
    near = UNREAD_MARKERS.has(lower(tokens[at]) ?? "");
  if (!near) return -1;
  for (let at = index + 1; at <= last; at++) {
    if (isComma(tokens[at])) continue;
    if (!isWord(tokens[at])) return -1;
    const head = subjectHeadBefore(tokens, at);
    // Only where the phrase reading cannot build the phrase: a list, or "one" for a noun.
    const unread = lower(tokens[head]) === "one" || lower(tokens[head - 1]) === "and";
    if (unread && subjectOfVerbAt(tokens, at) === index) return at;
  }
  return -1;
}
