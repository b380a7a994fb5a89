/**
 * Lists of bare words said without pauses: "we need milk eggs and bread" →
 * "milk, eggs and bread". Without knowing the words, "office chairs and
 * desks" reads the same, so an item is only set apart where the words' forms
 * show it: a plural rarely describes the noun after it ("pens paper and
 * ink"), neither does one "-ing" word another ("budgeting planning and
 * reporting"), and a plural between two singulars stands alone ("milk eggs
 * and bread"). Anything else stays as it was said.
 */
import { THIRD_PERSON } from "./clause-lexicon";
import { isBareNoun, LIST_VERBS } from "./lists";
import { isVerbAt, SUBJECT_PRONOUNS } from "./parts-of-speech";
import { NOT_PLURALS } from "./series-words";
import { lower, mark, type Token, wordSet } from "./tokens";
import { subjectOfVerbAt } from "./verb-subjects";

/** Nouns ending in "-ing" that describe the noun after them ("meeting room", "building plans"). */
const NOT_GERUNDS = wordSet(
  "morning evening thing something nothing anything everything building meeting ceiling during king spring string wedding",
);
/** Words that open the item after "and": an article or a count ("and a blanket", "and two loaves …"). */
const LAST_OPENERS = wordSet("a an two three four five six");
/** At most this many words before "and" are read as items. */
const MOST_ITEMS = 4;

const isPlural = (text: string) =>
  text.length > 3 && /[^s'’]s$/.test(text) && !/(?:us|is)$/.test(text) && !NOT_PLURALS.has(text);
const isGerund = (text: string) =>
  text.length > 4 && text.endsWith("ing") && !NOT_GERUNDS.has(text);

const OBJECT_PRONOUNS = wordSet("it them me us him her");

/** Verbs of a request's later part: "cc Jonas and say …" joins no list. */
const ORDERS = wordSet("say tell ask let thank mention remind confirm explain");

/** A word that may be an item; a name ("Jonas", "Paris") is one, but never read as a plural. */
const isItem = (token: Token | undefined) => {
  const text = lower(token) ?? "";
  return isBareNoun(token) && !LIST_VERBS.has(text) && !THIRD_PERSON.has(text) && !ORDERS.has(text);
};
const formOf = (token: Token | undefined) =>
  token?.kind === "word" && /^\p{Lu}/u.test(token.text) ? "" : (lower(token) ?? "");

/** The words said before the "and" at `joiner` that may be items of a list, first to last. */
function itemsBefore(tokens: Token[], joiner: number): string[] {
  let start = joiner;
  while (start > joiner - MOST_ITEMS && isItem(tokens[start - 1])) start -= 1;
  // "on the top shelf scissors tape and glue are …": a list that is the subject of the verb after
  // it opens where that subject, read back from its verb, does; the object's noun is no item.
  const subject = subjectOfVerbAt(tokens, joiner + 2);
  if (subject > start && subject < joiner) start = subject;
  const words = tokens.slice(start, joiner).map(formOf);
  // "she likes cats": after a subject, the first word is its verb.
  const afterSubject = SUBJECT_PRONOUNS.has(lower(tokens[start - 1]) ?? "");
  const items = afterSubject ? words.slice(1) : words;
  // "the app shows ratings": a noun, then a word in "s" with more after it, is a subject and its verb.
  const verb = items.findLastIndex(
    (text, index) =>
      index > 0 && index < items.length - 1 && isPlural(text) && !isPlural(items[index - 1] ?? ""),
  );
  return verb < 0 ? items : items.slice(verb + 1);
}

/**
 * Whether an item ends between `before` and `after`, with `last` the item
 * after "and". A singular before a plural reads as one noun ("office chairs")
 * unless a bare singular after "and" shows the items are single words
 * ("milk eggs and bread"); an item that opens with an article after "and"
 * ("office chairs and a desk") shows nothing of the kind.
 */
function endsItem(before: string, after: string, last: string, lastOpened: boolean): boolean {
  if (isPlural(before)) return true;
  if (isGerund(before) && isGerund(after)) return true;
  return !lastOpened && !isPlural(before) && isPlural(after) && !isPlural(last) && !isGerund(last);
}

export function punctuateBareLists(tokens: Token[]): Token[] {
  const commas = new Set<number>();
  for (const [index, token] of tokens.entries()) {
    const joiner = lower(token);
    if (joiner !== "and" && joiner !== "or") continue;
    // "… and a blanket", "… and two loaves of bread": the last item may open with an article or
    // a count, which shows where it starts; its noun is the word after.
    const opened = LAST_OPENERS.has(lower(tokens[index + 1]) ?? "") ? 1 : 0;
    const last = tokens[index + 1 + opened];
    // The item after "and" is one word: "… and bread for the office", not "… and phone numbers";
    // but a plural there before a noun and its verb ends the list ("… and erasers tape is extra").
    const ends = isPlural(formOf(last)) && isVerbAt(tokens, index + 3);
    if (!isItem(last) || (!opened && !ends && isBareNoun(tokens[index + 2]))) continue;
    // "… and scan it back": a word with an object after it is a verb, no item.
    if (OBJECT_PRONOUNS.has(lower(tokens[index + 2]) ?? "")) continue;
    const items = itemsBefore(tokens, index);
    if (items.length < 2) continue;
    const first = index - items.length;
    for (let at = 0; at < items.length - 1; at++) {
      if (endsItem(items[at] ?? "", items[at + 1] ?? "", formOf(last), opened > 0))
        commas.add(first + at + 1);
    }
  }
  return tokens.flatMap((token, index) => (commas.has(index) ? [mark(","), token] : [token]));
}
