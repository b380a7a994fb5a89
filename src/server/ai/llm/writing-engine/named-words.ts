/**
 * Names dictation leaves in lower case, written as a careful editor would:
 * places ("back from madrid" → "Madrid", "sao paulo" → "Sao Paulo"),
 * languages and peoples ("she speaks english" → "English"),
 * streets ("on king street"), companies ("at google", "acme corp"), people
 * ("i met priya and rahul", "anna kowalska", "professor miller"), acronyms
 * ("fails on ci"),
 * days said short after a word that leads a day ("by wed" → "by Wednesday")
 * and "may" or "march" where a month is meant ("in may").
 * Quarters ("q3" → "Q3") are written in slips.ts.
 */
import { calledWordAt } from "./asking-orders";
import { companyAt } from "./company-names";
import { LANGUAGE_NAMES } from "./languages";
import { dayOrdinalAt, MEASURES } from "./number-words";
import { isNounAt } from "./parts-of-speech";
import { peopleListedAt, personNameAt } from "./people-names";
import { PLACE_NAMES } from "./place-names";
import { spelledTitleAt } from "./spelled-titles";
import { acronymAt } from "./spoken-acronyms";
import { MONTHS_ALSO_VERBS } from "./spoken-dates";
import { isHouseNumber, namedStreetLength, streetNameLength } from "./street-addresses";
import { capitalizeFirst, lower, mark, type Token, word, wordSet } from "./tokens";

/** Each place's or language's words, under its first word in lower case, the longest first. */
const PLACES = new Map<string, string[][]>();
for (const name of [...PLACE_NAMES, ...LANGUAGE_NAMES]) {
  const words = name.split(" ");
  const first = words[0]?.toLowerCase() ?? "";
  PLACES.set(
    first,
    [...(PLACES.get(first) ?? []), words].sort((a, b) => b.length - a.length),
  );
}

/** The place named at `index` in lower case: its words as written, or undefined. */
function placeAt(tokens: Token[], index: number): string[] | undefined {
  return PLACES.get(lower(tokens[index]) ?? "")?.find((words) =>
    words.every((text, at) => {
      const said = tokens[index + at];
      // Said with a capital, a name is the person's own spelling; said in lower case, it is written.
      return said?.kind === "word" && said.text === text.toLowerCase();
    }),
  );
}

const SHORT_DAYS: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  tues: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  thur: "Thursday",
  thurs: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};
/** Words before a day; "to" and "till" only after another day ("from mon to fri"), as "to wed" is to marry. */
const DAY_LEADS = wordSet("on by until from next this every before after");
const DAY_RANGES = wordSet("to till until through");
const FULL_DAYS = new Set(Object.values(SHORT_DAYS));

/** A day said short ("wed"), written in full where a day is meant, read after what is already written. */
function dayAt(token: Token, written: Token[]): string | undefined {
  const day = SHORT_DAYS[token.text];
  if (day === undefined) return undefined;
  const before = lower(written.at(-1)) ?? "";
  const range = DAY_RANGES.has(before) && FULL_DAYS.has(written.at(-2)?.text ?? "");
  return DAY_LEADS.has(before) || range ? day : undefined;
}

/**
 * Words before a month that leave no room for the verb: "in may", "the 5th of march", "the bill
 * from march", "done by march".
 */
const BEFORE_MONTH = wordSet("in of since until till early late mid from before after through by");

/**
 * "in may", "5 may", "march 3", "march third": a day's figure or ordinal, or a word such as
 * "in", beside it ("march 3 km" is walked).
 */
function isMonthHere(tokens: Token[], index: number): boolean {
  const before = lower(tokens[index - 1]) ?? "";
  const after = tokens[index + 1];
  const dayAfter =
    after?.kind === "word" &&
    /^\d{1,2}(?:st|nd|rd|th)?$/.test(after.text) &&
    !MEASURES.has(lower(tokens[index + 2]) ?? "");
  // Not "first" or "second", which follow a verb as often ("they march first", "may second it").
  const ordinal = dayOrdinalAt([lower(tokens[index + 1]) ?? "", lower(tokens[index + 2]) ?? ""], 0);
  const dayOrdinalAfter = ordinal !== undefined && (ordinal.value > 2 || ordinal.length > 1);
  return BEFORE_MONTH.has(before) || /^\d/.test(before) || dayAfter || dayOrdinalAfter;
}

/** Verbs that send a thing to someone: "send it to paul", "give the keys to jonas". */
const SENDING = wordSet(
  "send sent sending forward forwarded give gave pass passed show showed hand handed email emailed mail mailed text texted",
);
/** Words after which the one sent to has been named: the clause goes on or ends. */
const AFTER_WHOM = wordSet("and please today tomorrow tonight now later too first");
/** Whom one sends to without a name: family said as a word, everyone. */
const NOT_SENT_NAMES = wordSet(
  "mum mom dad mummy mommy daddy grandma grandpa granny gran nan nana papa mama auntie aunt uncle everyone everybody someone",
);
/** Endings of nouns that name a thing or a department, not a person ("to reception", "to accounting"). */
const THING_ENDING = /(?:tion|sion|ment|ing|ness|ity|ance|ence|ship|ics|ales)$/u;
/** How far before "to" the verb that sends may be: "send the signed copy of it to …". */
const SENT_WITHIN = 6;

/**
 * A lower-case word after "to" that names whom a thing is sent to ("send it
 * to paul", "forward the invoice to anna"): a noun with no article, right
 * after "to", with a verb of sending before it in the same clause, and
 * nothing but the clause's end or "and" after it. "Send it to print" has a
 * verb there, "to the client" an article.
 */
function isSentToName(tokens: Token[], index: number): boolean {
  const text = tokens[index]?.text ?? "";
  if (!/^\p{Ll}{3,}$/u.test(text) || lower(tokens[index - 1]) !== "to") return false;
  const next = tokens[index + 1];
  if (next !== undefined && next.kind === "word" && !AFTER_WHOM.has(next.text)) return false;
  if (NOT_SENT_NAMES.has(text) || THING_ENDING.test(text)) return false;
  for (let at = index - 2; at >= Math.max(0, index - 2 - SENT_WITHIN); at--) {
    const before = tokens[at];
    if (before?.kind !== "word") return false;
    if (SENDING.has(before.text.toLowerCase())) return isNounAt(tokens, index);
  }
  return false;
}

/**
 * "baker street" after a house number, or "king street" after a word saying
 * where: the street's name and kind, written with capitals.
 */
function streetAt(tokens: Token[], index: number): string[] | undefined {
  const words: string[] = [];
  for (let at = index - 1; at < index + 3 && tokens[at]?.kind === "word"; at++)
    words.push(tokens[at]?.text ?? "");
  // Said with a capital and no number, a street is written as the person wrote it.
  const saidLow = /^\p{Ll}/u.test(words[1] ?? "");
  const length = isHouseNumber(words[0])
    ? streetNameLength(words, 1)
    : saidLow
      ? namedStreetLength(words, 1)
      : 0;
  return length > 0 ? words.slice(1, 1 + length).map(capitalizeFirst) : undefined;
}

/** A company, a person with or without their title, or an acronym said in lower case at `index`. */
function namedAt(tokens: Token[], index: number): string[] | undefined {
  const acronym = acronymAt(tokens, index);
  return (
    companyAt(tokens, index) ??
    spelledTitleAt(tokens, index) ??
    personNameAt(tokens, index) ??
    (acronym === undefined ? undefined : [acronym])
  );
}

export function writeNamedWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    // A site said aloud ("amazon dot de") is written as its address, in lower case.
    const site = lower(tokens[index + 1]) === "dot";
    const listed = site ? undefined : peopleListedAt(tokens, index);
    if (listed) {
      // Commas between them, as lower-case items said in a row get in a list.
      out.push(
        ...listed.flatMap((name, at) => (at === 0 ? [word(name)] : [mark(","), word(name)])),
      );
      index += listed.length - 1;
      continue;
    }
    // A street before a place, so that "london road" is one name.
    const place =
      token.kind === "word"
        ? (streetAt(tokens, index) ??
          placeAt(tokens, index) ??
          (site ? undefined : namedAt(tokens, index)))
        : undefined;
    if (place) {
      out.push(...place.map(word));
      index += place.length - 1;
      continue;
    }
    const day = token.kind === "word" ? dayAt(token, out) : undefined;
    // Months that are also verbs, written as months where a month is meant ("in march", "5 may"),
    // before later rules read "may" as a verb; "march on" and "this may help" stay.
    const month = MONTHS_ALSO_VERBS.has(token.text) && isMonthHere(tokens, index);
    const named = month || (token.kind === "word" && isSentToName(tokens, index));
    const called = token.kind === "word" ? calledWordAt(tokens, index) : undefined;
    out.push(
      day ? word(day) : named ? word(capitalizeFirst(token.text)) : called ? word(called) : token,
    );
  }
  return out;
}
