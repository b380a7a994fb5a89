/** What the built-in writer says in its own words: what it cannot do, what it needs, and small talk. */
import { clauseStartsAt } from "./clauses";
import { clauseAfterGreetingAt, greetedLength } from "./greetings";
import { wordsOf } from "./instructions";
import { readPartsOfSpeech } from "./parts-of-speech";
import { frontedAt } from "./sentence-edges";
import { lower, SPOKEN_GREETINGS, type Token, tokenize, wordSet } from "./tokens";

const EXAMPLE_REQUEST = '"Make this more formal: hey, can you send me the report asap"';
const EXAMPLE_REPLY = '"Draft a reply to Sarah saying I will send the report on Friday"';

/**
 * What the built-in writer says to anything it cannot do: one sentence for
 * the person. How to configure a model is for whoever runs the server: the
 * log at boot, /healthz and the README say it.
 */
export const CANNOT_ANSWER =
  "I'm Verba's built-in writer, so I can't answer questions, but I can clean up or rewrite " +
  `your text and draft emails, replies and comments from what you want to say, for example: ${EXAMPLE_REPLY}.`;

const GREETING_ANSWER =
  "Hello! I'm Verba's built-in writing engine. I can clean up dictated text, rewrite it in a " +
  "professional, formal, friendly, concise or confident tone, and draft short email replies and " +
  `comments. Try: ${EXAMPLE_REQUEST}.`;

const THANKS_ANSWER =
  "You're welcome! Send me more text whenever you want it cleaned up or rewritten.";

export const WORDLESS_ANSWER =
  "Type a sentence and I'll send it back in good English, or ask me to rewrite or draft " +
  `something, for example: ${EXAMPLE_REPLY}.`;

export const NEEDS_TEXT_ANSWER = `Add the text after a colon, for example: ${EXAMPLE_REQUEST}.`;

export const NEEDS_WORDS_ANSWER =
  "Without an AI model I can't decide what a reply should say, but I can turn your own words " +
  `into a polished email. Tell me who it is for and what to say, for example: ${EXAMPLE_REPLY}.`;

/** Short messages opening with these are small talk, not requests. */
const SMALL_TALK: Array<{ openings: string[]; answer: string }> = [
  { openings: SPOKEN_GREETINGS, answer: GREETING_ANSWER },
  { openings: ["thanks", "thank you", "thx", "cheers"], answer: THANKS_ANSWER },
];
const SMALL_TALK_MAX_WORDS = 5;

/** Words that open a question to the writer after a greeting: "hi how are you". */
const ASKING_OPENERS = wordSet(
  "how what who where when why which is are was were do does did can could will would",
);

/**
 * Whether news opens at `index`: a clause, not a question to the writer
 * ("how are you") nor what the person says of themselves to it ("I need
 * help", "I have a question").
 */
function newsAt(tokens: Token[], index: number): boolean {
  const first = lower(tokens[index]) ?? "";
  if (ASKING_OPENERS.has(first) || first === "i" || first === "i'm") return false;
  return clauseAfterGreetingAt(tokens, index);
}

/** Words after a greeting that greet the writer, or no one: "hi there", "hello Verba". */
const NOT_GREETED = wordSet("there verba");

/**
 * "thanks to you we won": a phrase fronted before a clause says why, and
 * thanks no one. "hi team the release moved": a greeting before news is
 * the person's message, not small talk; "hi how are you" asks the writer.
 */
function frontsClause(message: string): boolean {
  const tokens = tokenize(message);
  if (SPOKEN_GREETINGS.includes(lower(tokens[0]) ?? "")) {
    readPartsOfSpeech(tokens);
    // "hi Ravi welcome aboard": someone greeted by name, then what is said to them; not "hi there".
    const greeted = NOT_GREETED.has(lower(tokens[1]) ?? "") ? 0 : greetedLength(tokens, 1);
    if (greeted > 0 && tokens[1 + greeted]?.kind === "word") return true;
    return tokens.some((_, at) => at > 0 && newsAt(tokens, at));
  }
  return (
    frontedAt(tokens, 0) === "phrase" && tokens.some((_, index) => clauseStartsAt(tokens, index))
  );
}

export function smallTalkAnswer(message: string): string | undefined {
  const words = wordsOf(message);
  if (words.length === 0 || words.length > SMALL_TALK_MAX_WORDS || frontsClause(message))
    return undefined;
  const opening = words.join(" ");
  return SMALL_TALK.find(({ openings }) =>
    openings.some((candidate) => opening === candidate || opening.startsWith(`${candidate} `)),
  )?.answer;
}
