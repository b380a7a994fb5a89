/**
 * A place said last in a clause, then a noun never counted as the next
 * subject: "the kids are in the garden | dinner is ready", "we met at the
 * hotel | reception is on the left". "dinner" can stand bare as a subject
 * ("dinner is ready"), so after the noun a preposition of place takes it is
 * no second word of a compound ("the garden party is" keeps its counted
 * "party"); the break goes after the whole place phrase, never inside it
 * ("are in. The garden dinner …"); nor inside a side named, "on the top left".
 */
import { isWord } from "./clause-lexicon";
import { UNCOUNTED } from "./noun-phrase-edges";
import { ARTICLES_AND_POSSESSIVES } from "./noun-phrases";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Prepositions that put something at a place: "in the garden", "at the hotel". */
const AT_PLACE = wordSet("in at on inside outside near behind");
/** Verbs a bare subject like "dinner" or "coffee" goes on with: "is", "was", "will". */
const SUBJECT_VERBS = wordSet("is was will has can needs looks smells tastes");

/** Whether a subject never counted opens a clause at `index`, after a place phrase's noun. */
export function subjectAfterPlaceAt(tokens: Token[], index: number): boolean {
  const place = tokens[index - 1];
  return (
    UNCOUNTED.has(lower(tokens[index]) ?? "") &&
    SUBJECT_VERBS.has(lower(tokens[index + 1]) ?? "") &&
    isWord(place) &&
    /^\p{Ll}{3,}$/u.test(place?.text ?? "") &&
    !/s$/.test(place?.text ?? "") &&
    /^(?:NOUN|ADJ)$/.test(partOfSpeechAt(tokens, index - 1) ?? "") &&
    ARTICLES_AND_POSSESSIVES.has(lower(tokens[index - 2]) ?? "") &&
    AT_PLACE.has(lower(tokens[index - 3]) ?? "")
  );
}

/** Whether the phrase at `index` is a place's, whose noun is followed by such a subject: "in | the garden dinner is". */
export const placeBeforeSubjectAt = (tokens: Token[], index: number) =>
  subjectAfterPlaceAt(tokens, index + 2);

/** Words that say which part of a page or a place a side is: "top left", "bottom right". */
const PARTS = wordSet("top bottom upper lower far front back");
const SIDES = wordSet("left right");

/**
 * Whether the phrase at `index` names a side ("the top left", "the bottom right"), a place a
 * preposition takes, and no subject and its past ("the guests left").
 */
export const sideNamedAt = (tokens: Token[], index: number) =>
  ARTICLES_AND_POSSESSIVES.has(lower(tokens[index]) ?? "") &&
  PARTS.has(lower(tokens[index + 1]) ?? "") &&
  SIDES.has(lower(tokens[index + 2]) ?? "");
