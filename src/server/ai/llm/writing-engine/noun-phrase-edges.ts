/**
 * Where a noun phrase starts and ends, for the rules that decide where a
 * clause opens and for where its break goes: a bare singular count noun is
 * no subject on its own ("van is stuck" is not English), so one right after
 * a determiner's noun is that phrase's next word, a compound ("the delivery
 * van", "the bank account"); and such a phrase is a verb's or a
 * preposition's object when the word before it takes one ("reset the
 * router", "near the bridge"), else it opens a clause of its own ("ran late
 * the project manager"). A bare plural, or a noun never counted, may stand
 * as a subject: after an object's noun it opens the next clause ("the
 * tennis court | players arrive"), and after a list's last item too
 * (series-ends.ts).
 */
import { leadsIntoItsClause, takesClause, takesNoObject } from "./clause-gaps";
import { isWord } from "./clause-lexicon";
import { TIME_NOUNS } from "./clause-times";
import { BE_FORMS, PLURALS_WITHOUT_S } from "./clause-words";
import { ARTICLES_AND_POSSESSIVES, PLACES } from "./noun-phrases";
import { partOfSpeechOf } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** A word in "-s" that is a plural, not "gas" or "bus". */
export const pluralInS = (text: string) => /^\p{Ll}{2,}[^su'’]s$/u.test(text);

/**
 * Nouns said of a substance, a service or an activity, never counted, which
 * stand as a subject with no determiner: "internet works again", "breakfast
 * is served", "parking is a problem".
 */
export const UNCOUNTED = wordSet(
  "internet wifi coffee tea milk bread water food fruit dessert breakfast lunch dinner rice fish " +
    "meat cheese traffic parking entry reception delivery shipping postage smoke snow rain ice " +
    "weather heating electricity power gas fuel rent money cash tax insurance security access " +
    "support service staff information advice feedback equipment furniture luggage baggage " +
    "homework software evidence news help training work music noise damage progress data " +
    "mail post space time stuff everything nothing something transport signal pay admission",
);

/** A lower-case noun that names one thing: "van", "account", not "vans", "staff" or "Lisbon". */
function bareSingular(token: Token | undefined): boolean {
  const text = token?.text ?? "";
  return (
    isWord(token) &&
    /^\p{Ll}{2,}$/u.test(text) &&
    partOfSpeechOf(token) === "NOUN" &&
    !pluralInS(text) &&
    !PLURALS_WITHOUT_S.has(text)
  );
}

/**
 * A bare singular that is counted ("van", "manager", "account"), so no
 * subject without its determiner: not a noun never counted, nor one in
 * "-ing", which names an activity ("parking", "opening hours").
 */
export const countedSingular = (token: Token | undefined) =>
  bareSingular(token) && !UNCOUNTED.has(token?.text ?? "") && !/ing$/.test(token?.text ?? "");

/** The farthest back a phrase's article or possessive stands from its last noun: "the new bank". */
const FARTHEST = 3;

/**
 * Where the article or possessive of the phrase whose last word is at
 * `last` stands, when no plural stands between ("the bank", "my
 * new coffee"), or -1.
 */
function phraseOpenerBefore(tokens: Token[], last: number): number {
  for (let at = last - 1; at >= Math.max(0, last - FARTHEST); at--) {
    if (!isWord(tokens[at])) return -1;
    if (ARTICLES_AND_POSSESSIVES.has(lower(tokens[at]) ?? "")) return at;
    if (pluralInS(tokens[at]?.text ?? "")) return -1;
  }
  return -1;
}

/** Words "be" points from at what follows it: "here are the photos", "there is a form". */
const POINTING = wordSet("here there");

/**
 * Whether the phrase opening at `opened` is what the word before it takes:
 * a preposition's object ("near the bridge"), or the object of a verb that
 * takes one and is no participle said after "be" ("reset the router", not
 * "the road is closed the van …").
 */
function objectOfWordBefore(tokens: Token[], opened: number): boolean {
  const before = opened - 1;
  if (!isWord(tokens[before])) return false;
  const tag = partOfSpeechOf(tokens[before]);
  if (tag === "ADP") return true;
  if (tag !== "VERB" && tag !== "AUX") return false;
  // "here are the photos", "there is a form": the phrase is what the clause points at.
  if (BE_FORMS.has(lower(tokens[before]) ?? ""))
    return POINTING.has(lower(tokens[before - 1]) ?? "");
  if (BE_FORMS.has(lower(tokens[before - 1]) ?? "")) return false;
  // "why is the road closed": a participle after "be" asked before its subject.
  const asked = [before - 2, before - 3, before - 4].some((at) =>
    BE_FORMS.has(lower(tokens[at]) ?? ""),
  );
  if (asked && /ed$/.test(lower(tokens[before]) ?? "")) return false;
  return !takesNoObject(lower(tokens[before]) ?? "");
}

/**
 * Whether the determiner's phrase ending at `last` is the object of the verb
 * or preposition before it ("sent the draft", "here are the photos"), so no
 * subject of what comes after it; not after a verb that takes a clause ("I
 * think the kids …").
 */
export function objectPhraseEndingAt(tokens: Token[], last: number): boolean {
  const opened = phraseOpenerBefore(tokens, last);
  if (opened < 0 || !objectOfWordBefore(tokens, opened)) return false;
  const verb = lower(tokens[opened - 1]) ?? "";
  return !takesClause(verb) && !leadsIntoItsClause(verb);
}

/** Whether the determiner's phrase ending at `last` is what "here is" or "there are" points at. */
export function pointedAtEndingAt(tokens: Token[], last: number): boolean {
  const opened = phraseOpenerBefore(tokens, last);
  return (
    opened > 1 &&
    BE_FORMS.has(lower(tokens[opened - 1]) ?? "") &&
    POINTING.has(lower(tokens[opened - 2]) ?? "")
  );
}

/**
 * "ran late the project | manager was angry", "died the charger | cable is
 * broken": a counted singular opens no clause, so the determiner's phrase it
 * ends does, unless a preposition or a verb takes that phrase as its object
 * ("near the bridge", "the baby has a fever | paracetamol did not help").
 */
export const phraseOpensWith = (tokens: Token[], opened: number, first: Token | undefined) =>
  countedSingular(first) && !objectOfWordBefore(tokens, opened);

/**
 * "we changed the bank account payments now come", "cancelled the sports
 * day parents had paid": a counted singular right after the last noun of a
 * verb's or preposition's object, then a plural, is that object's compound,
 * not the first word of the next subject, which is the plural; two
 * singulars before it may be the subject's own ("the bank credit card
 * payments are").
 */
export function compoundGoesOnAt(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  if (!countedSingular(tokens[index]) || partOfSpeechOf(before) !== "NOUN") return false;
  if (!/^\p{Ll}+$/u.test(before?.text ?? "") || TIME_NOUNS.has(lower(before) ?? "")) return false;
  const plural = index + 1;
  if (partOfSpeechOf(tokens[plural]) !== "NOUN" || !pluralInS(tokens[plural]?.text ?? ""))
    return false;
  // "on the top shelf tape scissors and labels are": a plural before "and" is a list's item, and
  // the singular before it the list's first (verb-subjects.ts).
  if (lower(tokens[plural + 1]) === "and") return false;
  // "the sports day", "the car park": a plural right after the article may open the compound.
  const opened = ARTICLES_AND_POSSESSIVES.has(lower(tokens[index - 2]) ?? "")
    ? index - 2
    : phraseOpenerBefore(tokens, index - 1);
  return opened >= 0 && objectOfWordBefore(tokens, opened);
}

/**
 * "booked the tennis court players arrive at nine", "fixed the roof tiles
 * neighbours stopped complaining": a plural ends a compound, so after a verb's
 * object a bare plural with its own verb is the next clause's subject (a
 * clause describing the object is the caller's to rule out first).
 */
export function pluralAfterObjectAt(tokens: Token[], index: number): boolean {
  const text = tokens[index]?.text ?? "";
  if (!/^\p{Ll}+$/u.test(text) || !pluralInS(text) || PLACES.has(text)) return false;
  if (partOfSpeechOf(tokens[index - 1]) !== "NOUN") return false;
  const opened = [index - 2, index - 3].find((at) =>
    ARTICLES_AND_POSSESSIVES.has(lower(tokens[at]) ?? ""),
  );
  if (opened === undefined || partOfSpeechOf(tokens[opened - 1]) !== "VERB") return false;
  const verb = lower(tokens[opened - 1]) ?? "";
  return objectOfWordBefore(tokens, opened) && !takesClause(verb) && !leadsIntoItsClause(verb);
}
