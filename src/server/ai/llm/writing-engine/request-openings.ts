/**
 * How people open a request before saying it, as people of many first
 * languages say it: "do the needful and …", "would you be so kind as to …",
 * "I want that you …", "hey Verba".
 */
import { ASKING, openingIn } from "./openings";
import { TITLE_PATTERN } from "./titles";

/** A question to the writer about what to write: "how do I tell Pablo? I can't come". */
const QUESTION_TO_WRITER = [
  "how do i",
  "how can i",
  "how should i",
  "what should i",
  "what do i",
  "what can i",
];

export const REQUEST_OPENINGS = [
  "do the needful and",
  "do one thing and",
  ...QUESTION_TO_WRITER,
  "how would you",
  "do one thing",
  "do what is needed and",
  "would you be so kind as to",
  "would you be so kind to",
  "be so kind as to",
  "be so kind and",
  "be so kind to",
  "is it possible to",
  "is it possible that you",
  "is it possible you",
  "would it be possible to",
  "would it be possible for you to",
  // "I would be grateful if you could tell Sara …": a wish that asks.
  "i would be grateful if you could",
  "i'd be grateful if you could",
  "i would appreciate it if you could",
  "i would appreciate if you could",
  "it would be great if you could",
  "do me a favour and",
  "do me a favor and",
  "you could",
  "maybe you could",
  "i wanted to",
  "i wanted you to",
  "i have to",
  "i must",
  "i should",
  "we need to",
  "we have to",
  "we must",
  "we want to",
  "i need you",
  "i want you",
  "kindly",
  "let me think",
  "let me see",
  "let's",
  "let us",
  "hey verba",
  "hi verba",
  "verba",
  "please to",
  "kindly to",
  "would you mind to",
  "do you mind to",
  // "can you please to write …": an infinitive's "to" kept after the asking, as in many first languages.
  ...ASKING.map((asking) => `${asking} to`),
  ...ASKING,
  // "could you maybe ask …": a hedge between the asking and the verb.
  "maybe",
  "perhaps",
  "possibly",
  "you can",
  "i want that you",
  "i need that you",
  "we want that you",
  "we need that you",
  "i would like that you",
  "i'd like that you",
  "i want to",
  "i need to",
  "need to",
  "i would like to",
  "i'd like to",
  "i need",
  "need",
  "i want",
  "i would like",
  "i'd like",
  "like",
  "hey",
  "hi",
  "yeah",
  "yep",
  "well",
  "basically",
  "actually",
  "right",
  "alright",
  "i want you to",
  "i need you to",
  "i would like you to",
  "i'd like you to",
  // "can you help me to write to …": the infinitive's "to" kept, as after the asking.
  "help me to",
  "help me with",
  "help me",
  "help to",
  "okay",
  "ok",
  "so",
  "now",
  "and",
  "also",
  "just",
];

/** Verbs a request said after the question opens with. */
const ORDERS = new Set(
  "tell ask say write reply answer respond let remind thank accept decline email text draft".split(
    " ",
  ),
);

/**
 * "What should I say to Pablo? I can't come …": the question asks for the
 * message and what follows its mark is what to say, as after a colon.
 */
export function questionToWriterAnswered(text: string): string {
  if (!openingIn(text, QUESTION_TO_WRITER)) return text;
  const mark = text.indexOf("? ");
  const next =
    text
      .slice(mark + 2)
      .split(/\s/, 1)[0]
      ?.toLowerCase() ?? "";
  // "What do I answer to Marek? Tell him …": a request follows, and is read as one.
  if (mark < 0 || ORDERS.has(next)) return text;
  return `${text.slice(0, mark)}:${text.slice(mark + 1)}`;
}

/** An opening that asks the writer: "can you", "could you please". */
const ASKED_OF_THE_WRITER = /^(?:can|could|would|will)\s+you\b/iu;
/** Requests for a message that says something, rather than asks it. */
const TELLING = /^(?:write|tell|e-?mail|message|text|let|inform|reply|respond|answer)\b/iu;

/**
 * "Can you write to the airline that my bag never arrived? The reference
 * number is 7734.": dictation closes the request's first sentence with a
 * question mark for its asking opening ("can you"), which is dropped with
 * it. The message carried in that sentence is a statement: its first mark
 * is a full stop, as the same words dictated alone would have. A question
 * mark the person typed ("can you write it? The car is ready.") stays.
 */
export function statementAfterAsking(said: string, cleaned: string, request: string): string {
  if (said.includes("?") || !ASKED_OF_THE_WRITER.test(cleaned) || !TELLING.test(request))
    return request;
  return request.replace(/\?(?=\s+\p{Lu})/u, ".");
}

/**
 * "I need that you reply to Kofi. We accept.", "can you help me answer
 * Priya? The budget …": dictation ended a sentence after whom the reply is
 * for, and the words after it are what it says, as after a colon; not an
 * order that says what to write ("… Marek? Tell him …").
 */
export const REPLY_THEN_WORDS = new RegExp(
  `^((?:[Rr]eply|[Rr]espond|[Aa]nswer|[Ww]rite back)(?:\\s+to)?\\s+(?:${TITLE_PATTERN}\\s+)?(?!${TITLE_PATTERN}\\s)\\p{Lu}[\\p{L}'’-]*)[.?]\\s+(?=\\p{Lu})(?!(?:Tell|Say|Ask|Let|Write)\\s)`,
  "u",
);

/** "make for me an email to Grace …": whom it is made for, said before the piece. */
export const MADE_FOR_ME =
  /(?<![\p{L}'’])((?:make|write|draft|prepare|compose)\s+)for\s+me\s+(?=(?:an?|the)\s)/iu;
