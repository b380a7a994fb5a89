/** A session title from its first message. */
import { cleanDictation } from "./dictation";
import { splitGreeting } from "./greetings";
import { ASKING, dropOpenings, hasWords } from "./openings";
import { capitalizeFirst, wordSet } from "./tokens";

// ---------------------------------------------------------------------------
// Titles.

const TITLE_MAX_LENGTH = 60;

/** Openings a title leaves out, as they ask rather than say what the conversation is about. */
const REQUEST_OPENINGS = [
  ...ASKING,
  "I want you to",
  "I need you to",
  "I would like you to",
  "I'd like you to",
  "help me",
  "I need help with",
  "I need to",
  "I want to",
  "I would like to",
  "I'd like to",
  "so",
  "okay",
  "ok",
  "well",
];

/** Words a title keeps in lower case unless they open it. */
const MINOR_WORDS = wordSet(
  "a an the and but or nor for so yet to of in on at by up as via with from into",
);

function titleCase(text: string): string {
  return text
    .split(" ")
    .map((part, index) =>
      index > 0 && MINOR_WORDS.has(part.toLowerCase()) ? part : capitalizeFirst(part),
    )
    .join(" ");
}

/** At most TITLE_MAX_LENGTH characters, cut between words, never ending on "to" or "the". */
export function shorten(title: string): string {
  if (title.length <= TITLE_MAX_LENGTH) return title;
  const words = title.slice(0, TITLE_MAX_LENGTH + 1).split(" ");
  if (words.length > 1) words.pop();
  while (words.length > 1 && MINOR_WORDS.has((words.at(-1) ?? "").toLowerCase())) words.pop();
  return words
    .join(" ")
    .slice(0, TITLE_MAX_LENGTH)
    .replace(/[,;:]$/, "");
}

/** A title from the first user message: its first sentence with something to say, without greetings or "can you". */
export function deriveTitle(text: string): string {
  for (const sentence of cleanDictation(text).split(/(?<=[.!?])\s+|\n+/)) {
    const beforeColon = sentence.split(":")[0] ?? "";
    const topic = dropOpenings(splitGreeting(beforeColon).rest, REQUEST_OPENINGS).replace(
      /(?<![\s.!?,;…])[\s.!?,;…]+$/,
      "",
    );
    if (hasWords(topic)) return shorten(titleCase(topic));
  }
  return "New Chat";
}
