/**
 * Lists said without pauses: "bring your passport your laptop and the
 * charger" → "bring your passport, your laptop and the charger". A list is
 * told by its items, each opening with a determiner, one right after the
 * other, the last joined by "and" or "or". Among such items, some are said
 * bare where their form shows it: a plural after an item for one ("a towel
 * flip flops"), a noun right after the verb ("bring sunscreen a towel …").
 * Lists of bare words only ("milk eggs and bread") are in bare-lists.ts.
 */
import { hasVerbForm } from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { lower, mark, type Token, wordSet } from "./tokens";

const ITEM_OPENERS = wordSet("the a an my your our their his this these those some");
/** Words an item's noun cannot be: the grammar around it. */
const NOT_NOUNS = new Set([
  ...ITEM_OPENERS,
  ...wordSet(
    "and or but to of in on at for with from by about into over after before i we you they he she it me us him her them is are was were be been do does did will would can could should must may might not that which who if when",
  ),
]);
/** Nouns of people, which after a verb name whom something is for: "send your team the file and the invoice". */
const PEOPLE = wordSet(
  "team client clients customer customers manager boss colleague colleagues friend friends family kids children wife husband partner parents landlord staff students",
);

export const isBareNoun = (token: Token | undefined) =>
  token?.kind === "word" &&
  !NOT_NOUNS.has(lower(token) ?? "") &&
  !hasVerbForm(lower(token)) &&
  !/^\d/.test(token.text);

/** Verbs a list of things follows, which are nouns too often to be told by their form: "bring", "sells". */
export const LIST_VERBS = wordSet(
  "add bring buy get pack order need take include cover sell serve use want like love visit speak offer ship send carry stock support invite " +
    "adds brings buys gets packs orders needs takes includes covers sells serves uses wants likes loves visits speaks offers ships sends carries stocks supports",
);

/**
 * A verb for one right after its subject's noun, which no item ends on: "the
 * kit includes a charger …" lists what the kit holds, not "the kit includes".
 */
const verbAfterNounAt = (tokens: Token[], at: number) =>
  partOfSpeechAt(tokens, at) === "VERB" &&
  isPluralForm(lower(tokens[at]) ?? "") &&
  partOfSpeechAt(tokens, at - 1) === "NOUN";

/** Counts said as words, which open an item as a determiner does: "three chairs a table and two lamps". */
const COUNT_WORDS = wordSet("two three four five six seven eight nine ten twelve");
/** Whether an item opens at `at`: a determiner, or a count among items that open with one. */
const opensItem = (tokens: Token[], at: number) =>
  ITEM_OPENERS.has(lower(tokens[at]) ?? "") || COUNT_WORDS.has(lower(tokens[at]) ?? "");

/** Articles for one thing, which never open an item whose noun is a plural: "a towel flip flops". */
const FOR_ONE = wordSet("a an");
const isPluralForm = (text: string) => /^\p{Ll}{2,}[^s'’]s$/u.test(text);

/**
 * Where the item ending just before `end` opens (its determiner), or
 * undefined when none does: up to three words ("a first aid kit"), an "of"
 * between them ("a loaf of bread"), but no plural after "a" or "an".
 */
function itemStart(tokens: Token[], end: number): number | undefined {
  for (const size of [1, 2, 3]) {
    const opener = end - size - 1;
    const words = tokens.slice(opener + 1, end);
    const nouns = words.every(
      (token, at) => isBareNoun(token) || (size === 3 && at === 1 && lower(token) === "of"),
    );
    if (verbAfterNounAt(tokens, end - 1)) return undefined;
    const agrees =
      !FOR_ONE.has(lower(tokens[opener]) ?? "") || !isPluralForm(lower(tokens[end - 1]) ?? "");
    if (opensItem(tokens, opener) && nouns && agrees) return opener;
  }
  return undefined;
}

/** Whether the word at `at` is a noun said bare, by its form and its tag: "sunscreen", "flops". */
const bareNounAt = (tokens: Token[], at: number) =>
  isBareNoun(tokens[at]) &&
  /^\p{Ll}+$/u.test(tokens[at]?.text ?? "") &&
  partOfSpeechAt(tokens, at) === "NOUN";

/**
 * Where an item said with no determiner ends its run before `end`, among
 * items that have one: a plural, with the word before it when that word
 * ends another item ("a stove sleeping bags"), not when it is an item's own
 * plural ("boots gloves").
 */
function bareItemStart(tokens: Token[], end: number): number | undefined {
  // Its form alone: the tagger reads a plural between items as a verb as often ("sleeping bags").
  const plural = tokens[end - 1]?.text ?? "";
  if (!isPluralForm(plural) || !isBareNoun(tokens[end - 1]) || verbAfterNounAt(tokens, end - 1))
    return undefined;
  const pair =
    isBareNoun(tokens[end - 2]) &&
    !isPluralForm(lower(tokens[end - 2]) ?? "") &&
    (verbAt(tokens, end - 3) || itemStart(tokens, end - 2) !== undefined);
  return pair ? end - 2 : end - 1;
}

/** A verb before a list's first item: "bring sunscreen, a towel …", "the box had cables, …". */
const verbAt = (tokens: Token[], at: number) =>
  LIST_VERBS.has(lower(tokens[at]) ?? "") ||
  hasVerbForm(lower(tokens[at])) ||
  partOfSpeechAt(tokens, at) === "VERB";

/**
 * The items said before a list's "and" at `joiner`, from the last to the
 * first, each by where it opens. Items with no determiner count only among
 * items that have one, and the first of them only after a verb ("bring
 * sunscreen a towel …"), where it cannot be a noun describing the next.
 */
function itemsBefore(tokens: Token[], joiner: number): number[] {
  const starts: Array<{ at: number; bare: boolean }> = [];
  let end = joiner;
  for (;;) {
    // "the shop sells bike parts": an item with no determiner follows the verb, not an item.
    if (starts.at(-1)?.bare === true && verbAt(tokens, end - 1)) break;
    const opened = itemStart(tokens, end);
    const bare = opened === undefined ? bareItemStart(tokens, end) : undefined;
    const at = opened ?? bare;
    if (at === undefined) break;
    starts.push({ at, bare: opened === undefined });
    end = at;
  }
  // "sunscreen a towel": one bare word before the first item that has a determiner, after a verb.
  if (starts.at(-1)?.bare === false && bareNounAt(tokens, end - 1) && verbAt(tokens, end - 2))
    starts.push({ at: end - 1, bare: true });
  while (starts.at(-1)?.bare && !verbAt(tokens, (starts.at(-1)?.at ?? 0) - 1)) starts.pop();
  return starts.some((item) => !item.bare) || opensItem(tokens, joiner + 1)
    ? starts.map((item) => item.at)
    : [];
}

/**
 * Whether a list's last item, said with no determiner, is at `at`: a noun,
 * perhaps after an adjective ("and warm socks"), whose clause it ends; not
 * the subject of a clause joined on ("… and nobody answered").
 */
function bareLastItemAt(tokens: Token[], at: number): boolean {
  const noun = partOfSpeechAt(tokens, at) === "ADJ" ? at + 1 : at;
  return bareNounAt(tokens, noun) && !isBareNoun(tokens[noun + 1]) && !verbAt(tokens, noun + 1);
}

export function punctuateLists(tokens: Token[]): Token[] {
  const commas = new Set<number>();
  for (const [index, token] of tokens.entries()) {
    const joiner = lower(token);
    if (joiner !== "and" && joiner !== "or") continue;
    // "… and a hat", "… and warm socks": the last item, with its determiner or bare.
    const opensLast = opensItem(tokens, index + 1);
    if (!opensLast && !bareLastItemAt(tokens, index + 1)) continue;
    const starts = itemsBefore(tokens, index);
    const second = starts.at(-2);
    if (second === undefined) continue;
    if (!opensLast && !starts.some((start) => opensItem(tokens, start))) continue;
    // The first item's last word, just before the second item opens.
    if (PEOPLE.has(lower(tokens[second - 1]) ?? "")) continue;
    // A comma before every item but the first and the one after "and".
    for (const start of starts.slice(0, -1)) commas.add(start);
  }
  return tokens.flatMap((token, index) => (commas.has(index) ? [mark(","), token] : [token]));
}
