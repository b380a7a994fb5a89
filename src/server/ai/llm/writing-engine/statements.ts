/**
 * A chat or voice message that asks for no writing work the writer could
 * read and is not small talk: either it asks the writer something (a
 * question, "explain …", "tell me about …", or a request for a message it
 * could not read), which the built-in writer cannot answer, or it is a
 * statement the person wants back in good English.
 */
import { opensWithOrderAndReason } from "./asking-orders";
import { MODALS } from "./clause-words";
import { ASKING, dropOpenings } from "./openings";
import { ANYONE, ASKING_BEFORE_SUBJECT, SUBJECT_OPENERS } from "./question-subjects";
import { MESSAGE_VERBS_OPENING } from "./request-words";
import { lower, SPOKEN_GREETINGS, tokenize, wordSet } from "./tokens";

/**
 * Verbs that, opening a message, ask the writer to do something it was not
 * able to read as writing work ("Fix my code", "Translate …"): a statement
 * seldom opens with them, so their sentence is an ask, not text to polish.
 */
const ASKING_VERBS = wordSet(
  "fix correct proofread rewrite rephrase polish improve draft write compose shorten tighten " +
    "explain define translate summarize summarise calculate teach",
);

/** Two-word verbs of the same kind: "fire off an email …", "get back to Ruth …". */
const MESSAGE_PHRASES = ["fire off", "shoot off", "get back to", "drop a line"];

/** "Tell me about …", "Give me ideas": the writer asked for knowledge rather than given text. */
const ASKING_FOR_ME = wordSet("tell show give help teach");
const TELLING_WHAT = wordSet("about a an what how why who where which");

/**
 * "Ahmed is coming to dinner. Do we have enough chairs?": a question about
 * "we" after a statement is asked of the people the message is for, never
 * of the writer, which is no part of "we".
 */
const OURS_ASKED = /^\s+(?:do|did|can|could|should|shall|will|would|are|were|have)\s+we\s/iu;

/**
 * Whether the last sentence of `text`, a question, asks "we" after a "." or "!": found by scanning
 * back once from its "?", since a pattern looking for it from every "." ran to the end from each.
 */
export function asksOursAfterNews(text: string): boolean {
  const question = text.trimEnd();
  if (!question.endsWith("?")) return false;
  const end = question.length - 1;
  const stop = Math.max(...[".", "!", "?"].map((mark) => question.lastIndexOf(mark, end - 1)));
  return stop >= 0 && question[stop] !== "?" && OURS_ASKED.test(question.slice(stop + 1, end));
}

/**
 * Subjects of a question asked of or about the people a message is for, never the writer:
 * anyone, a third person, the news just told ("is that right"), or a noun phrase.
 */
const OTHERS = new Set([
  ...wordSet("we they he she it that this there"),
  ...ANYONE,
  ...SUBJECT_OPENERS,
]);
/** Words opening news that thanks or praises whom the message is for: "thanks", "well done". */
const THANKED = wordSet("thanks thank congratulations congrats well great");
/** Question words that ask about the news: "Who is cooking?", "Where should we put them?". */
const NEWS_QUESTION_WORDS = wordSet("what where when why how which");

/**
 * "The printer is broken again. Can someone look at it?", "The dinner is
 * on Friday. Who is cooking?": a question after a statement whose subject
 * is someone other than the writer or the person ("you", "I") is asked of
 * the people the message is for, so the message is theirs to polish.
 */
export function asksOthersAfterNews(text: string): boolean {
  const question = text.trimEnd();
  if (!question.endsWith("?")) return false;
  const end = question.length - 1;
  const stop = Math.max(...[".", "!", "?"].map((mark) => question.lastIndexOf(mark, end - 1)));
  if (stop < 0 || question[stop] === "?") return false;
  const words =
    question
      .slice(stop + 1, end)
      .toLowerCase()
      .match(/[\p{L}'’]+/gu) ?? [];
  const [first = "", second = ""] = words;
  if (first === "who") return second !== "are" && second !== "you";
  // "The flight lands at six. What time do you finish work?": a question word after news asks
  // about the news, of the people it is told to; but advice for the person ("I have an interview
  // tomorrow. What should I wear?") is asked of the writer, unless the news thanked or praised
  // the one asked ("Thanks for the invitation. What should I bring?").
  if (NEWS_QUESTION_WORDS.has(first))
    return !words.slice(1, 4).includes("i") || THANKED.has(lower(tokenize(question)[0]) ?? "");
  // "Is it far?", "Are you having a party?": so does one about it, or of "you" by its "be" or
  // "do"; "Can you …" after news may still ask the writer.
  return (
    ASKING_BEFORE_SUBJECT.has(first) &&
    (OTHERS.has(second) || (second === "you" && !MODALS.has(first)))
  );
}

/**
 * "Hello all, quick question, is the office open tomorrow?", "Hi Anna, can
 * you …": a message greeting a group or someone by name is theirs, whatever
 * it asks; "Hi there, how are you?" and "Hi Verba, …" greet the writer.
 */
const GREETS_OTHERS =
  /^(?:[Hh]i|[Hh]ello|[Hh]ey|[Dd]ear|[Gg]ood\s+(?:morning|afternoon|evening))\s+(?!Verba\b)(?:all|team|everyone|everybody|guys|folks|\p{Lu}\p{Ll}+),/u;

/** What a message may open with before what it asks: a greeting, "ok", "so". */
const LEADS = [...SPOKEN_GREETINGS, "ok", "okay", "so"];

/**
 * What `polished`, a message cleaned as dictation, asks of the writer: an
 * answer ("question": a question, "translate …", "tell me about …"), a
 * message to someone it could not read ("message": "inform everybody"), or
 * nothing, when it is a statement.
 */
export function askOf(polished: string): "question" | "message" | undefined {
  if (GREETS_OTHERS.test(polished)) return undefined;
  if (polished.trimEnd().endsWith("?"))
    return asksOursAfterNews(polished) || asksOthersAfterNews(polished) ? undefined : "question";
  const opening = dropOpenings(polished, [...LEADS, ...ASKING]);
  const [first = "", second = "", third = "", fourth = ""] =
    opening.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  if (ASKING_VERBS.has(first)) return "question";
  if (ASKING_FOR_ME.has(first) && second === "me" && (first !== "tell" || TELLING_WHAT.has(third)))
    return "question";
  const phrase = (length: number) => [first, second, third].slice(0, length).join(" ");
  // "remind me to call …", "get back to me by …": an order about the person is their own text.
  const aboutThePerson = [second, third, fourth].some((word) => word === "me" || word === "us");
  // "ask the driver he knows the way": an order with its reason, the person's own text.
  if (aboutThePerson || opensWithOrderAndReason(opening)) return undefined;
  if (
    MESSAGE_VERBS_OPENING.has(first) ||
    MESSAGE_PHRASES.includes(phrase(2)) ||
    MESSAGE_PHRASES.includes(phrase(3))
  )
    return "message";
  return undefined;
}
