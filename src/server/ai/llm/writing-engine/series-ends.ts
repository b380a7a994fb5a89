/**
 * Where a series ends and a new sentence opens: "flour, sugar, eggs and
 * butter the shop closes at eight". Once the list readers have set commas
 * between a series' items, the item after its "and" or "or" is its last, and
 * no item runs on into a subject and its verb: one that follows the last
 * item's noun phrase opens a sentence of its own.
 */

import { SUBJECT_ONLY_PRONOUNS } from "./clause-lexicon";
import { ARTICLES } from "./clause-words";
import { LIST_VERBS } from "./lists";
import { countedSingular } from "./noun-phrase-edges";
import { knownVerbAt, opensPhrase } from "./noun-phrases";
import {
  adverbBeforeVerbAt,
  isVerbAt,
  partOfSpeechAt,
  partOfSpeechOf,
  SUBJECT_PRONOUNS,
} from "./parts-of-speech";
import { verbOfNounPhrase } from "./phrase-verbs";
import { isRelativeClause } from "./relative-clauses";
import { isComma, lower, mark, type Token } from "./tokens";

/** At most this many words of an item between a comma and the series' "and". */
const MOST_ITEM_WORDS = 4;
/** At most this many words of the last item before a subject: "and two spare batteries". */
const MOST_LAST_WORDS = 4;
/** Tags of the words a last item's noun phrase is made of: "a small sofa", "Faro", "two batteries". */
const ITEM_TAGS = new Set(["DET", "NOUN", "PROPN", "ADJ", "NUM", "PRON"]);

/**
 * Where the item before the "and" or "or" at `joiner` opens, right after the
 * comma the list readers set before it ("eggs, sugar and"), or -1 when no
 * series closes there.
 */
function itemBeforeJoiner(tokens: Token[], joiner: number): number {
  const text = lower(tokens[joiner]);
  if (text !== "and" && text !== "or") return -1;
  if (bareItemsBefore(tokens, joiner)) return joiner - 1;
  let at = joiner - 1;
  while (at > joiner - 1 - MOST_ITEM_WORDS && tokens[at]?.kind === "word") at -= 1;
  const series = at < joiner - 1 && isComma(tokens[at]) && tokens[at - 1]?.kind === "word";
  return series ? at + 1 : -1;
}

/** A word a list of bare nouns is made of: "bread", "masks", not "Anna" or "the". */
const bareNoun = (token: Token | undefined) =>
  /^\p{Ll}{2,}$/u.test(token?.text ?? "") && partOfSpeechOf(token) === "NOUN";

/**
 * "we sell bread milk and eggs …": two bare nouns or more said one after
 * another right after a verb, before "and", with no commas: a list of
 * single words, whose last item is one word too.
 */
function bareItemsBefore(tokens: Token[], joiner: number): boolean {
  let at = joiner - 1;
  while (at > joiner - 1 - MOST_ITEM_WORDS && bareNoun(tokens[at])) at -= 1;
  // "has soup pasta and fish": the tagger may read the first item after the verb as a verb.
  if (partOfSpeechAt(tokens, at) === "VERB" && isVerbAt(tokens, at - 1)) at -= 1;
  const items = joiner - 1 - at;
  // "cleaned the windows floors and doors": the first item's article is the list's.
  const verb = ARTICLES.has(lower(tokens[at]) ?? "") ? at - 1 : at;
  return items >= 2 && (isVerbAt(tokens, verb) || LIST_VERBS.has(lower(tokens[verb]) ?? ""));
}

/**
 * "… and eggs fruit comes on Tuesdays", "… and garlic bread drinks are
 * free": a bare noun that can stand as a subject on its own (a plural or a
 * noun never counted, no counted singular) straight before its verb.
 */
function bareSubjectAt(tokens: Token[], at: number): boolean {
  if (!bareNoun(tokens[at]) || countedSingular(tokens[at])) return false;
  const verb = verbOfNounPhrase(tokens, at);
  const adverb = verb === at + 2 && adverbBeforeVerbAt(tokens, at + 1);
  return verb === at + 1 || adverb;
}

/**
 * Whether a subject and its verb open at `at`: a pronoun after a noun, not an
 * object after a verb ("and plug it back in"), or a noun phrase with its
 * determiner whose verb the shared noun-phrase reading finds.
 */
function clauseOpensAt(tokens: Token[], at: number): boolean {
  // "the cake you made": a subject whose verb leaves a gap describes the last item.
  if (isRelativeClause(tokens, at)) return false;
  const text = lower(tokens[at]) ?? "";
  // "and Sven they all work": "they" is only ever a subject.
  if (SUBJECT_ONLY_PRONOUNS.has(text)) return tokens[at + 1]?.kind === "word";
  if (SUBJECT_PRONOUNS.has(text)) {
    if (!ITEM_TAGS.has(partOfSpeechAt(tokens, at - 1) ?? "")) return false;
    const verb = adverbBeforeVerbAt(tokens, at + 1) ? at + 2 : at + 1;
    return knownVerbAt(tokens, verb) || isVerbAt(tokens, verb);
  }
  return (
    (opensPhrase(tokens, at) && verbOfNounPhrase(tokens, at) > at) || bareSubjectAt(tokens, at)
  );
}

/**
 * Where the sentence after the series closed at `joiner` opens, or -1 when
 * its clause goes on. The last item has the shape of the one before it: a
 * bare word after one ("eggs and butter", which the tagger may read as a
 * verb before "the shop"), else a noun phrase; steps ("… and plug it back
 * in") are the step reader's.
 */
function clauseAfterSeries(tokens: Token[], joiner: number, item: number): number {
  if (isVerbAt(tokens, item)) return -1;
  const bareWord = item === joiner - 1 && tokens[joiner + 1]?.kind === "word";
  // The last item's own determiner or pronoun is no subject: "and the light", "and them".
  for (let at = joiner + 2; at <= joiner + 1 + MOST_LAST_WORDS; at++) {
    if (tokens[at]?.kind !== "word") return -1;
    const itemWord =
      (bareWord && at === joiner + 2) || ITEM_TAGS.has(partOfSpeechAt(tokens, at - 1) ?? "");
    if (!itemWord) return -1;
    if (clauseOpensAt(tokens, at)) return at;
  }
  return -1;
}

/** The tokens with a sentence's end (by `closingMark`) before a subject that runs on from a series. */
export function endSeriesBeforeClauses(
  tokens: Token[],
  closingMark: (sentence: Token[]) => string,
): Token[] {
  const out: Token[] = [];
  let sentenceStart = 0;
  let opens = -1;
  for (const [index, token] of tokens.entries()) {
    if (index === opens) {
      out.push(mark(closingMark(out.slice(sentenceStart))));
      sentenceStart = out.length;
    }
    out.push(token);
    if (token.kind === "mark" && /^[.!?]$/.test(token.text)) sentenceStart = out.length;
    const item = index > opens ? itemBeforeJoiner(tokens, index) : -1;
    if (item >= 0) opens = clauseAfterSeries(tokens, index, item);
  }
  return out;
}
