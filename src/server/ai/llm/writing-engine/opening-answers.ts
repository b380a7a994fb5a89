/**
 * Answers opening a sentence ("yes", "no", "sure", "sorry", "no problem"),
 * and how each is set apart from the clause that follows it.
 */
import { clauseStartsAt } from "./clauses";
import { nameAndVerbAt } from "./phrase-verbs";
import { orderAt } from "./sentence-edges";
import { lower, phraseAt, type Token, wordSet } from "./tokens";

/**
 * A clause of its own after an answer: a pronoun's or a noun phrase's, a
 * name's ("no worries Kemal already paid") or an order ("sure call me").
 */
const ownClauseAt = (tokens: Token[], at: number) =>
  clauseStartsAt(tokens, at) || nameAndVerbAt(tokens, at) || orderAt(tokens, at);

/** Words that open a reply and are set off by a comma: "Yes, the payment …", "OK, I will …". */
const ANSWER_WORDS = wordSet("yes yeah yep ok okay alright");
const JOINING = wordSet("and or");
/**
 * Answers that are as often the start of a phrase ("no problem", "right
 * away", "sorry for …"): set off only before a clause of their own ("No,
 * the meeting is not cancelled", "Right, the printer is fixed") or another
 * answer ("No, sorry, we are fully booked").
 */
const ANSWERS_BEFORE_A_CLAUSE = wordSet("no nope nah right sure sorry");
/** Answers that are a sentence of their own before a clause: "Sure, no problem. I will …". */
const WHOLE_ANSWERS = [
  ["no", "problem"],
  ["no", "worries"],
  ["not", "yet"],
  ["no", "way"],
];
/**
 * Words that are a whole answer only after another ("Yes, exactly. The
 * meeting …", "No, thanks. We found …"): opening a sentence, an adverb says
 * how much ("exactly 12 laptops …") and thanks is read with what it thanks for.
 */
const AFTER_AN_ANSWER = [["thank", "you"], ["thanks"], ["exactly"], ["absolutely"], ["definitely"]];

/** An answer opening a sentence: how many words, and the mark after them. */
export interface Answer {
  length: number;
  mark: string;
}

/**
 * The answer opening a sentence at `index` (`afterAnswer`: right after
 * another): how many words, and the mark that sets it apart from what
 * follows; undefined when there is none. An answer after an answer is read
 * once, not on along a run of them.
 */
export function answerAt(
  tokens: Token[],
  index: number,
  afterAnswer: boolean,
  first = true,
): Answer | undefined {
  const whole =
    WHOLE_ANSWERS.find((phrase) => phraseAt(tokens, index, phrase)) ??
    (afterAnswer ? AFTER_AN_ANSWER.find((phrase) => phraseAt(tokens, index, phrase)) : undefined);
  if (whole && ownClauseAt(tokens, index + whole.length))
    return { length: whole.length, mark: "." };
  // "Excuse me, where is …": a call for attention, set off from the clause it opens.
  if (phraseAt(tokens, index, ["excuse", "me"]) && ownClauseAt(tokens, index + 2))
    return { length: 2, mark: "," };
  const text = lower(tokens[index]) ?? "";
  if (tokens[index + 1]?.kind !== "word") return undefined;
  // "yes and no", "yes or no": an answer joined to another is one phrase.
  if (ANSWER_WORDS.has(text) && !JOINING.has(lower(tokens[index + 1]) ?? ""))
    return { length: 1, mark: "," };
  const beforeClause =
    ANSWERS_BEFORE_A_CLAUSE.has(text) &&
    (ownClauseAt(tokens, index + 1) || (first && answerAt(tokens, index + 1, true, false)));
  return beforeClause ? { length: 1, mark: "," } : undefined;
}

/** Thanks said first, and what may say how much: "thank you so much", "thanks a million". */
const THANKS = [["thank", "you"], ["thanks"], ["many", "thanks"]];
const HOW_MUCH = [
  ["so", "much"],
  ["very", "much"],
  ["a", "lot"],
  ["a", "million"],
  ["a", "ton"],
];
/** The most words a thanks phrase gives for what it thanks for: "for letting me know". */
const MOST_THANKED_FOR = 6;
/** The most words a thanks phrase holds: thanks, how much, "for" and what for. */
const MOST_THANKS_WORDS = 2 + 2 + 1 + MOST_THANKED_FOR;

/**
 * Whether the words since the last mark are a thanks phrase, complete
 * before an answer ("thanks for asking, yes …", "thank you so much, no …"):
 * thanks, how much, and what for, in a few words.
 */
function thanksPhraseEnds(out: Token[]): boolean {
  // Read back no further than the longest thanks phrase, so a long run of words costs no more.
  const reach = Math.max(0, out.length - MOST_THANKS_WORDS);
  let start = out.length;
  while (start > reach && out[start - 1]?.kind === "word") start--;
  if (start > 0 && out[start - 1]?.kind === "word") return false;
  const thanks = THANKS.find((phrase) => phraseAt(out, start, phrase));
  if (!thanks) return false;
  let at = start + thanks.length;
  at += HOW_MUCH.find((phrase) => phraseAt(out, at, phrase))?.length ?? 0;
  if (lower(out[at]) !== "for") return at === out.length && at > start + thanks.length;
  const thankedFor = out.length - at - 1;
  return thankedFor > 0 && thankedFor <= MOST_THANKED_FOR;
}

/** The answers that say yes or no, which a thanks phrase may come before. */
const YES_OR_NO = wordSet("yes yeah yep no nope nah");

/**
 * The answer at `index` that opens a sentence after a thanks phrase, `out`
 * holding what was said before it ("thanks for asking. Yes, I can join");
 * undefined when there is none.
 */
export const answerAfterThanksAt = (out: Token[], tokens: Token[], index: number) =>
  YES_OR_NO.has(lower(tokens[index]) ?? "") && thanksPhraseEnds(out)
    ? answerAt(tokens, index, false)
    : undefined;

/** Words that lead into an answer: "well no, …", "so yeah, …" (not "oh no", an interjection). */
const ANSWER_LEADS = wordSet("well so hey");

/** Whether a word opening a sentence may lead into an answer: a lead, or a name called ("Tom, no, …"). */
export const leadsIntoAnswer = (token: Token | undefined) =>
  token?.kind === "word" &&
  (ANSWER_LEADS.has(lower(token) ?? "") || /^\p{Lu}\p{Ll}/u.test(token.text));
