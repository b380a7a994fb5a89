/**
 * Edges of an order after a statement that ends on an amount, a date, a
 * time or a stretch of time, which run-on-openings.ts reads: what the order
 * acts on when it is a bare plural ("… an hour bring coins"), when it is for
 * ("… at 9 call after 10"), the stretch of time the statement ends on ("takes
 * 40 minutes book early"), the object pronoun it ends on ("works for me text
 * me …"), and the office verbs that are nouns as often as orders ("ping me",
 * "message the team").
 */
import { amountEndsBefore } from "./amount-subjects";
import { isWord, OBJECTS } from "./clause-lexicon";
import { isNounAt, objectPronounAt, partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Whether a plural noun, maybe after one adjective, starts at `at` and ends a phrase. */
export function barePluralEndsAt(tokens: Token[], at: number): boolean {
  const noun = partOfSpeechAt(tokens, at) === "ADJ" ? at + 1 : at;
  if (!isNounAt(tokens, noun) || !/\p{L}s$/u.test(lower(tokens[noun]) ?? "")) return false;
  return !isWord(tokens[noun + 1]) || partOfSpeechAt(tokens, noun + 1) === "ADP";
}

/** Prepositions of when an order is for: "call after 6", "come before noon". */
export const WHEN_PREPOSITIONS = wordSet("after before until");

/** Units a stretch of time is counted in: "takes 40 minutes", "lasts an hour". */
const STRETCH_UNITS = wordSet(
  "seconds minutes hours days weeks months years minute hour day week month year",
);

/** Words that count a stretch of time as a number does: "an hour", "a week", "half an hour". */
const STRETCH_COUNTS = wordSet("a an few couple");

/**
 * Nouns a stretch of time says the length of, so that it is no statement's
 * end before them: "10 minutes walk to the station", "2 hours drive away".
 */
const MEASURED_BY_TIME = wordSet("walk drive ride");

/**
 * Whether a statement ends on an amount, a date or a stretch of time right
 * before `index`: "costs 20 dollars | buy", "on the 12th | throw", "takes 40
 * minutes | book early".
 */
export function amountOrStretchEndsBefore(tokens: Token[], index: number): boolean {
  if (amountEndsBefore(tokens, index)) return true;
  const count = partOfSpeechAt(tokens, index - 2) === "NUM";
  return (
    STRETCH_UNITS.has(lower(tokens[index - 1]) ?? "") &&
    (count || STRETCH_COUNTS.has(lower(tokens[index - 2]) ?? "")) &&
    !MEASURED_BY_TIME.has(lower(tokens[index]) ?? "")
  );
}

/** "works for me | text me", "is with them | call …": an object pronoun after its preposition ends a clause. */
export const prepositionObjectBefore = (tokens: Token[], index: number) =>
  OBJECTS.has(lower(tokens[index - 1]) ?? "") && partOfSpeechAt(tokens, index - 2) === "ADP";

/** Office verbs said as nouns as often as orders: "a ping", "the message", "register". */
const OFFICE_ORDERS = wordSet("ping message mail phone ring register text email fax dm cc");

/** Determiners that open what an office order acts on: "message the team", "email all of them". */
const ACTED_ON = wordSet("the this these those my your our his her their all everyone");

/**
 * Whether the office verb at `index` is an order by the words after it: who
 * it is to ("text me", "ping them"), a phrase it acts on ("message the
 * team"), or, after a date, when it is for ("the 4th | register before
 * that"); not a noun before a noun ("text messages are free").
 */
export function officeOrderAt(tokens: Token[], index: number): boolean {
  if (!OFFICE_ORDERS.has(lower(tokens[index]) ?? "")) return false;
  const next = lower(tokens[index + 1]) ?? "";
  return (
    objectPronounAt(tokens, index + 1, true) ||
    ACTED_ON.has(next) ||
    (WHEN_PREPOSITIONS.has(next) && amountEndsBefore(tokens, index))
  );
}

/** Words of when an order is for, which the tagger may read as adjectives: "book early". */
const WHEN_WORDS = wordSet("early late soon now today tonight tomorrow again");

/**
 * "takes 40 minutes | book early", "costs 5 euros | pay now": after an
 * amount or a stretch of time, a verb and one word of when, closing what
 * was said, are an order of their own.
 */
export const orderForWhenAfterAmountAt = (tokens: Token[], index: number) =>
  WHEN_WORDS.has(lower(tokens[index + 1]) ?? "") &&
  !isWord(tokens[index + 2]) &&
  amountOrStretchEndsBefore(tokens, index);
