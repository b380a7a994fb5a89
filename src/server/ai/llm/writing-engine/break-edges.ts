/**
 * Where a break between two run-on clauses goes, once a rule has decided
 * there is one: at a place where the words before end as a sentence can and
 * the words after begin as one can. Rules find a clause by its verb and may
 * start its subject a word or two late, inside a run of nouns ("this month
 * electricity. Prices are …") or a noun phrase ("my left. Eye is …", "the
 * lid. Was cracked"). No sentence ends on an article or a possessive waiting
 * for its noun, nor begins with a bare singular noun that ends the phrase
 * before it (a counted one never stands alone: noun-phrase-edges.ts), or
 * with an auxiliary whose subject stayed behind; and after a finished time
 * or complement the new subject takes the whole noun run.
 */

import { AUXILIARIES, isWord } from "./clause-lexicon";
import { ClauseSoFar } from "./clause-so-far";
import { timePhraseBefore } from "./clause-times";
import { BE_FORMS, HAVE } from "./clause-words";
import { askedWithoutSubjectAt } from "./learner-questions";
import { phraseOpensWith, pluralInS as pluralFormInS } from "./noun-phrase-edges";
import { ARTICLES_AND_POSSESSIVES, OPENING_POSSESSIVES } from "./noun-phrases";
import { type PartOfSpeech, partOfSpeechOf } from "./parts-of-speech";
import { subjectAfterPlaceAt } from "./place-then-subject";
import { lower, mark, type Token, wordSet } from "./tokens";

/** A word in "-s" that is a plural, not "gas" or "bus". */
const pluralInS = (token: Token | undefined) => pluralFormInS(token?.text ?? "");

/** The farthest a break moves back: a phrase's article and two words before its noun. */
const FARTHEST = 3;

/**
 * A word that may stand in a run of nouns before its head: a noun, or a
 * plain word or one in "-ing" the tagger took for a verb ("again train
 * tickets", "last Saturday moving boxes"), never a plural, which ends a
 * compound, nor a past.
 */
function inNounRun(token: Token | undefined): boolean {
  if (!isWord(token)) return false;
  const text = token?.text ?? "";
  const tag = partOfSpeechOf(token);
  if (!/^\p{Ll}{3,}$/u.test(text) || pluralInS(token) || text.endsWith("ed")) return false;
  return tag === "NOUN" || (tag === "VERB" && !AUXILIARIES.has(text));
}

/**
 * "left" and "right", which say which of two a noun is ("my right ankle"), and which the tagger
 * reads as nouns or verbs there as often as not.
 */
const SIDES = wordSet("left right");

/**
 * Whether the words between an article or a possessive at `opened` and the break at `at` wait
 * for their noun: an adjective or a word the tagger reads as no noun ("my lower", "her left"),
 * which a bare noun and its verb after the break complete ("tooth hurts", "pages are"). A noun
 * there ends a phrase the break may follow: "I reset the router | internet works again".
 */
function waitsForNoun(out: Token[], opened: number, at: number, first: Token | undefined): boolean {
  // "his work | laptop was stolen": after a possessive, a bare singular ends its compound; after
  // "the" it may be a subject of its own ("the router | internet works again").
  if (OPENING_POSSESSIVES.has(lower(out[opened]) ?? "") && !pluralInS(first)) return true;
  if (phraseOpensWith(out, opened, first)) return true;
  for (let between = opened + 1; between < at; between++) {
    const token = out[between];
    if (partOfSpeechOf(token) === "NOUN" && !SIDES.has(lower(token) ?? "")) return false;
  }
  return true;
}

/** A noun and its verb opening the words after a break, with no article: "eye is", "pages are". */
const bareSubject = (token: Token | undefined, verb: Token | undefined) =>
  /^\p{Ll}+$/u.test(token?.text ?? "") &&
  partOfSpeechOf(token) === "NOUN" &&
  (partOfSpeechOf(verb) === "AUX" || partOfSpeechOf(verb) === "VERB");

/** Auxiliaries a participle or a complement may follow with no subject between: "was cracked". */
const BEFORE_PARTICIPLE = new Set([...BE_FORMS, ...HAVE]);
/** Tags of what such an auxiliary takes with no subject after it: "was cracked", "is not". */
const PARTICIPLE_TAGS = new Set<PartOfSpeech>(["VERB", "ADV", "PART"]);
/** Tags after an adjective that make it a subject's ("do other users", "has legal seen"). */
const AFTER_SUBJECTS_ADJECTIVE = new Set<PartOfSpeech>(["NOUN", "PROPN", "VERB"]);

/**
 * "the lid | was cracked", "the order | is ready": an auxiliary with no subject after it, whose
 * subject is the phrase before the break; not a question's, "was the driver new", "has legal seen".
 */
function auxiliaryWithoutSubject(
  auxiliary: Token | undefined,
  next: Token | undefined,
  third: Token | undefined,
): boolean {
  if (!BEFORE_PARTICIPLE.has(lower(auxiliary) ?? "") || lower(next) === "there") return false;
  const tag = partOfSpeechOf(next);
  if (tag === "ADJ") return !AFTER_SUBJECTS_ADJECTIVE.has(partOfSpeechOf(third) ?? "X");
  return tag !== undefined && PARTICIPLE_TAGS.has(tag);
}

/**
 * Articles and possessives; "her" too, since a phrase it opens that a noun after the break
 * completes ("her left | hand was") is no object's.
 */
const PHRASE_OPENERS = new Set([...ARTICLES_AND_POSSESSIVES, "her", "its"]);

/**
 * Where the phrase ending right before `at` opens, when an article or a
 * possessive opens it within a word or two ("my left", "the lid"), or -1.
 */
function phraseOpenedBefore(out: Token[], start: number, at: number): number {
  for (let back = 1; back <= FARTHEST - 1 && at - back >= start; back++) {
    const token = out[at - back];
    if (!isWord(token)) return -1;
    if (PHRASE_OPENERS.has(lower(token) ?? "")) return at - back;
    // "the tests | customers": a plural ends its phrase, which is complete.
    if (pluralInS(token) && partOfSpeechOf(token) === "NOUN") return -1;
  }
  return -1;
}

/** Tags of the word that tells which time a noun is: "last night", "this morning". */
const TIME_TELLERS = new Set<PartOfSpeech>(["DET", "ADJ"]);

/**
 * Where a run of nouns (and their adjectives) that ends right before `at`
 * begins, when a finished time or an adverb stands before it ("this month |
 * electricity", "late again | train"), or -1: after an article or a verb
 * the run may be the object's own compound ("the checkout page | customers").
 */
function nounRunAfterFinishedPhrase(out: Token[], start: number, at: number): number {
  // "too small last night | tonight we …": the words before the break end on a time a determiner
  // or an adjective tells, finished; not a season, which may name a kind ("now spring | flowers").
  const time = timePhraseBefore(out, at);
  if (time > 0 && TIME_TELLERS.has(partOfSpeechOf(out[at - time]) ?? "X")) return -1;
  for (let first = at - 1; first > start && at - first <= FARTHEST; first--) {
    // "last weekend old paint | cans": an adjective before the run's nouns is the subject's too.
    const adjective = first < at - 1 && partOfSpeechOf(out[first]) === "ADJ";
    if (!inNounRun(out[first]) && !adjective) return -1;
    const finished =
      timePhraseBefore(out, first) || (partOfSpeechOf(out[first - 1]) === "ADV" ? 1 : 0);
    // "the website is now live": after "be" and a time, a word the tagger reads as no noun is
    // its complement ("the meeting is tomorrow team leads …" ends on its time).
    const complement =
      BE_FORMS.has(lower(out[first - finished - 1]) ?? "") && partOfSpeechOf(out[first]) !== "NOUN";
    if (finished > 0) return complement ? -1 : first;
  }
  return -1;
}

/**
 * Where the break decided at `at` of `out` (the words said since `start`,
 * then the words `next` reads after them) goes: moved back to the start of
 * the phrase the words after it need as their subject, or left where it is.
 */
function breakPlace(
  out: Token[],
  start: number,
  at: number,
  next: (offset: number) => Token | undefined,
): number {
  const after = (offset: number) =>
    at + offset < out.length ? out[at + offset] : next(at + offset - out.length);
  const first = after(0);
  const opened = phraseOpenedBefore(out, start, at);
  // "the lid | was cracked": an auxiliary with no subject after it asks nothing; its subject is
  // the phrase before.
  const auxiliaryAlone = auxiliaryWithoutSubject(first, after(1), after(2));
  if (
    opened >= 0 &&
    (auxiliaryAlone || (bareSubject(first, after(1)) && waitsForNoun(out, opened, at, first)))
  )
    return opened;
  // "a long flight Lisbon | traffic was awful": a name after a phrase's noun names which, as the
  // first word of the bare noun's compound ("Lisbon traffic").
  const named =
    /^\p{Lu}\p{Ll}/u.test(out[at - 1]?.text ?? "") && partOfSpeechOf(out[at - 1]) === "PROPN";
  if (named && at - 1 > start && inNounRun(out[at - 2]) && bareSubject(first, after(1)))
    return at - 1;
  if (inNounRun(out[at - 1]) && partOfSpeechOf(first) === "NOUN") {
    const run = nounRunAfterFinishedPhrase(out, start, at);
    if (run >= 0) return run;
  }
  return at;
}

/** Whether the words of `out` from `start` to `end` can stand as a clause of their own. */
function completeBetween(out: Token[], start: number, end: number): boolean {
  const clause = new ClauseSoFar();
  for (const token of out.slice(start, end)) clause.add(token);
  return clause.complete;
}

/**
 * Marks the break decided at `decided` of `out`, before the word at `index`
 * of `tokens`, where `breakPlace` puts it: a comma after a fronted clause,
 * else the clause's closing mark. Returns where the next clause starts, or
 * undefined where the break would leave nothing before it ("… again my
 * printed pages are": the subject is the whole clause so far).
 */
export function markBreak(
  out: Token[],
  start: number,
  decided: number,
  how: {
    tokens: Token[];
    index: number;
    fronted: boolean;
    closingMark: (clause: Token[]) => string;
  },
): number | undefined {
  // "in the garden | dinner is ready": a place phrase's noun ends it, whatever the tagger read it
  // as; "… for the dinner | is possible a table": a question with no subject takes no phrase before it.
  const at =
    subjectAfterPlaceAt(how.tokens, how.index) || askedWithoutSubjectAt(how.tokens, how.index)
      ? decided
      : breakPlace(out, start, decided, (offset) => how.tokens[how.index + offset]);
  if (at <= start) return undefined;
  // "after the long meeting, my left eye …": a break moved back may leave a phrase, not a
  // clause, before it, which a comma sets off, as it does a fronted clause ("If you need
  // anything, let me know").
  const phraseBefore = at !== decided && !completeBetween(out, start, at);
  const closing = how.fronted || phraseBefore ? "," : how.closingMark(out.slice(start, at));
  out.splice(at, 0, mark(closing));
  return at + 1;
}
