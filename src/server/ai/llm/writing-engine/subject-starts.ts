/**
 * Where a subject starts when speech runs an object's nouns into it ("we
 * booked the conference hall Wen Jie will …", "the bank credit card
 * payments are blocked"): the shortest subject that agrees with its verb,
 * never inside the object's compound.
 */
import { isWord } from "./clause-lexicon";
import { CALENDAR_NAMES } from "./clause-times";
import { ADVERBS, PLURALS_WITHOUT_S } from "./clause-words";
import { isNounTag, numberedAt, opensPhrase, phraseStart, pluralNounAt } from "./noun-phrases";
import { partOfSpeechAt } from "./parts-of-speech";
import { isCapitalisedTitle, isTitleAt, SPOKEN_TITLE_WORDS } from "./titles";
import { lower, type Token } from "./tokens";
import { subjectOfVerbAt } from "./verb-subjects";

/** A title as a speech recogniser may write it: "dr", "ms". */
const SPOKEN_TITLES = new Set(SPOKEN_TITLE_WORDS);

/** A word in capitals that names someone or something, not a day or a month: "Ingrid", "Mensah". */
const nameWordAt = (tokens: Token[], at: number) =>
  isWord(tokens[at]) &&
  /^\p{Lu}\p{Ll}/u.test(tokens[at]?.text ?? "") &&
  !isCapitalisedTitle(tokens[at]?.text ?? "") &&
  !CALENDAR_NAMES.has(lower(tokens[at]) ?? "");

/**
 * Where the shortest subject that agrees with the verb at `verbAt` starts,
 * when nouns with no determiner run into it: a name of one or two words
 * and its title ("… the staff party Ingrid booked", "… the garden fence Dr
 * Mensah saw"), a numbered word ("room 14"), the nouns after a plural, which
 * ends a compound ("new solar panels electricity bills went down"), or else
 * the noun touching its verb ("the checkout page customers finish …"). After
 * a finished time ("on Friday exam results …") the break's own reading
 * (break-edges.ts) gives the subject the whole noun run.
 */
export function shortestSubjectStart(tokens: Token[], verbAt: number): number {
  const beforeVerb = verbAt - 1;
  const adverb =
    ADVERBS.has(lower(tokens[beforeVerb]) ?? "") || partOfSpeechAt(tokens, beforeVerb) === "ADV";
  const last = adverb ? beforeVerb - 1 : beforeVerb;
  // "… at the pool towels and snacks are": a list of bare nouns is one subject, read from its verb.
  if (lower(tokens[last - 1]) === "and") {
    const list = subjectOfVerbAt(tokens, verbAt);
    if (list >= 0) return list;
  }
  if (nameWordAt(tokens, last)) {
    const first = nameWordAt(tokens, last - 1) ? last - 1 : last;
    return isTitleAt(tokens, first - 1) ? first - 1 : first;
  }
  if (/^\d+$/.test(tokens[last]?.text ?? "") && numberedAt(tokens, last - 1)) return last - 1;
  // "… a strange noise ms varga called": a title said in lower case still opens its name.
  if (SPOKEN_TITLES.has(lower(tokens[last - 1]) ?? "")) return last - 1;
  for (let at = last - 1; at >= last - 2 && isNounTag(partOfSpeechAt(tokens, at)); at--)
    if (pluralNounAt(tokens, at)) return at + 1;
  // "… a long winter heating bills were high": a noun in "-ing" says which kind of the plural
  // after it (not "the kitchen ceiling water came", whose "-ing" is no verb's).
  const kind =
    /^\p{Ll}{3,}ing$/u.test(tokens[last - 1]?.text ?? "") &&
    isNounTag(partOfSpeechAt(tokens, last - 1)) &&
    pluralNounAt(tokens, last);
  return kind ? last - 1 : last;
}

/**
 * Whether the noun at `at` is the first of its phrase, after a determiner,
 * an adjective, a preposition or a verb: "the price", "to Friday". Only
 * there may speech run a phrase into the next subject ("the price orders
 * went up"); after more nouns they are one compound ("the sales team").
 */
export const firstNounAt = (tokens: Token[], at: number) =>
  !isNounTag(partOfSpeechAt(tokens, at - 1)) || opensPhrase(tokens, at - 1);

/**
 * Whether the subject run on from the nouns before `index` starts there:
 * the shortest that agrees with its verb ("we updated the pricing page
 * visitors now see …", "we booked the conference hall Wen Jie will …"),
 * never inside the object's compound. No object's compound runs to three
 * nouns, so where the shortest would leave one that long the object is its
 * first noun and the subject the rest ("I called the bank credit card
 * payments are blocked").
 */
export function subjectStartsAfterNouns(tokens: Token[], index: number, verbAt: number): boolean {
  const start = shortestSubjectStart(tokens, verbAt);
  let objectNouns = 0;
  while (objectNouns < 3 && isNounTag(partOfSpeechAt(tokens, start - 1 - objectNouns)))
    objectNouns += 1;
  // "we tested new version login page works": one who says no article before the object says
  // none before a subject either, so a single noun there is no sign of where that subject starts.
  const text = tokens[start]?.text ?? "";
  const singular =
    /^\p{Ll}+$/u.test(text) && !pluralNounAt(tokens, start) && !PLURALS_WITHOUT_S.has(text);
  const articleSaid = opensPhrase(tokens, phraseStart(tokens, start - 1));
  return objectNouns < 3 && (articleSaid || !singular)
    ? index === start
    : firstNounAt(tokens, index - 1);
}
