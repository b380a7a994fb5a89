/**
 * "its" said for "it's" ("its raining again", "I think its too late"): speech
 * recognisers and quick typists write the possessive for both. The possessive
 * stands before what it owns, a noun or an adjective and its noun ("wagged
 * its tail", "won its first game", "changed its opening hours"); "it's" stands
 * before what no possessive can: a determiner or another's possessive ("its a
 * long story", "its my turn"), "not", "been", an adverb or a preposition, and,
 * where no verb or preposition owns the word before it, a participle, an
 * adjective, a number or "time" with nothing it owns after them.
 */
import { type PartOfSpeech, wordsReadInPlace } from "./parts-of-speech";
import { type Token, wordSet } from "./tokens";

const ITS = /(?<![\p{L}\p{N}'’])([Ii])ts(?![\p{L}\p{N}'’])/gu;

/** Words no possessive stands before. */
const NEVER_OWNED = new Set<PartOfSpeech>(["DET", "PRON", "PART", "AUX", "ADV", "ADP"]);

/** Words that follow "it's" and could follow a possessive too, when nothing owned comes after. */
const SAID_OF_IT = new Set<PartOfSpeech>(["ADJ", "NUM", "VERB"]);

/** A possessive owns what follows it: a noun, or an adjective or participle and its noun. */
const OWNED = new Set<PartOfSpeech>(["NOUN", "PROPN"]);

/** Verbs whose object is a whole clause ("I think it's late"), not a thing "its" could own. */
const CLAUSE_VERBS = wordSet(
  "think thought know knew hope believe guess mean feel felt say said says see saw suppose bet reckon worry seems seem sure swear promise hear heard",
);

/** Nouns said of "it" whole, not owned by it: "it's time to go". */
const SAID_OF_IT_NOUNS = wordSet("time");

/** "raining", "done", "closed": a verb form that is said of a subject after "is". */
const isParticiple = (text: string, tag: PartOfSpeech | undefined) =>
  tag === "VERB" || /(?:ing|ed|en|ne)$/u.test(text);

function isItIs(tokens: Token[], tags: Array<PartOfSpeech | undefined>, index: number): boolean {
  const next = tokens[index + 1];
  if (next?.kind !== "word") return false;
  const tag = tags[index + 1];
  const text = next.text.toLowerCase();
  if (tag !== undefined && NEVER_OWNED.has(tag)) return true;
  const before = tokens[index - 1];
  const beforeTag = before?.kind === "word" ? tags[index - 1] : undefined;
  // "won its first game", "proud of its cooking": after a verb that takes an object, or after a
  // preposition, the word is owned.
  if (beforeTag === "ADP") return false;
  if (
    (beforeTag === "VERB" || beforeTag === "AUX") &&
    !CLAUSE_VERBS.has(before?.text.toLowerCase() ?? "")
  )
    return false;
  const afterTag = tokens[index + 2]?.kind === "word" ? tags[index + 2] : undefined;
  if (afterTag !== undefined && OWNED.has(afterTag)) return false;
  if (text.endsWith("ing")) return true;
  if (SAID_OF_IT_NOUNS.has(text)) return true;
  return tag !== undefined && SAID_OF_IT.has(tag) && (tag !== "VERB" || isParticiple(text, tag));
}

/** Each "its" written as the possessive or as "it's", by the words around it; as said where unsure. */
export const itsWritten = (text: string) =>
  wordsReadInPlace(text, ITS, isItIs, (its, initial, itIs) => (itIs ? `${initial}t's` : its));
