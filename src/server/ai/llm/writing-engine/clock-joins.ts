/**
 * Clauses that meet after a time of day: "am" or "pm" ends the time, so a
 * noun or a number with its verb after it opens the next clause ("the bus
 * leaves at 8 am breakfast is at 7", "we close at 6 pm 7 is too late"),
 * unless the time describes that noun ("the 3 pm meeting is cancelled",
 * "we moved the 4 pm call"). A bare number is a subject the same way after
 * any word that does not take it ("let's do 2:30 instead 3 is too late").
 */
import {
  AUXILIARIES,
  DETERMINERS,
  isWord,
  QUESTION_SUBJECTS,
  THIRD_PERSON,
} from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** A number a word after it takes as its subject: "3 is too late", "10 works". */
const NUMBER_FORM = /^\d+(?::\d\d)?$/;
/** Verbs a number or a bare noun after a time has: "is", "was", "starts", "works". */
const SUBJECTS_VERBS = new Set([...wordSet("is was are were will has"), ...THIRD_PERSON]);
/** Tags of the words of a bare noun: "breakfast", "hot food", "check" of "check out". */
const NOUN_WORD_TAGS = new Set(["NOUN", "PROPN", "NUM", "ADJ", "VERB"]);
const NOUN_PARTICLES = wordSet("in out");
/** At most this many words of a bare noun after a time before its verb: "check out is". */
const MOST_NOUN_WORDS = 2;

/** Whether the word at `at` is a verb whose subject is before it, not one asking of a subject after it. */
const verbOfSubjectBefore = (tokens: Token[], at: number) =>
  SUBJECTS_VERBS.has(lower(tokens[at]) ?? "") &&
  isWord(tokens[at + 1]) &&
  !QUESTION_SUBJECTS.has(lower(tokens[at + 1]) ?? "") &&
  lower(tokens[at + 1]) !== "there";

/** A time with "am" or "pm", which the numbers reader makes one word: "8 am", "2:30 pm". */
const isClockTime = (token: Token | undefined) =>
  token?.kind === "word" && /^\d{1,2}(?::\d\d)? ?(?:am|pm|a\.m\.|p\.m\.)$/i.test(token.text);

/** A determiner or an article, which opens the noun phrase a time after it describes: "a 10 am call". */
const opensNounPhrase = (token: Token | undefined) =>
  DETERMINERS.has(lower(token) ?? "") || ARTICLES.has(lower(token) ?? "");
const ARTICLES = wordSet("a an every each");

/** Whether a time with "am" or "pm" ends before `index`, said on its own, not describing a noun. */
export const timeEndsBefore = (tokens: Token[], index: number) =>
  isClockTime(tokens[index - 1]) && !opensNounPhrase(tokens[index - 2]);

/** "the 3 pm meeting", "a 9 am call": a time a determiner opens describes the noun after it. */
export const timeDescribesNounAt = (tokens: Token[], index: number) =>
  isClockTime(tokens[index - 1]) && opensNounPhrase(tokens[index - 2]);

/** "… at 8 am breakfast is at 7", "… from 3 pm check out is at 11": a bare noun and its verb after a time. */
function nounAfterTimeAt(tokens: Token[], index: number): boolean {
  if (!timeEndsBefore(tokens, index)) return false;
  const first = lower(tokens[index]) ?? "";
  if (DETERMINERS.has(first) || QUESTION_SUBJECTS.has(first) || AUXILIARIES.has(first))
    return false;
  for (let at = index; at <= index + MOST_NOUN_WORDS; at++) {
    if (!isWord(tokens[at])) return false;
    if (at > index && verbOfSubjectBefore(tokens, at)) return true;
    // "check out", "check in": a noun made of a verb and its particle.
    const particle = at > index && NOUN_PARTICLES.has(lower(tokens[at]) ?? "");
    if (!NOUN_WORD_TAGS.has(partOfSpeechAt(tokens, at) ?? "") && !particle) return false;
  }
  return false;
}

/**
 * "we close at 6 pm 7 is too late", "let's do 2:30 instead 3 is too late",
 * "we have 2 kids 1 is at school": a bare number and a verb for one after a
 * time, an adverb or a plural, which end what was said; a singular noun
 * names the number ("order 5521 is", "room 2 is"), and a verb or a
 * preposition takes it ("I think 3 is enough", "at 9").
 */
function numberSubjectAt(tokens: Token[], index: number): boolean {
  if (!NUMBER_FORM.test(tokens[index]?.text ?? "") || !isWord(tokens[index - 1])) return false;
  const previous = tokens[index - 1];
  const tag = partOfSpeechAt(tokens, index - 1);
  const plural = tag === "NOUN" && /\p{Ll}[^s'’]s$/u.test(previous?.text ?? "");
  const ends = isClockTime(previous) || (tag === "ADV" && !opensNounPhrase(previous)) || plural;
  return ends && verbOfSubjectBefore(tokens, index + 1);
}

/** Whether a clause after a time of day, or one whose subject is a number, opens at `index`. */
export const clauseAfterClockAt = (tokens: Token[], index: number) =>
  nounAfterTimeAt(tokens, index) || numberSubjectAt(tokens, index);
