/**
 * A noun phrase said twice where one clause ends and the next begins: the
 * object of the first said again as the subject of the second ("I called the
 * office the office was closed", "thanks for your order your order number
 * is …"). Both copies are meant, so the stutter rules keep them; dropping one
 * loses a word and leaves "I called. The office was closed."
 */
import { hasVerbForm, THIRD_PERSON } from "./clause-lexicon";
import { CLAUSE_TAKING_VERBS, MODALS } from "./clause-words";
import { isNounAt, isVerbAt, partOfSpeechAt } from "./parts-of-speech";
import { DETERMINERS, lower, type Token, wordSet } from "./tokens";

/**
 * Verbs whose object may be a whole clause: after them a noun said twice is
 * a restart ("I think the plan the plan is good"), not an object and a subject.
 */
const CLAUSE_OBJECT_VERBS = new Set([
  ...CLAUSE_TAKING_VERBS,
  ...wordSet(
    "think thought know knew hope believe guess say said says mean feel felt wish suppose expect bet doubt",
  ),
]);

/** Words a noun phrase said as a clause's object and subject never holds. */
const NOT_IN_A_NOUN_PHRASE = wordSet(
  "i we you they he she it me us him them and or but to of not is are was were be",
);

/**
 * Pronouns with one form as object and subject: "please fix it it is urgent"
 * is the object of one clause and the subject of the next, while "it it" not
 * closing an object ("I think it it is fine") is a stutter.
 */
const OBJECT_AND_SUBJECT = wordSet("it you");

/**
 * Whether the phrase of `size` words at `index`, said again right after it,
 * ends the clause before as its object and opens the next as its subject.
 */
export function repeatOpensClauseAt(tokens: Token[], index: number, size: number): boolean {
  if (size === 1 && OBJECT_AND_SUBJECT.has(lower(tokens[index]) ?? ""))
    return takesAnObjectAt(tokens, index - 1) && verbOrModalAt(tokens, index + 2);
  const phrase = tokens.slice(index, index + size);
  if (phrase.some((token) => token.kind !== "word" || NOT_IN_A_NOUN_PHRASE.has(lower(token) ?? "")))
    return false;
  if (!endsOnNounAt(tokens, index, size)) return false;
  return takesAnObjectAt(tokens, index - 1) && verbFollowsAt(tokens, index + 2 * size);
}

/**
 * "the office", "Peter": the phrase ends on a noun; after a determiner the
 * tagger's adjective is one too ("the key" is read as an adjective).
 */
function endsOnNounAt(tokens: Token[], index: number, size: number): boolean {
  // The tagger reads a phrase said twice unsteadily ("told my boss my boss"): either copy counts.
  const ends = [index + size - 1, index + 2 * size - 1];
  if (ends.some((at) => isNounAt(tokens, at))) return true;
  return (
    size > 1 &&
    DETERMINERS.has(lower(tokens[index]) ?? "") &&
    ends.some((at) => partOfSpeechAt(tokens, at) === "ADJ")
  );
}

/** "called the office", "thanks for the invoice": a verb or a preposition the first copy is the object of. */
function takesAnObjectAt(tokens: Token[], at: number): boolean {
  const before = lower(tokens[at]);
  if (before === undefined || CLAUSE_OBJECT_VERBS.has(before)) return false;
  const tag = partOfSpeechAt(tokens, at);
  return tag === "VERB" || tag === "ADP";
}

/** "the office was closed", "your order number is": the second copy, maybe with one more noun, has its verb. */
function verbFollowsAt(tokens: Token[], at: number): boolean {
  if (verbAt(tokens, at)) return true;
  return isNounAt(tokens, at) && verbAt(tokens, at + 1);
}

/** "it is urgent", "it might be broken": a pronoun's verb, which may be a modal. */
const verbOrModalAt = (tokens: Token[], at: number) =>
  MODALS.has(lower(tokens[at]) ?? "") || verbAt(tokens, at);

/** A verb by its tag or by its form: "our customers love us", where "love" is read as a noun. */
const verbAt = (tokens: Token[], at: number) =>
  isVerbAt(tokens, at) ||
  hasVerbForm(lower(tokens[at])) ||
  THIRD_PERSON.has(lower(tokens[at]) ?? "");
