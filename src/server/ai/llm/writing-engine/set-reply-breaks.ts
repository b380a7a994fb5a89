/**
 * Where a set reply or a short question (set-replies.ts) meets the rest of a
 * run-on: after one that opens a sentence when something of its own follows
 * ("yes please | the blue one is better", "of course | which one", "why not
 * | let's try it"), and before one that ends a sentence after a complete
 * clause ("that sounds great | count me in", "I can do that | what time").
 * Not where a verb or an adjective takes the question ("let me know what
 * time", "not sure how much") or the phrase is what a verb before it says
 * ("I will see you then").
 */
import { AUXILIARIES, isWord, TELL_VERBS } from "./clause-lexicon";
import { ClauseSoFar } from "./clause-so-far";
import { ADVERBS, INTRANSITIVE } from "./clause-words";
import { clauseStartsAt } from "./clauses";
import { partOfSpeechAt, readPartsOfSpeech } from "./parts-of-speech";
import { orderAt } from "./sentence-edges";
import { sentenceEndsAt, setReplyAt, shortQuestionEnd } from "./set-replies";
import { endsClause, lower, mark, type Token, wordSet } from "./tokens";

/** Words that take a question after them as their own: "not sure how much", "no idea which one". */
const QUESTION_TAKERS = wordSet("sure certain unsure aware unclear clear idea clue matter");
/** Tags of a word a question may follow as a sentence of its own: what ends a clause. */
const ENDING_TAGS = new Set(["NOUN", "PROPN", "NUM", "ADJ", "ADV"]);
/** Pronouns that end a clause as its object: "do that", "fix it", "call me". */
const OBJECT_ENDINGS = wordSet("that this it me us him her them you");

/** The most words a sentence's opener set off by a comma spans: "ok", "hi Tom". */
const OPENER_WORDS = 3;

/** Whether a reply may open at `at`: at a sentence's start, or after an opener's comma ("OK, sounds good"). */
function opensAt(tokens: Token[], at: number): boolean {
  if (at === 0 || endsClause(tokens[at - 1])) return true;
  if (tokens[at - 1]?.text !== "," || tokens[at - 1]?.kind !== "mark") return false;
  for (let back = at - 2; back >= Math.max(0, at - 2 - OPENER_WORDS); back--)
    if (back === 0 || endsClause(tokens[back - 1])) return true;
  return false;
}

/**
 * Whether what starts at `at` stands on its own after a reply: another
 * reply, a short question that ends its sentence, an order (not after
 * "please", which leads into it: "yes please send it"), or a clause unless
 * the reply leads into one ("of course we can").
 */
function ownAfterReply(tokens: Token[], at: number, reply: { end: number; leading: boolean }) {
  if (!isWord(tokens[at])) return false;
  if (setReplyAt(tokens, at)) return true;
  const question = shortQuestionEnd(tokens, at);
  if (question > 0 && sentenceEndsAt(tokens, question)) return true;
  if (orderAt(tokens, at)) return lower(tokens[reply.end - 1]) !== "please";
  return !reply.leading && clauseStartsAt(tokens, at);
}

/**
 * Where a reply opening a sentence at `at` ends when something of its own
 * follows it, or -1: a set reply; a short question before a reply or an
 * order ("what time? let me know"), and "why not" before a reply or a
 * subject's clause ("why not? we have time"), not before an order, which it
 * asks about ("why not ask him"); never before an auxiliary, which
 * continues the question ("what time is it").
 */
function openingReplyEnd(tokens: Token[], at: number): number {
  const reply = setReplyAt(tokens, at);
  if (reply) return ownAfterReply(tokens, reply.end, reply) ? reply.end : -1;
  const end = shortQuestionEnd(tokens, at);
  if (end < 0 || sentenceEndsAt(tokens, end)) return -1;
  if (AUXILIARIES.has(lower(tokens[end]) ?? "") || !isWord(tokens[end])) return -1;
  const own =
    setReplyAt(tokens, end) !== undefined ||
    (lower(tokens[at]) === "why" ? clauseStartsAt(tokens, end) : orderAt(tokens, end));
  return own ? end : -1;
}

/**
 * Whether the words before `at` end a clause that a reply or a question may
 * follow as a sentence of its own: not a verb, a preposition or a word that
 * takes a question, nor whom one tells or asks ("tell me which one").
 */
function endsBeforeReply(tokens: Token[], at: number): boolean {
  const previous = lower(tokens[at - 1]) ?? "";
  // "they never got it": an adverb before its verb waits for it.
  if (QUESTION_TAKERS.has(previous) || ADVERBS.has(previous) || previous === "not") return false;
  if (OBJECT_ENDINGS.has(previous)) return !TELL_VERBS.has(lower(tokens[at - 2]) ?? "");
  // "I can come which day": a verb that takes no object takes no question either.
  return ENDING_TAGS.has(partOfSpeechAt(tokens, at - 1) ?? "") || INTRANSITIVE.has(previous);
}

/** Whether a reply or a short question at `at` runs to the end of its sentence. */
function closingReplyAt(tokens: Token[], at: number): boolean {
  const reply = setReplyAt(tokens, at);
  const end = reply && !reply.leading ? reply.end : shortQuestionEnd(tokens, at);
  return end > 0 && sentenceEndsAt(tokens, end);
}

/**
 * The tokens with a sentence's end (by `closingMark`) where a set reply or
 * a short question meets the clause before or after it.
 */
export function separateSetReplies(
  tokens: Token[],
  closingMark: (clause: Token[]) => string,
): Token[] {
  readPartsOfSpeech(tokens);
  const out: Token[] = [];
  let start = 0;
  let clause = new ClauseSoFar();
  let replyEnd = -1;
  for (const [index, token] of tokens.entries()) {
    let broke = false;
    if (index > 0 && isWord(token) && isWord(tokens[index - 1])) {
      const afterReply = index === replyEnd;
      const beforeReply =
        clause.complete && endsBeforeReply(tokens, index) && closingReplyAt(tokens, index);
      if (afterReply || beforeReply) {
        out.push(mark(closingMark(out.slice(start))));
        start = out.length;
        clause = new ClauseSoFar();
        broke = true;
      }
    }
    // A reply is read once from where it opens, not again from a word inside it ("yes, | please").
    if (isWord(token) && index >= replyEnd && (broke || opensAt(tokens, index)))
      replyEnd = openingReplyEnd(tokens, index);
    out.push(token);
    // After a comma the clause is read afresh: "Sure, I can do that | what time".
    if (endsClause(token) || token.text === ",") {
      if (endsClause(token)) start = out.length;
      clause = new ClauseSoFar();
    } else {
      clause.openAt(tokens, index);
      clause.add(token);
    }
  }
  return out;
}
