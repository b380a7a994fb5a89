/**
 * "Ask", "call" or "tell" someone as an order in the person's own text, not
 * a message for the writer to send: "ask" with nothing to ask ("the bikes
 * are for sale ask tom"), or before a clause of its own that gives the
 * reason ("ask the driver he knows the way"). With something to ask ("ask
 * tom if he can come", "… about the contract", "… to send it") it stays a
 * request. Whom such an order calls by a name said low is written with its
 * capital ("Ask Tom"), as the request's reading writes a recipient's.
 */

import { isWord } from "./clause-lexicon";
import { clauseStartsAt } from "./clauses";
import { isNounAt, partOfSpeechAt } from "./parts-of-speech";
import { NOT_NAMES } from "./request-recipients";
import { capitalizeFirst, DETERMINERS, lower, type Token, tokenize, wordSet } from "./tokens";

/** Verbs that send the reader to someone, with or without a reason after whom: "call the janitor he …". */
const ASKING = wordSet("ask call phone ring");
/** Verbs that relay what follows whom ("tell Anna the room is booked"), so only whom said last is an order. */
const RELAYING = wordSet("tell email e-mail text message ping");

/** Pronouns an order sends the reader to: "ask him", "any questions ask us". */
const WHOM_PRONOUNS = wordSet("him her them me us");
/** Words an order to ask takes with no one named: "ask around", "ask again". */
const ASKED_ALONE = wordSet("around again");
/** Words before whom an order calls by role: "ask the driver", "call our landlord". */
const WHOM_OPENERS = wordSet("the my our your his her their this that");

/**
 * Things one asks, not people one asks: "ask the price", "ask permission".
 * Asked without whom, they are what a message asks.
 */
const THINGS_ASKED = wordSet(
  "price prices cost costs time date dates way address name number details question questions permission advice help directions status reason favour favor",
);

/**
 * Words after an order that are no one's name, written as said: offices and
 * desks ("ask reception", "email support"), and what the verbs take besides
 * a person ("call back", "ask around").
 */
const NOT_CALLED = wordSet(
  "support reception security admin sales accounting accounts finance legal marketing management maintenance facilities housekeeping customs billing payroll it hr everyone everybody someone somebody anyone anybody around back home ahead again first later now today tomorrow tonight",
);

/** Words an office is called by, after "it": "call it support" means the IT desk. */
const IT_OFFICES = wordSet("support department team desk helpdesk guys people admin");

/** Whether the word at `index` may be part of whom: a noun or a name, no word that stands for none. */
const whomWordAt = (tokens: Token[], index: number) => {
  const text = lower(tokens[index]) ?? "";
  const tag = partOfSpeechAt(tokens, index);
  return (
    isWord(tokens[index]) &&
    (tag === "NOUN" || tag === "PROPN" || tag === "X" || isNounAt(tokens, index)) &&
    !NOT_NAMES.has(text) &&
    !THINGS_ASKED.has(text)
  );
};

/** Subjects whose verb the tagger reads where the clause rules are wary: "they open at 8". */
const SUBJECTS = wordSet("i we they he she you");

/** Whether what follows whom at `index` asks nothing: the order ends, or a clause of its own opens. */
function saysNothingAt(tokens: Token[], index: number): boolean {
  // "ask the supplier, can they deliver": what is asked may follow a comma or a colon.
  const mark = tokens[index]?.text ?? "";
  if ((mark === "," || mark === ":") && isWord(tokens[index + 1]))
    return saysNothingAt(tokens, index + 1);
  if (!isWord(tokens[index])) return true;
  const subject = lower(tokens[index]) ?? "";
  // "ask peter instead", "call the office directly": a word of how closing the order adds nothing asked.
  if (ORDER_CLOSERS.has(subject)) return saysNothingAt(tokens, index + 1);
  // "ask him is the room free": a question, what is asked.
  if (/^(?:AUX|VERB)$/.test(partOfSpeechAt(tokens, index) ?? "") || ASKED_WORDS.has(subject))
    return false;
  return (
    clauseStartsAt(tokens, index) ||
    (SUBJECTS.has(subject) && /^(?:VERB|AUX)$/.test(partOfSpeechAt(tokens, index + 1) ?? ""))
  );
}

/** Words of how or when that close an order after whom it calls: "instead", "directly". */
const ORDER_CLOSERS = wordSet("instead too also again directly first please");

/** Words that open what is asked: "ask tom if …", "ask him why …". */
const ASKED_WORDS = wordSet("if whether when where what why how who which");

/**
 * Where whom ends after the verb at `verb` and what follows it ends the
 * order: the end, or a clause of its own; -1 when whom is no person or
 * something is asked of them. A name may be of two words ("ask mehmet
 * yilmaz"), a role of a determiner and up to three words ("the front desk").
 */
function whomEnd(tokens: Token[], verb: number, clauseAfter: boolean): number {
  // "the phone rings", "a call came": after a determiner the word is a noun.
  if (/^(?:DET|NUM)$/.test(partOfSpeechAt(tokens, verb - 1) ?? "")) return -1;
  const first = verb + 1;
  const ends = (at: number) => (clauseAfter ? saysNothingAt(tokens, at) : !isWord(tokens[at]));
  const text = lower(tokens[first]) ?? "";
  // "ask around", "ask again": no one named, and nothing asked either.
  if (WHOM_PRONOUNS.has(text) || ASKED_ALONE.has(text)) return ends(first + 1) ? first + 1 : -1;
  if (text === "it" && IT_OFFICES.has(lower(tokens[first + 1]) ?? ""))
    return ends(first + 2) ? first + 2 : -1;
  if (WHOM_OPENERS.has(text)) {
    for (let at = first + 1; at <= first + 3; at++) {
      const tag = partOfSpeechAt(tokens, at);
      if (!isWord(tokens[at]) || (tag !== "ADJ" && !whomWordAt(tokens, at))) return -1;
      if (ends(at + 1)) return THINGS_ASKED.has(lower(tokens[at]) ?? "") ? -1 : at + 1;
    }
    return -1;
  }
  // "ask ahmed", "call fred": a name said last that the tagger reads as a past.
  const nameAsPast = /^\p{Ll}{2,}ed$/u.test(text) && !isWord(tokens[first + 1]);
  if (!whomWordAt(tokens, first) && !nameAsPast) return -1;
  if (ends(first + 1)) return first + 1;
  return whomWordAt(tokens, first + 1) && ends(first + 2) ? first + 2 : -1;
}

/**
 * Whether the word at `index` opens an order that sends the reader to
 * someone and asks them nothing: "ask tom", "ask the driver he knows the
 * way", "call rosa she is driving"; "tell tom" and "email maria" only said
 * last, as what follows whom is what they relay.
 */
export function asksNothingAt(tokens: Token[], index: number): boolean {
  const verb = lower(tokens[index]) ?? "";
  // "my phone died", "the call dropped": after a determiner the word is a noun, no order.
  if (DETERMINERS.has(lower(tokens[index - 1]) ?? "")) return false;
  if (ASKING.has(verb)) return whomEnd(tokens, index, true) > 0;
  return RELAYING.has(verb) && whomEnd(tokens, index, false) > 0;
}

/**
 * Whether a clause of its own opens at `index` right after whom an order
 * that asks nothing calls: "ask the driver | he knows the way".
 */
export function clauseAfterWhomAt(tokens: Token[], index: number): boolean {
  if (!isWord(tokens[index]) || ORDER_CLOSERS.has(lower(tokens[index]) ?? "")) return false;
  // "ask peter instead | he knows": the word closing the order stays with it.
  const end = ORDER_CLOSERS.has(lower(tokens[index - 1]) ?? "") ? index - 1 : index;
  for (let verb = end - 2; verb >= Math.max(0, end - 5); verb--)
    if (ASKING.has(lower(tokens[verb]) ?? "") && whomEnd(tokens, verb, true) === end) return true;
  return false;
}

/**
 * Whether `text` opens with an order that asks nothing and goes on with a
 * clause of its own, its reason: "Ask Priya. She knows the password." is
 * the person's text, where "ask Priya" alone asks for a message not said.
 */
export function opensWithOrderAndReason(text: string): boolean {
  const words = tokenize(text).filter(isWord);
  if (!ASKING.has(lower(words[0]) ?? "")) return false;
  const end = whomEnd(words, 0, true);
  return end > 0 && isWord(words[end]);
}

/**
 * Whether the part of a request is an order that asks nothing: "ask tom",
 * "ask the driver he …"; not "tell tom", which a request's reading takes as
 * whom to tell what was said before.
 */
export const partAsksNothing = (tokens: Token[]) =>
  ASKING.has(lower(tokens[0]) ?? "") && asksNothingAt(tokens, 0);

/**
 * Whom an order that asks nothing calls, written as a careful editor writes
 * it: a name said low with its capital ("ask maria" → "Maria"), "it" before
 * an office in capitals ("call it support" → "IT support"); an office or a
 * role as said ("ask reception", "ask the driver"). Undefined for any other word.
 */
export function calledWordAt(tokens: Token[], index: number): string | undefined {
  const text = tokens[index]?.text ?? "";
  if (!/^\p{Ll}/u.test(text)) return undefined;
  const verb = [index - 1, index - 2].find((at) => asksNothingAt(tokens, at));
  if (verb === undefined) return undefined;
  // "ask maria she ordered them": "she" is no part of whom.
  if (index >= whomEnd(tokens, verb, ASKING.has(lower(tokens[verb]) ?? ""))) return undefined;
  if (verb === index - 1 && text === "it") return "IT";
  // A name, not a role after "the", a pronoun or an office.
  const first = lower(tokens[verb + 1]) ?? "";
  if (WHOM_OPENERS.has(first) || WHOM_PRONOUNS.has(first) || NOT_CALLED.has(text)) return undefined;
  return capitalizeFirst(text);
}
