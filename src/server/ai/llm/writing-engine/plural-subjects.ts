/**
 * A plural noun that opens a clause of its own: after a determiner with its
 * verb ("the tests pass now"), or bare before an auxiliary after a clause's
 * end ("prices went up again customers are complaining").
 */
import {
  hasVerbForm,
  isWord,
  LEAD_INTO_CLAUSE,
  NOT_PLURAL_SUBJECTS,
  NOT_VERBS_AFTER_SUBJECT,
  TIME_WORDS,
} from "./clause-lexicon";
import { particleAfterBe } from "./clause-words";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/**
 * "the tests pass now", "the neighbours grow them too": a plural after a
 * determiner, then a word that is no grammar word, with more after it, is
 * a subject and its verb.
 */
export function pluralThenVerb(tokens: Token[], index: number): boolean {
  const noun = tokens[index + 1]?.text ?? "";
  const verb = lower(tokens[index + 2]) ?? "";
  return (
    /^\p{Ll}{2,}[^s'’]s$/u.test(noun) &&
    !NOT_PLURAL_SUBJECTS.has(noun) &&
    /^\p{Ll}{3,}$/u.test(verb) &&
    !/(?:[^s]s|ly|ing)$/.test(verb) &&
    !LEAD_INTO_CLAUSE.has(verb) &&
    !NOT_VERBS_AFTER_SUBJECT.has(verb) &&
    // "the numbers again": a word the tagger knows as no verb.
    !NO_VERB_TAGS.has(partOfSpeechAt(tokens, index + 2) ?? "VERB") &&
    isWord(tokens[index + 3])
  );
}

/** Parts of speech a verb never has, where the word's form alone would allow one. */
const NO_VERB_TAGS = new Set(["ADV", "ADJ", "ADP", "DET", "PRON", "NUM", "CCONJ", "SCONJ"]);

/** Auxiliaries a plural subject takes: "customers are complaining". */
const PLURAL_AUXILIARIES = wordSet(
  "are were have will can should could would don't didn't won't can't aren't weren't haven't",
);
/** Words a clause ends on before a new subject: "went up again", "dropped". */
const CLAUSE_ENDINGS = wordSet("up down out off away back here there well too");

/**
 * "prices went up again customers are complaining": a plural with no
 * determiner, before an auxiliary, after a word that ends a clause (not
 * inside a noun phrase such as "the new customers are").
 */
export function isBarePluralSubject(tokens: Token[], index: number): boolean {
  const text = tokens[index]?.text ?? "";
  if (!/^\p{Ll}{2,}[^s'’]s$/u.test(text) || !PLURAL_AUXILIARIES.has(lower(tokens[index + 1]) ?? ""))
    return false;
  const previous = lower(tokens[index - 1]) ?? "";
  return (
    TIME_WORDS.has(previous) ||
    CLAUSE_ENDINGS.has(previous) ||
    hasVerbForm(previous) ||
    particleAfterBe(tokens, index)
  );
}
