/**
 * The sentences an action writes, from the words after its verb: a thing asked
 * for, news told, a question asked of the reader, thanks.
 */
import { THIRD_PERSON } from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { MANNER } from "./request-words";
import { CAPITALISED_NAME } from "./titles";
import { lower, tokenize } from "./tokens";

/**
 * Words that show a finite verb follows: "confirm the invoice was paid" states, "confirm the PO number" asks.
 * A word in -ed is read once from the start of its letters, not from every word boundary inside it
 * (between "é" and "l" in "élected"), which took time growing with the square of a long word: it
 * counts when a boundary lies before its "ed", after a start that is no word character (a space, the
 * text's start) and one of its letters that is (an ASCII letter), or after a digit or "_" and one of
 * its letters that is not. Word boundaries are written as the character on their far side (so this is
 * for `test` only): with `\b` beside these classes the pattern check finds a square-time attack that
 * no engine has.
 */
export const HAS_VERB =
  /(?:^|\W)(?:am|is|are|was|were|has|have|had|will|would|can|could|shall|should|did|does|went|got|left|arrived|shipped|paid|signed|sent)(?:$|\W)|(?:^|[^\p{L}\w])[^\P{L}\w]*[^\P{L}\W]\p{L}*ed(?:$|\W)|[\d_][^\P{L}\W]*[^\P{L}\w]\p{L}*ed(?:$|\W)|['’](?:ll|m|re|ve|d)(?:$|\W)/iu;

/**
 * A participle describing a thing ("the signed NDA", "a completed form") is
 * no verb of the sentence: "request the signed NDA" asks for a thing. Its
 * words are set apart by "(?<!\w)" and "(?!\w)", the same as "\b" beside
 * their letters, which the pattern check reads with these flags in seconds.
 */
const DESCRIBED_THING =
  /(?<!\w)(?:the|a|an|my|your|our|their|his|her|this|that|its)\s+\p{L}+ed(?!\w)/giu;
export const statesSomething = (rest: string) =>
  HAS_VERB.test(rest.replace(DESCRIBED_THING, "the thing"));

/** Who a thing is asked from, by name or pronoun: "from Pablo", "from him", "from Mr. Zhang". */
export const FROM_WHOM = new RegExp(
  `(?<!\\s)\\s*\\bfrom\\s+(?:him|her|them|you|${CAPITALISED_NAME}(?:\\s+\\p{Lu}[\\p{L}'’-]*)?)(?=[\\s,.]|$)`,
  "u",
);

/** What is refused or accepted, said to the person it belongs to: "Anna's invitation", "the offer of Paolo" → "your …". */
export function yours(thing: string): string {
  return thing
    .replace(/^(?:the\s+)?\p{Lu}[\p{L}'’-]*['’]s\s+/u, "your ")
    .replace(/^the\s+([\p{L}-]+)\s+of\s+\p{Lu}[\p{L}'’-]*\b/u, "your $1");
}

/**
 * Things asked for that are granted or arranged rather than sent: "a
 * meeting", "a refund", "two days off".
 */
const GRANTED =
  /^(?:(?:a|an|the|my|our|some|\S+)\s+)?(?:[\p{L}-]+\s+)?(?:meeting|call|appointment|refund|discount|extension|day off|days off|leave|holiday|vacation|review|callback|visit|demo|interview|slot|raise|change|postponement|meeting room)\b/iu;

/** "ask for the invoice" → "Could you send me the invoice?"; "ask for a refund" → "I would like to request a refund." */
export function askedFor(thing: string): string {
  return GRANTED.test(thing) ? `I would like to request ${thing}.` : `Could you send me ${thing}?`;
}

/** "tell him about the delay": the news named, not said, so the sentence says it is news. */
/**
 * "what we decided", "what time the train leaves", "why the delivery is
 * late", "what is on the menu": a clause a question word opens, in the
 * order of a statement (no auxiliary straight after, unless the word is its
 * subject), which names what is told rather than asking.
 */
const TOLD_WH_CLAUSE =
  /^(?:(?:what|who)\s+(?:is|are|was|were)\s|(?:what|why|when|where|how|who|which)\s+(?!(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have|am)(?![\p{L}'’])))\p{L}/iu;

/** How far a "what" clause is read for its verb: a subject of a few words ("what the new client wants"). */
const WHAT_CLAUSE_WORDS = 6;

/**
 * "what the client wants is a cheaper plan": the "what" clause, its verb
 * and then a form of "be" with more after it, is the subject of a statement,
 * which is told as it stands.
 */
function isWhatClauseSubject(rest: string): boolean {
  const tokens = tokenize(rest).slice(0, WHAT_CLAUSE_WORDS + 2);
  if (lower(tokens[0]) !== "what") return false;
  for (let index = 2; index < tokens.length - 2; index++) {
    if (partOfSpeechAt(tokens, index) !== "VERB") continue;
    const next = tokens.slice(index + 1).find((token) => token.kind === "word");
    return /^(?:is|was|are|were)$/iu.test(next?.text ?? "") && tokens.length > index + 2;
  }
  return false;
}

export function toldAbout(rest: string): string {
  if (/^about\s/iu.test(rest)) return `I wanted to update you ${rest}.`;
  // "tell Ahmed what we decided": a question word, then no verb before a subject, is what to tell.
  if (TOLD_WH_CLAUSE.test(rest) && !isWhatClauseSubject(rest))
    return `I wanted to let you know ${rest.replace(/(?<![.?!])[.?!]+$/u, "")}.`;
  // "tell him we got it and to send the rest": the news, then what he is asked to do.
  const [news, asked] = rest.split(/,?(?<!\s)\s+and\s+to\s+/iu, 2);
  return asked ? `${news}. ${couldYou(asked)}` : rest;
}

/** Verbs that, joined on with "and", would read as an order to the writer ("… and add Priya"). */
const JOINED_ORDER =
  /,?(?<!\s)\s+and\s+(?=(?:add|tell|ask|mention|include|attach|say|explain|remind)\b)/iu;

/** "send the slides and add Priya" → "Could you send the slides? Could you add Priya as well?" */
export function couldYou(rest: string): string {
  const [first, ...more] = rest.split(JOINED_ORDER);
  return [`Could you ${first}?`, ...more.map((asked) => `Could you ${asked} as well?`)].join(" ");
}

/** Manner words that say how, not what: "decline politely". */
export function withoutManner(text: string): string {
  return text
    .replace(new RegExp(`^(?:${MANNER})(?!\\w)[\\s,]*`, "iu"), "")
    .replace(new RegExp(`(?<!\\s)\\s+(?:${MANNER})$`, "iu"), "")
    .trim();
}

/** "thanks for the invite and I will be there" → "Thank you for the invite. I will be there." */
export function thanksFor(rest: string): string {
  const [what, more] = rest.split(/(?<!\s)\s+and\s+(?=(?:I|we)\b)/u, 2);
  return more ? `Thank you for ${what}. ${capitalize(more)}.` : `Thank you for ${what}.`;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An adverb before a verb of the third person: "the sink still leaks" (set apart as above). */
const ADVERB_BEFORE_VERB =
  /(?<!\w)(?:still|also|always|never|now|already|usually)\s+\p{Ll}{2,}s(?!\w)/u;

/**
 * Whether `text` tells what something does, by a verb of the third person
 * HAS_VERB does not know: "the garage closes at six", "the sink still leaks".
 */
export function saysWhatIs(text: string): boolean {
  return (
    ADVERB_BEFORE_VERB.test(text) ||
    text
      .toLowerCase()
      .split(/\s+/)
      .some((word, index) => index > 1 && THIRD_PERSON.has(word))
  );
}
