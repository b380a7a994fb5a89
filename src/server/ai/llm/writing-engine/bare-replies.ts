/**
 * "reply it's fine by me", "reply sorry for the late answer the invoice is
 * attached": "reply" said right before the reply's own words, with no
 * "saying" or "that", asks for those words as the reply. Read after every
 * other frame of a request, so that whom ("reply to Anna …", "reply Marcus
 * yes"), how ("reply politely that …") and when ("reply by Friday", "reply
 * later") keep their own readings; and before them when the first word can
 * name no one ("reply sorry I cannot", "reply could we …"), which the
 * frames of whom would otherwise take for a name.
 */
import { TIME_WORDS } from "./clause-lexicon";
import { COMPLETE_OPENERS } from "./clause-so-far";
import { FEELINGS } from "./clause-words";
import { partOfSpeechAt } from "./parts-of-speech";
import { MANNER } from "./request-words";
import { isComma, lower, tokenize, wordSet } from "./tokens";

const REPLYING = wordSet("reply respond");
/**
 * Whether the request may open with one of them, asked before it is
 * tokenized and tagged, which every request would otherwise pay for. Case-
 * blind and a bare prefix, so it lets through every text the token test takes.
 */
const MAY_REPLY = new RegExp(`^\\s*(?:${[...REPLYING].join("|")})`, "iu");
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
/** Tags of a word that may be whom the reply is for: "reply anna we agree", "reply ahmed yes". */
const WHOM_TAGS = new Set(["NOUN", "PROPN", "VERB", "INTJ"]);
/** What opens a clause after a capitalised word: "reply Hannah will present", not "reply Anna yes". */
const VERB_TAGS = new Set(["VERB", "AUX"]);

/**
 * The request with "reply <message>" read as a reply saying the message, or
 * as it was when the words after "reply" are no message. `framesAhead`: the
 * frames of whom, how and when are still to be read, so only a first word
 * that can name no one (thanks or praise, an adjective, an adverb, an
 * auxiliary, a pronoun, a determiner) opens the message yet.
 */
export function messageAfterReply(request: string, framesAhead = false): string {
  if (!MAY_REPLY.test(request)) return request;
  const tokens = tokenize(request);
  // "Reply, we looked at …": dictation may set a comma after the word it took for a call.
  const at = isComma(tokens[1]) ? 2 : 1;
  if (!REPLYING.has(lower(tokens[0]) ?? "") || tokens[at]?.kind !== "word") return request;
  const tag = partOfSpeechAt(tokens, at) ?? "";
  const first = lower(tokens[at]) ?? "";
  // "reply of course …": the only preposition that opens an answer.
  if (NOT_THE_MESSAGE.has(first) || (LEADING_TAGS.has(tag) && first !== "of")) return request;
  // "reply soon", "reply negatively but kindly": an adverb with no words of its message after it
  // says when or how.
  const next = partOfSpeechAt(tokens, at + 1);
  if (tag === "ADV" && (next === undefined || LEADING_TAGS.has(next))) return request;
  // "reply relieved it is sorted": a feeling names no one either.
  const nobody = COMPLETE_OPENERS.has(first) || FEELINGS.has(first);
  if (framesAhead && WHOM_TAGS.has(tag) && !nobody) return request;
  // "reply Marcus yes": a name in capitals is whom, unless a verb makes it the message's subject.
  const text = tokens[at]?.text ?? "";
  const named = /^\p{Lu}/u.test(text) && text !== "I";
  if (named && !VERB_TAGS.has(partOfSpeechAt(tokens, at + 1) ?? "")) return request;
  return request.replace(/^\S+\s+/u, "write a reply saying ");
}
