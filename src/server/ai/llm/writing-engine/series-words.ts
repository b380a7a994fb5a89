/**
 * The word classes the list reader (series.ts) tells items by: the verbs that
 * open a step, the words that describe the noun after them (so no item ends
 * on them), counts, and the words around a list that show where it starts.
 */
import { hasVerbForm, THIRD_PERSON } from "./clause-lexicon";
import { isBareNoun, LIST_VERBS } from "./lists";
import { lower, type Token, wordSet } from "./tokens";

/** Verbs a step or an order opens with: "open the app", "tap settings", "add the eggs". */
export const STEP_VERBS = wordSet(
  "open close click tap press select choose pick enter type fill attach upload download save send sign log go turn switch " +
    "restart reboot reset install uninstall update check add remove delete copy paste scroll find search print scan mix stir " +
    "pour bake preheat heat boil cook cut chop peel wash rinse dry fold put place take bring buy get call book pay wait submit " +
    "review read write email drag drop set change edit create make run start stop connect plug unplug charge clean move drive " +
    "walk park leave visit ask tell let give show share export import confirm enable disable accept unlock lock hold insert " +
    "sort serve cover grab fix test use deploy merge push pull build refresh reload clear empty come eat drink play meet stay sit try rest sleep pack order",
);

/**
 * Words that describe the noun after them: common adjectives, and nouns that
 * mostly stand before another noun ("office chairs", "project managers").
 */
const DESCRIBING = wordSet(
  "new old big small large little long short high low tall wide young fresh warm cold hot cool dry wet clean dirty " +
    "red blue green yellow black white grey gray brown pink purple orange dark light bright heavy soft hard " +
    "good great nice bad best better main extra whole full empty free same other different own first second third last next final " +
    "early late quick easy simple basic special spare single double local public private national international " +
    "office project team sales customer support meeting conference board phone mobile email web user test data product " +
    "account bank credit car kitchen bus train hotel school family staff marketing travel health safety security " +
    "business company service software hardware server network finance client home",
);
/** Suffixes of words that describe a noun: "useful", "famous", "wireless", "portable". */
const DESCRIBING_FORM = /(?:ful|ous|less|able|ible)$/;

export const describes = (text: string) => DESCRIBING.has(text) || DESCRIBING_FORM.test(text);

/** Words ending in "s" that are no plural, or plurals that describe a noun ("sales team"). */
export const NOT_PLURALS = wordSet(
  "always perhaps sometimes afterwards besides towards thanks sales sports news goods savings systems operations services arts customs earnings electronics physics economics series species means headquarters",
);

/** Counts said as words; larger ones are written as digits by then. */
const COUNT_WORDS = wordSet("one two three four five six seven eight nine ten eleven twelve dozen");
/** "4", "2,310", "12%", "3.5": a count or an amount. */
const COUNT_FORM = /^\d[\d,.]*%?$/;

export const isCount = (token: Token | undefined) =>
  token?.kind === "word" && (COUNT_FORM.test(token.text) || COUNT_WORDS.has(lower(token) ?? ""));

/** Words that open a list's last item after "and" or "or": "and a dozen eggs", "or the roadmap". */
export const LAST_ITEM_OPENERS = wordSet("a an the some my your our their no more");

/** A lower-case word with no grammar in it: the stuff an item is made of. */
export const isPlainWord = (token: Token | undefined) =>
  token?.kind === "word" && /^\p{Ll}[\p{Ll}'’-]*$/u.test(token.text) && isBareNoun(token);

/** A name, a product or a brand: "Ines", "GitHub", "AWS"; "I" is none. */
export const isName = (token: Token | undefined) =>
  token?.kind === "word" && /^\p{Lu}[\p{L}'’.-]*$/u.test(token.text) && token.text !== "I";

/**
 * Words that open a name of several words, after which no name ends: "New
 * York", "San José", and the makers whose names open their products' ("Google Docs").
 */
export const NAME_OPENERS = wordSet(
  "new san santa los las le la de del da di van von st saint mount lake port fort north south east west upper lower great old " +
    "google microsoft adobe amazon",
);

/** Prepositions after which a list of things may follow: "with Slack Teams and Zoom". */
const LIST_PREPOSITIONS = wordSet("with of for from by like including about to in on at");
const COPULAS = wordSet("is are was were be been");

/**
 * Whether a list of bare words may start after `token`: after a verb, a
 * preposition or a colon, not after a determiner or an adjective, where
 * the words would be one noun ("the sales team").
 */
export function introducesList(token: Token | undefined): boolean {
  if (token?.kind === "mark") return token.text === ":";
  const text = lower(token);
  if (text === undefined) return false;
  return (
    hasVerbForm(text) ||
    THIRD_PERSON.has(text) ||
    LIST_VERBS.has(text) ||
    STEP_VERBS.has(text) ||
    LIST_PREPOSITIONS.has(text) ||
    COPULAS.has(text)
  );
}
