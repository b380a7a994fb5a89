/**
 * The subject a question asks of, after its auxiliary or modal: a pronoun
 * ("can you"), a pronoun for anyone ("has anybody seen"), or a noun phrase
 * ("does the shop have", "may the night nurse ring me"), followed by what
 * that auxiliary takes. One reading for every rule that must tell a question
 * run on after a clause ("the parcel never came does the shop have my
 * address") from a noun phrase and its verb ("the shop has my address"),
 * and a time before such a question from a time that is a subject ("tonight
 * can we go" beside "tomorrow will be sunny").
 */
import {
  AUXILIARIES,
  isWord,
  QUESTION_SUBJECTS,
  QUESTION_WORDS,
  TIME_WORDS,
} from "./clause-lexicon";
import { isPast } from "./clause-times";
import { ADVERBS, BE_FORMS, HAVE, MODALS } from "./clause-words";
import { partOfSpeechAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Pronouns for anyone at all, the subject of a question after its auxiliary: "does anybody know". */
export const ANYONE = wordSet("anyone anybody someone somebody everyone everybody");

/** Words that open a noun phrase a question asks of: "the shop", "my brother", "any tickets", "other users". */
export const SUBJECT_OPENERS = wordSet(
  "the my our your his her their a an any some every other these those",
);
/** Auxiliaries and modals that open a question before a subject: "does the shop …", "may the nurse …". */
export const ASKING_BEFORE_SUBJECT = new Set([
  ...wordSet("do does did is are was were am has have had"),
  ...[...MODALS].filter((modal) => modal !== "cannot"),
]);
/** Words before an auxiliary that make it no question: "so does my wife", "as do the others", "to do that". */
const NO_QUESTION_AFTER = wordSet("so neither nor as than to");
/** What was just said, as the subject of a question about it: "does that suit you", "will that be late". */
const POINTERS = wordSet("that this");
/** Adverbs that say when or where, which no question about how a thing is asks: "that is it now". */
const NOT_ASKED_HOW = new Set([...TIME_WORDS, ...wordSet("here there")]);
/** Adverbs between a question's subject and its verb: "will the director still join". */
const BEFORE_VERB = new Set([...ADVERBS, ...wordSet("ever even")]);

/** What a noun read by the tagger can be: a noun, a name, an adjective or a number in the phrase. */
const NOMINAL_TAGS = new Set(["NOUN", "PROPN", "ADJ", "NUM"]);

/** Auxiliaries in their plain form, a verb after "do" or a modal: "will the office be open". */
const PLAIN_AUXILIARIES = wordSet("be have do");

/** Whether the word at `at` is a plain verb: "have", "join", "bring", no "-s", "-ed" or "-ing". */
const plainVerbAt = (tokens: Token[], at: number) => {
  const text = lower(tokens[at]) ?? "";
  return (
    /^\p{Ll}+$/u.test(tokens[at]?.text ?? "") &&
    !/^\p{L}{2,}(?:[^s']s|ed)$|^\p{L}{3,}ing$/u.test(text) &&
    (!AUXILIARIES.has(text) || PLAIN_AUXILIARIES.has(text))
  );
};

/** What follows a verb the tagger reads as a noun, when it is the verb: "ring me", "print a new one". */
const OBJECT_TAGS = new Set(["PRON", "DET", "ADP", "ADV"]);

/** Tags a plain verb after a pronoun may carry in the tagger's reading: "would everybody like". */
const AFTER_PRONOUN_TAGS = new Set(["VERB", "NOUN", "ADP"]);

/**
 * Where the verb is that the auxiliary `asking` takes after its subject,
 * from `at`, or -1: what "be" says ("is the supply safe", "are any tickets
 * left"), a participle after "have" ("has the office received it"), a plain
 * verb after "do" or a modal ("will the director still join"). The tagger
 * reads many plain verbs after a noun as nouns ("the night nurse ring me",
 * "the desk print a new one"): such a word is the verb when an object or a
 * particle follows it, and after a pronoun any plain word is ("can someone
 * call maintenance").
 */
function verbAfterSubject(tokens: Token[], at: number, asking: string, pronoun: boolean): number {
  const verbAt = BEFORE_VERB.has(lower(tokens[at]) ?? "") ? at + 1 : at;
  const tag = partOfSpeechAt(tokens, verbAt);
  const text = lower(tokens[verbAt]) ?? "";
  if (!isWord(tokens[verbAt])) return -1;
  // "is it far", "is it still open": how a thing is, said by an adjective or an adverb of place.
  const how = tag === "ADJ" || (pronoun && tag === "ADV" && !NOT_ASKED_HOW.has(text));
  if (BE_FORMS.has(asking))
    return how || (tag === "VERB" && (/ing$/.test(text) || isPast(text))) ? verbAt : -1;
  if (HAVE.has(asking))
    return tag === "VERB" && (isPast(text) || /(?:en|wn|ne)$/.test(text)) ? verbAt : -1;
  if (!plainVerbAt(tokens, verbAt)) return -1;
  const taken =
    tag === "VERB" ||
    PLAIN_AUXILIARIES.has(text) ||
    (pronoun && AFTER_PRONOUN_TAGS.has(tag ?? "")) ||
    // "can someone open the door", "could you clean it": a verb that is also an adjective, read
    // as one, is the verb when what it acts on follows.
    (pronoun && tag === "ADJ" && OBJECT_TAGS.has(partOfSpeechAt(tokens, verbAt + 1) ?? "")) ||
    (tag === "NOUN" && OBJECT_TAGS.has(partOfSpeechAt(tokens, verbAt + 1) ?? ""));
  return taken ? verbAt : -1;
}

/** Words after "is there" that open what it asks about: "is there another way", "are there any taxis". */
const THERE_ASKS = new Set([
  ...SUBJECT_OPENERS,
  ...ANYONE,
  ...wordSet("another one no anything something nothing many much more enough still"),
]);

/**
 * "is there a copy", "are there other places": "there" stands as the
 * subject of "be", and what follows is a noun phrase it asks about, not a
 * place ("the file is there on the desk"). Returns where that phrase
 * starts, or -1.
 */
function thereAsksAt(tokens: Token[], at: number): number {
  if (!isWord(tokens[at])) return -1;
  if (THERE_ASKS.has(lower(tokens[at]) ?? "")) return at;
  return NOMINAL_TAGS.has(partOfSpeechAt(tokens, at) ?? "") ? at : -1;
}

/**
 * Where the verb is of a question the auxiliary or modal at `index` opens,
 * asking of a subject after it ("does the shop have", "can the accounts
 * team change it", "has anybody seen"), or -1. None where the words before
 * make it no question of its own: a question word ("what time does the shop
 * open"), "so" ("so does my wife"), a preposition ("in may the kids go"), a
 * subject or an auxiliary whose verb it is ("we had a great time").
 */
export function verbOfQuestionAt(tokens: Token[], index: number): number {
  const asking = lower(tokens[index]) ?? "";
  if (!ASKING_BEFORE_SUBJECT.has(asking)) return -1;
  const previous = lower(tokens[index - 1]) ?? "";
  if (
    NO_QUESTION_AFTER.has(previous) ||
    AUXILIARIES.has(previous) ||
    (SUBJECT_PRONOUNS.has(previous) && previous !== "it") ||
    QUESTION_WORDS.has(previous) ||
    QUESTION_WORDS.has(lower(tokens[index - 2]) ?? "") ||
    partOfSpeechAt(tokens, index - 1) === "ADP"
  )
    return -1;
  const first = lower(tokens[index + 1]) ?? "";
  if (BE_FORMS.has(asking) && first === "there") return thereAsksAt(tokens, index + 2);
  if (QUESTION_SUBJECTS.has(first) || ANYONE.has(first))
    return verbAfterSubject(tokens, index + 2, asking, true);
  // "does that suit you", "does that sound ok": a plain word after it, as after a pronoun; not
  // after a form of "be" ("the problem is that late …").
  if (POINTERS.has(first) && !BE_FORMS.has(asking))
    return verbAfterSubject(tokens, index + 2, asking, true);
  if (!SUBJECT_OPENERS.has(first)) return -1;
  // "the night nurse", "the accounts team": up to three words of the phrase, then its verb.
  for (let at = index + 2; at <= index + 4; at++) {
    if (!isWord(tokens[at]) || !NOMINAL_TAGS.has(partOfSpeechAt(tokens, at) ?? "")) return -1;
    const verbAt = verbAfterSubject(tokens, at + 1, asking, false);
    if (verbAt > 0) return verbAt;
  }
  return -1;
}

/** Whether the auxiliary or modal at `index` opens a question asking of the subject after it. */
export const asksOfSubjectAt = (tokens: Token[], index: number) =>
  verbOfQuestionAt(tokens, index) > 0;

/**
 * Whether the word at `index` is the verb of a question opened a few words
 * back ("can the accounts team change it"), so no clause or order opens there.
 */
export function questionVerbAt(tokens: Token[], index: number): boolean {
  for (let at = index - 2; at >= Math.max(0, index - 6); at--) {
    if (!isWord(tokens[at])) return false;
    if (
      ASKING_BEFORE_SUBJECT.has(lower(tokens[at]) ?? "") &&
      verbOfQuestionAt(tokens, at) === index
    )
      return true;
  }
  return false;
}

/** Times that can be a clause's subject: "tomorrow will be sunny", "today is calm". */
const TIME_SUBJECTS = wordSet("today tomorrow yesterday tonight");

/**
 * Auxiliaries a day as a subject never takes, being one thing: "tomorrow
 * don't forget" and "tonight do not miss it" are a time and an order.
 */
const NOT_OF_ONE = wordSet("am are were have do don't dont aren't weren't haven't");

/**
 * "the weather is bad today tomorrow will be sunny": a time and an
 * auxiliary that asks nothing ("tomorrow will that work") are a subject and
 * its verb.
 */
export function timeSubjectAt(tokens: Token[], index: number): boolean {
  const verb = lower(tokens[index + 1]) ?? "";
  return (
    TIME_SUBJECTS.has(lower(tokens[index]) ?? "") &&
    AUXILIARIES.has(verb) &&
    !NOT_OF_ONE.has(verb) &&
    isWord(tokens[index + 2]) &&
    !QUESTION_SUBJECTS.has(lower(tokens[index + 2]) ?? "") &&
    !asksOfSubjectAt(tokens, index + 1)
  );
}
