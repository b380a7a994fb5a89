/**
 * "reply it's fine by me", "reply sorry for the late answer the invoice is
 * attached": "reply" said right before the reply's own words, with no
 * "saying" or "that", asks for those words as the reply. Read after every
 * other frame of a request, so that whom ("reply to Anna …", "reply Marcus
 * yes"), how ("reply politely that …") and when ("reply by Friday", "reply
 * later") keep their own readings.
 */
import { TIME_WORDS } from "./clause-lexicon";
import { partOfSpeechAt } from "./parts-of-speech";
import { MANNER } from "./request-words";
import { isComma, lower, tokenize, wordSet } from "./tokens";

const REPLYING = wordSet("reply respond");
/**
 * Words after "reply" that say to whom, how or when, or lead to what is
 * said in a frame of its own: "reply all", "reply back to him", "reply that".
 */
const NOT_THE_MESSAGE = new Set([
  ...wordSet(`all back that saying with asap soon ${MANNER.replaceAll("|", " ")}`),
  ...TIME_WORDS,
]);
/** What only leads into more words: "reply to …", "reply if …", "reply and …". */
const LEADING_TAGS = new Set(["ADP", "SCONJ", "CCONJ"]);
/** What opens a clause after a capitalised word: "reply Hannah will present", not "reply Anna yes". */
const VERB_TAGS = new Set(["VERB", "AUX"]);

/**
 * The request with "reply <message>" read as a reply saying the message, or
 * as it was when the words after "reply" are no message.
 */
export function messageAfterReply(request: string): string {
  const tokens = tokenize(request);
  // "Reply, we looked at …": dictation may set a comma after the word it took for a call.
  const at = isComma(tokens[1]) ? 2 : 1;
  if (!REPLYING.has(lower(tokens[0]) ?? "") || tokens[at]?.kind !== "word") return request;
  const tag = partOfSpeechAt(tokens, at) ?? "";
  const first = lower(tokens[at]) ?? "";
  // "reply of course …": the only preposition that opens an answer.
  if (NOT_THE_MESSAGE.has(first) || (LEADING_TAGS.has(tag) && first !== "of")) return request;
  // "reply soon", "reply quickly": a lone adverb says when or how.
  if (tokens.length === at + 1 && tag === "ADV") return request;
  // "reply Marcus yes": a name in capitals is whom, unless a verb makes it the message's subject.
  const text = tokens[at]?.text ?? "";
  const named = /^\p{Lu}/u.test(text) && text !== "I";
  if (named && !VERB_TAGS.has(partOfSpeechAt(tokens, at + 1) ?? "")) return request;
  return request.replace(/^\S+\s+/u, "write a reply saying ");
}
