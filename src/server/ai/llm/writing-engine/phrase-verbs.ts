/**
 * Where the verb of a noun phrase is: after a determiner's or a number's
 * phrase, a bare noun, a numbered word ("room 14 is"), a team ("legal
 * wants"), a number said alone ("two were damaged") or a name.
 */
import {
  asPrepositionAt,
  isWord,
  OBJECTS,
  PHRASE_PREPOSITIONS,
  THIRD_PERSON,
} from "./clause-lexicon";
import { isPast, TIME_NOUNS, timeLengthAt } from "./clause-times";
import { MODALS, PAST_ONLY, PLURALS_WITHOUT_S } from "./clause-words";
import {
  isFiniteAt,
  isGrammarWord,
  isNominal,
  isNounTag,
  isNumber,
  knownVerbAt,
  NOT_FINITE,
  numberedAt,
  opensPhrase,
  PHRASE_OPENERS,
  pluralNounAt,
  QUANTIFIERS,
  SINGULAR_AUXILIARIES,
} from "./noun-phrases";
import { isMidAdverb, partOfSpeechAt } from "./parts-of-speech";
import { pointerQuestionAt } from "./pointer-questions";
import { countedPhraseAt } from "./quantities";
import { asksOfSubjectAt } from "./question-subjects";
import { lower, type Token, wordSet } from "./tokens";

/** Words that compare or count, which name no team: "needs more work", "less time". */
const COMPARING = wordSet("more less most least few many much other same next last");

/**
 * "legal wants one more look", "purchasing sends the order": a team named
 * by a word the tagger reads as an adjective or an "-ing", straight before
 * a verb that agrees with one team: in "-s", a past or an auxiliary.
 */
function teamBeforeVerbAt(tokens: Token[], start: number): boolean {
  const text = tokens[start]?.text ?? "";
  const tag = partOfSpeechAt(tokens, start);
  const named =
    (tag === "ADJ" && !/(?:er|est)$/.test(text)) ||
    (/ing$/.test(text) && (tag === "VERB" || tag === "NOUN"));
  const verb = lower(tokens[start + 1]) ?? "";
  // "sharp | be careful": the plain "be" agrees with no subject; it opens an order.
  const agrees =
    (partOfSpeechAt(tokens, start + 1) === "AUX" && !NOT_FINITE.has(verb)) ||
    THIRD_PERSON.has(verb) ||
    PAST_ONLY.has(verb) ||
    /^\p{Ll}{2,}(?:[^su'’]s|ed)$/u.test(verb);
  return (
    named &&
    /^\p{Ll}+$/u.test(text) &&
    !isGrammarWord(text) &&
    !COMPARING.has(text) &&
    agrees &&
    knownVerbAt(tokens, start + 1) &&
    // "is too cold has the school fixed …": an auxiliary asking of a subject after it.
    !asksOfSubjectAt(tokens, start + 1)
  );
}

/** Tags of the word before a number that makes it part of a phrase: "at 3", "the new one", "page 12". */
const HOLDING_A_NUMBER = new Set(["ADP", "DET", "ADJ", "NOUN", "PROPN", "NUM"]);
/** Words that say "no more than" before a number that counts: "only two stayed". */
const AT_MOST = wordSet("only just");

/**
 * "the boxes arrived two were damaged", "we have three cars one is broken":
 * a number said alone, counting what was said before, is a subject when a
 * verb that agrees with it follows; not a number a phrase holds ("at 3 is",
 * "page 12 is"), though one may follow a plural or a time it counts from
 * ("five people three were", "this morning two were").
 */
function countAloneVerbAt(tokens: Token[], start: number): number {
  const count = AT_MOST.has(lower(tokens[start]) ?? "") ? start + 1 : start;
  const text = lower(tokens[count]) ?? "";
  const one = text === "one" || text === "1";
  if ((!one && !isNumber(tokens, count)) || !isWord(tokens[start - 1])) return -1;
  // "only | two passed": the count starts at the word that limits it.
  if (AT_MOST.has(lower(tokens[start - 1]) ?? "")) return -1;
  const before = lower(tokens[start - 1]) ?? "";
  const countsFrom =
    pluralNounAt(tokens, start - 1) || PLURALS_WITHOUT_S.has(before) || TIME_NOUNS.has(before);
  if (HOLDING_A_NUMBER.has(partOfSpeechAt(tokens, start - 1) ?? "") && !countsFrom) return -1;
  const verb = count + 1;
  // "waited two days": a noun after a number is what it counts, but "one" counts no plural.
  const inS = /^\p{Ll}{2,}[^su'’]s$/u.test(tokens[verb]?.text ?? "");
  const noun = partOfSpeechAt(tokens, verb) === "NOUN" && !(one && inS);
  if (!isFiniteAt(tokens, verb) || noun) return -1;
  const singular = SINGULAR_AUXILIARIES.has(lower(tokens[verb]) ?? "") || inS;
  // "we are hiring two engineers one will join …": a modal, as a past, agrees with any count.
  const anyCount = isPast(lower(tokens[verb]) ?? "") || MODALS.has(lower(tokens[verb]) ?? "");
  return one === singular || anyCount ? verb : -1;
}

/**
 * Where the verb of a noun phrase starting at `start` is, or -1 when the
 * words there are no subject and verb. A phrase with no determiner or
 * number starts on a noun or a name, a numbered word ("room 14 is taken")
 * or a team's name ("legal wants").
 */
export function verbOfNounPhrase(tokens: Token[], start: number): number {
  // "this week Sofia approves …": a time before a subject is no subject, unless its verb follows,
  // and not an auxiliary that asks ("this afternoon can we talk").
  // Nor a plain verb, which no time agrees with: "every Friday leave the key".
  if (
    timeLengthAt(tokens, start) === 2 &&
    !(isFiniteAt(tokens, start + 2) && knownVerbAt(tokens, start + 2))
  )
    return -1;
  // "the deadline is next Monday send …": the noun of a time phrase begun before it.
  if (timeLengthAt(tokens, start - 1) === 2) return -1;
  // "most of the guests replied", "none of them speaks", "half the office cannot": a quantity,
  // the words it counts, then their verb.
  const alone = countAloneVerbAt(tokens, start);
  if (alone > 0) return alone;
  const counted = countedPhraseAt(tokens, start);
  if (counted > start) {
    if (OBJECTS.has(lower(tokens[counted]) ?? ""))
      return isFiniteAt(tokens, counted + 1) ? counted + 1 : -1;
    const opener = PHRASE_OPENERS.has(lower(tokens[counted]) ?? "") ? counted : counted - 1;
    // "one of the cables is loose": one of many takes a verb for one.
    return verbAfterStart(tokens, opener, true, !QUANTIFIERS.has(lower(tokens[start]) ?? ""));
  }
  const verbAt = verbAfterStart(tokens, start, opensPhrase(tokens, start));
  // "the invoice is that okay": an "is" that asks of what was said before is no verb of the phrase.
  return pointerQuestionAt(tokens, verbAt) ? -1 : verbAt;
}

/**
 * The verb of a phrase from `start`, `opened` when a determiner or a number
 * opens it; `plural` when a plural noun in it takes a plural verb.
 */
function verbAfterStart(tokens: Token[], start: number, opened: boolean, plural = true): number {
  if (!opened && numberedAt(tokens, start)) return isFiniteAt(tokens, start + 2) ? start + 2 : -1;
  if (!opened && teamBeforeVerbAt(tokens, start)) return start + 1;
  if (!opened && !(isNounTag(partOfSpeechAt(tokens, start)) && isNominal(tokens, start, false)))
    return -1;
  let nouns = opened ? 0 : 1;
  let prepositions = 0;
  for (let at = start + 1; at <= start + 5 + prepositions * 2; at++) {
    const text = lower(tokens[at]) ?? "";
    if (!isWord(tokens[at])) return -1;
    // "three of them", "the rest of us", "two of my colleagues".
    if (
      text === "of" &&
      (nouns > 0 || isNumber(tokens, start) || QUANTIFIERS.has(lower(tokens[start]) ?? ""))
    ) {
      if (!OBJECTS.has(lower(tokens[at + 1]) ?? "") && !opensPhrase(tokens, at + 1)) return -1;
      nouns = Math.max(nouns, 1);
      at += 1;
      continue;
    }
    // "the figures for March are …", "the chart on page four is wrong": one phrase of a preposition.
    if (nouns > 0 && prepositions === 0 && PHRASE_PREPOSITIONS.has(text)) {
      // "pupils with late buses", "the driver with the red cap": the object's adjectives too.
      let object = opensPhrase(tokens, at + 1) ? at + 2 : at + 1;
      if (partOfSpeechAt(tokens, object) === "ADJ" && isNominal(tokens, object + 1, false))
        object += 1;
      if (!isNounTag(partOfSpeechAt(tokens, object))) return -1;
      prepositions += 1;
      at = object;
      continue;
    }
    // "four items is that correct": a plural's phrase does not take "is"; a question follows it.
    // "sales are up 12 percent compared to last year": the participle opens a phrase of the noun's.
    if (nouns > 0 && asPrepositionAt(tokens, at)) return -1;
    if (nouns > 0 && isFiniteAt(tokens, at))
      return plural && SINGULAR_AUXILIARIES.has(text) && pluralNounAt(tokens, at - 1) ? -1 : at;
    // "project meeting move to tomorrow": a plain verb, as some say it, which the tagger reads as a
    // third noun; no compound of three runs on into "to".
    if (
      nouns >= 2 &&
      lower(tokens[at + 1]) === "to" &&
      /^\p{Ll}+[^s]$/u.test(tokens[at]?.text ?? "")
    )
      return at;
    // "the director plans to cut …": a word in "-s" before "to" and a verb is the phrase's verb,
    // which the tagger reads as a compound's noun.
    if (
      nouns >= 1 &&
      lower(tokens[at + 1]) === "to" &&
      /^\p{Ll}{3,}[^s'’]s$/u.test(tokens[at]?.text ?? "") &&
      partOfSpeechAt(tokens, at + 2) === "VERB"
    )
      return at;
    // "the doctor never came", "the meeting room still smells".
    // "visitors now see": "now" is the one time that stands between a subject and its verb.
    const adverb = text === "now" || isMidAdverb(text, partOfSpeechAt(tokens, at));
    if (nouns > 0 && adverb && isFiniteAt(tokens, at + 1)) return at + 1;
    // "the old one no longer starts": "no longer" stands where an adverb does.
    if (
      nouns > 0 &&
      text === "no" &&
      lower(tokens[at + 1]) === "longer" &&
      isFiniteAt(tokens, at + 2)
    )
      return at + 2;
    // A name after a common noun opens a subject of its own: "the roof leaks Mr Andersson will".
    const name =
      /^\p{Lu}/u.test(tokens[at]?.text ?? "") && /^\p{Ll}/u.test(tokens[at - 1]?.text ?? "");
    if (nouns > 0 && name) return -1;
    // A number opens a phrase of its own: "the invitations forty guests".
    // "the old one no longer works": "one" after an adjective stands for a noun, before an adverb
    // (its verb right after it is read as the number's elsewhere: "the old one kept dropping").
    const standsIn =
      text === "one" && partOfSpeechAt(tokens, at - 1) === "ADJ" && !isFiniteAt(tokens, at + 1);
    if (!standsIn && (!isNominal(tokens, at, opened && at === start + 1) || isNumber(tokens, at)))
      return -1;
    nouns += 1;
  }
  return -1;
}

/**
 * A name and its verb at `at` ("Kemal already paid", "Maria can join us"):
 * after an answer or a greeting, a clause of its own, not who is answered.
 */
export const nameAndVerbAt = (tokens: Token[], at: number) =>
  isWord(tokens[at]) &&
  /^\p{Lu}\p{Ll}/u.test(tokens[at]?.text ?? "") &&
  verbOfNounPhrase(tokens, at) > at;
