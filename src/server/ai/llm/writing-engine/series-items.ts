/**
 * Items of a list said in one breath that no plural sets apart: single
 * words after a verb or a preposition ("we serve coffee tea or juice"),
 * names ("invite Ines Marco Jun and Ola") and things counted ("4 chairs
 * 2 desks and 1 whiteboard"), each read back from the "and", "or" or
 * "but no" that ends the list. Each function returns where commas go: the
 * index of the token each comma is set before.
 */

import { hasVerbForm, LEAD_INTO_CLAUSE, TIME_WORDS } from "./clause-lexicon";
import { COMPLETE_OPENERS } from "./clause-so-far";
import { CALENDAR_NAMES } from "./clause-times";
import { PARTICLES } from "./clause-words";
import { HEDGES } from "./clauses";
import { isLanguageName } from "./language-names";
import { isVerbAt } from "./parts-of-speech";
import { isOneWordPlace } from "./place-names";
import {
  describes,
  introducesList,
  isCount,
  isName,
  isPlainWord,
  LAST_ITEM_OPENERS,
  NAME_OPENERS,
  NOT_PLURALS,
  STEP_VERBS,
} from "./series-words";
import { endsClause, isComma, lower, type Token, wordSet } from "./tokens";

/** At most this many words before the joiner are read as items. */
const MOST_ITEMS = 8;
/** At most this many words after a count make its item: "two cartons of oat milk". */
const MOST_ITEM_WORDS = 4;
/** Words that are never an item of their own: quantities, adverbs and particles. */
const NOT_ITEMS = wordSet(
  "more less fewer enough any much many several few all both each every such very really also just only even still too again " +
    "already please maybe here there now then today tomorrow yesterday tonight soon later early often well fast always never not " +
    "up down out off back away home so",
);

export const isItemWord = (token: Token | undefined) =>
  isPlainWord(token) &&
  !isCount(token) &&
  !NOT_ITEMS.has(lower(token) ?? "") &&
  !PARTICLES.has(lower(token) ?? "") &&
  !/ly$/.test(lower(token) ?? "");
const opensClause = (tokens: Token[], index: number) =>
  index === 0 || endsClause(tokens[index - 1]);
const isPlural = (text: string) => /[^s'’]s$/.test(text) && text.length > 3;

/** The item words right before `joiner` that `isItem` accepts, commas between them allowed, first to last. */
function runBefore(tokens: Token[], joiner: number, isItem: (at: number) => boolean): number[] {
  const run: number[] = [];
  let at = joiner - 1;
  while (run.length < MOST_ITEMS && at >= 0) {
    if (isComma(tokens[at]) && run.length > 0 && isItem(at - 1)) at -= 1;
    if (!isItem(at)) break;
    run.unshift(at);
    at -= 1;
  }
  return run;
}

/** Where a list's last item is joined on: "and", "or", or "but" before "no". */
function isJoiner(tokens: Token[], index: number): boolean {
  const text = lower(tokens[index]);
  return text === "and" || text === "or" || (text === "but" && lower(tokens[index + 1]) === "no");
}

/** Commas between the words of `run`, except where one word describes the next. */
function commasBetween(tokens: Token[], run: number[], keepsWith: (at: number) => boolean) {
  return run
    .slice(1)
    .filter((at, index) => !isComma(tokens[at - 1]) && !keepsWith(run[index] ?? at));
}

/**
 * "invite Ines Marco Jun and Ola": three names or more, then one after the
 * joiner. Two before it may be one name ("Google Cloud and Azure"), two
 * days or months may not.
 */
export function nameSeriesCommas(tokens: Token[]): number[] {
  const commas: number[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (!isJoiner(tokens, index)) continue;
    const last = lastNameAfter(tokens, index);
    if (last === undefined || isName(tokens[last + 1])) continue;
    const run = runBefore(tokens, index, (at) => isName(tokens[at]) && !opensClause(tokens, at));
    if (subjectNamesFrom(tokens, (run[0] ?? index) - 1, index) && run.length >= 2)
      run.unshift((run[0] ?? index) - 1);
    // "on Monday Wednesday and Friday", "to Porto Lisbon and Faro", "Hindi Tamil and English":
    // days, months, places and languages the writer knows are names of one word each.
    const oneWordNames = run.every((at) => isOneWordName(tokens, at));
    if (run.length < (oneWordNames ? 2 : 3)) continue;
    // "and a little French": an opened last item only after names of one word.
    if (last > index + 1 && !oneWordNames) continue;
    commas.push(...commasBetween(tokens, run, (at) => NAME_OPENERS.has(lower(tokens[at]) ?? "")));
  }
  return commas;
}

/** A day, a month, a place or a language: a whole name of one word. */
const isOneWordName = (tokens: Token[], at: number) =>
  CALENDAR_NAMES.has(lower(tokens[at]) ?? "") ||
  isOneWordPlace(tokens[at]?.text ?? "") ||
  isLanguageName(tokens[at]?.text ?? "");

/**
 * Where the name closing a list after the joiner at `index` is: right after
 * it ("and Faro"), or after an opener and a word that describes it ("and a
 * little French", "and some Spanish"); undefined when no name closes it.
 */
function lastNameAfter(tokens: Token[], index: number): number | undefined {
  if (isName(tokens[index + 1])) return index + 1;
  if (!LAST_ITEM_OPENERS.has(lower(tokens[index + 1]) ?? "")) return undefined;
  if (isOneWordName(tokens, index + 2)) return index + 2;
  const describing = /^\p{Ll}+$/u.test(tokens[index + 2]?.text ?? "");
  return describing && isOneWordName(tokens, index + 3) ? index + 3 : undefined;
}

/** Words a sentence may open with before names, capitalised as the first: "Maybe Tom …", "Yesterday Ana …". */
const isOpeningWord = (text: string) =>
  LEAD_INTO_CLAUSE.has(text) ||
  HEDGES.has(text) ||
  TIME_WORDS.has(text) ||
  NOT_ITEMS.has(text) ||
  COMPLETE_OPENERS.has(text) ||
  STEP_VERBS.has(text) ||
  /ly$/.test(text);

/**
 * "Anna Tom Ben and Lea are coming": names opening a sentence before a verb
 * are its subject, the first of them capitalised as a name, not as the
 * sentence's first word ("Maybe Tom …").
 */
function subjectNamesFrom(tokens: Token[], first: number, joiner: number): boolean {
  return (
    opensClause(tokens, first) &&
    isName(tokens[first]) &&
    !isOpeningWord(lower(tokens[first]) ?? "") &&
    hasVerbForm(lower(tokens[joiner + 2]))
  );
}

/** "she plays piano guitar and drums": a word in "-s" after "he", "she" or "it" is its verb. */
const verbAfterSubject = (tokens: Token[], index: number) =>
  /^(?:he|she|it)$/.test(lower(tokens[index - 1]) ?? "") &&
  /[^s]s$/.test(lower(tokens[index]) ?? "");

/** "pick up milk bread and cheese": a verb's particle, after which its object's list follows. */
const particleAfterVerb = (tokens: Token[], at: number) =>
  PARTICLES.has(lower(tokens[at]) ?? "") &&
  (introducesList(tokens[at - 1]) || isVerbAt(tokens, at - 1));

/** Whether what follows the joiner at `index` is a list's last item, and of one word. */
function lastItem(tokens: Token[], index: number): "word" | "phrase" | undefined {
  // "but no spoons", "and no lift": what the list lacks is its last item.
  const next = index + (lower(tokens[index + 1]) === "no" ? 2 : 1);
  if (isItemWord(tokens[next])) return isItemWord(tokens[next + 1]) ? "phrase" : "word";
  return LAST_ITEM_OPENERS.has(lower(tokens[next]) ?? "") && isItemWord(tokens[next + 1])
    ? "phrase"
    : undefined;
}

/**
 * "we serve coffee tea or juice", "paper toner staples and folders": bare
 * words after a verb or a preposition, each an item, except a word that
 * describes the next ("office chairs"). Two words before the joiner take
 * more to show them apart: a last item of one word, and no singular before
 * a plural, which reads as one noun ("project managers and developers").
 */
export function wordSeriesCommas(tokens: Token[]): number[] {
  const commas: number[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (!isJoiner(tokens, index)) continue;
    const last = lastItem(tokens, index);
    if (last === undefined) continue;
    // "we serve coffee tea or juice": the verb is no item, but what the list follows.
    const run = runBefore(
      tokens,
      index,
      (at) =>
        isItemWord(tokens[at]) && !introducesList(tokens[at]) && !verbAfterSubject(tokens, at),
    );
    const first = run[0] ?? index;
    if (
      run.length < 2 ||
      !(
        introducesList(tokens[first - 1]) ||
        verbAfterSubject(tokens, first - 1) ||
        particleAfterVerb(tokens, first - 1)
      )
    )
      continue;
    const words = run.map((at) => lower(tokens[at]) ?? "");
    // "the flag is red white and blue": with no noun after the last, words that describe are the items.
    // "sports cars and vans", "news articles": a word in "-s" that is no plural describes too.
    const described = (text: string) =>
      NOT_PLURALS.has(text) ||
      (describes(text) && !(last === "word" && describes(lower(tokens[index + 1]) ?? "")));
    if (run.length === 2) {
      const [one = "", two = ""] = words;
      // "stamps coins and old postcards": a plural describes no noun after it, so two plurals are
      // two items, whatever the last one is.
      const plurals = isPlural(one) && isPlural(two);
      if ((last !== "word" && !plurals) || described(one) || (!isPlural(one) && isPlural(two)))
        continue;
    }
    // "lunch boxes water bottles and sun hats": a last item of a singular and its plural shows
    // the items before are made the same way, each singular kept with the plural after it.
    const pairs = last === "phrase" && compoundAt(tokens, index + 1);
    const keepsWith = (at: number) =>
      keepsWithNext(tokens, at, described) || (pairs && compoundAt(tokens, at));
    commas.push(...commasBetween(tokens, run, keepsWith));
  }
  return commas;
}

/** A singular, then a plural: a compound of two nouns ("sun hats", "water bottles"). */
const compoundAt = (tokens: Token[], at: number) =>
  !isPlural(lower(tokens[at]) ?? "") && isPlural(lower(tokens[at + 1]) ?? "");

/** A noun made of a verb: "management", "reduction", "maintenance". */
const isVerbNoun = (text: string) => /\p{L}{3}(?:ment|tion|sion|ance|ence)$/u.test(text);

/**
 * Whether the word at `at` belongs with the next, in one item: it describes
 * it ("office chairs"), it is what a noun made of a verb acts on ("time
 * management", "stress reduction"), or it follows a bare ordinal, which
 * with no "the" before it makes one word that describes ("second hand
 * books", "third party apps", "last minute deals").
 */
function keepsWithNext(tokens: Token[], at: number, described: (text: string) => boolean): boolean {
  const [text, next] = [lower(tokens[at]) ?? "", lower(tokens[at + 1]) ?? ""];
  if (described(text)) return true;
  if (isVerbNoun(next)) return !isVerbNoun(text);
  return ORDINALS.has(lower(tokens[at - 1]) ?? "") && !isPlural(text) && isPlural(next);
}
const ORDINALS = wordSet("first second third last");

/** Where the item counted at `start` ends ("4 chairs", "two cartons of milk"), or undefined when no noun follows. */
function countedItemEnd(tokens: Token[], start: number): number | undefined {
  let end = start + 1;
  while (end - start <= MOST_ITEM_WORDS) {
    const text = lower(tokens[end]);
    if (text === "of" && isItemWord(tokens[end + 1])) end += 2;
    else if (isItemWord(tokens[end])) end += 1;
    else break;
  }
  return end > start + 1 ? end : undefined;
}

/**
 * "I need 4 chairs 2 desks and 1 whiteboard": items that open with a count,
 * one right after the other, then the last after "and" or "or" (or three
 * without). And "we shipped 2,310 orders a 12% rise" (or "up 12%"): an amount after a
 * counted item says what it came to, set off by a comma.
 */
export function countedSeriesCommas(tokens: Token[]): number[] {
  const commas: number[] = [];
  let index = 0;
  while (index < tokens.length) {
    const starts: number[] = [];
    let end = isCount(tokens[index]) ? countedItemEnd(tokens, index) : undefined;
    let start = index;
    while (end !== undefined) {
      starts.push(start);
      start = isComma(tokens[end]) ? end + 1 : end;
      end = isCount(tokens[start]) ? countedItemEnd(tokens, start) : undefined;
    }
    if (starts.length === 0) {
      index += 1;
      continue;
    }
    const after = start;
    const joined = isJoiner(tokens, after) && tokens[after + 1]?.kind === "word";
    if (starts.length >= 3 || (starts.length === 2 && joined)) commas.push(...starts.slice(1));
    // "2,310 orders a 12% rise", "300 units up 12%": the amount after, not a new item.
    const change = tokens[after + 1]?.text ?? "";
    const amount =
      (/^an?$/.test(lower(tokens[after]) ?? "") && /^\d/.test(change)) ||
      (/^(?:up|down)$/.test(lower(tokens[after]) ?? "") && /^\d[\d.,]*%$/.test(change));
    if (amount && tokens[after - 1]?.kind === "word") commas.push(after);
    index = Math.max(after, index + 1);
  }
  return commas;
}
