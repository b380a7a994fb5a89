/**
 * What a person checks in a written text before sending it, as properties a
 * program can score: each says whether it applies to a case and whether the
 * writer's result has it. Both halves of the writer benchmark use these same
 * properties.
 */
import type { WriterCase } from "./writer-cases";

export interface WriterProperty {
  name: string;
  applies: (item: WriterCase) => boolean;
  holds: (result: string, item: WriterCase) => boolean;
}

type Snippet = NonNullable<WriterCase["snippets"]>[number];

const GREETING_LINE = /^(hi|hello|hey|dear|good (morning|afternoon|evening))\b[^\n]*,$/gim;
const SIGN_OFF_LINE = /^(best regards|kind regards|regards|best|thanks|cheers|sincerely)\b,?$/gim;
/** A name signed on the line under a sign-off ("Best regards,\nAnna"), which ends on no mark. */
const SIGNED_NAME =
  /(?<=^(?:Best regards|Kind regards|Warm regards|Regards|Best|Thanks|Cheers|Sincerely|Yours sincerely|Best wishes|All the best),)\n\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*){0,2}$/u;
/**
 * A request handed back instead of carried out: its verb opening a line or a
 * sentence ("Decline politely …"), or a second part joined on ("… was paid
 * and add my …").
 */
const REQUEST_ECHO = new RegExp(
  [
    "\\b(write|draft|compose)\\s+(a|an|me)\\b|\\bsaying\\b",
    "(^|[.!?]\\s+)(tell|ask|reply|say|accept|decline|refuse|turn down|follow up|remind|add|mention|explain|apologi[sz]e|politely|kindly)\\b",
    "\\b(and|then|but|also),?\\s+(say|tell|ask|add|mention|explain|remind|include|attach|decline|accept|apologi[sz]e)\\b",
  ].join("|"),
  "imu",
);
/**
 * "Let Maria know …" handed back. Apart, because only a capital names a person:
 * under the flag `i`, `\p{Lu}` matches any letter, and "Let me know" is a
 * sentence a reply may rightly end with.
 */
const LET_KNOW_ECHO = /(^|[.!?]\s+)[Ll]et (him|her|them|\p{Lu}\p{L}+) know\b/mu;
/**
 * "You know" is a filler, but not in "as you know", "if you know" or "let you
 * know", which say something. A word said twice is a stumble, but not "had
 * had" or "that that", which are grammar, nor a figure read out twice ("555 555").
 */
const FILLERS =
  /\b(um|uh|er|erm|no wait|i mean|(?<!\b(?:as|if|do|did|don't|didn't|let) )you know|no sorry)\b|\b(?!(?:had|that)\b)(\p{L}+) \2\b/iu;
const CONFIGURATION =
  /api key|gemini|openai|google_cloud|environment variable|configure|\b[A-Z]+_[A-Z_]+\b/i;

/** The snippets whose trigger the person said: only these must turn into their text. */
function saidSnippets(item: WriterCase): Snippet[] {
  const said = item.say.toLowerCase();
  return (item.snippets ?? []).filter((snippet) => said.includes(snippet.trigger.toLowerCase()));
}

/**
 * The writer's own words: each snippet's text stands in as one finished
 * sentence, because a link, an address or an IBAN is the person's fixed text
 * and is not judged for casing, end marks or fillers. Longer texts first, so
 * that a signature holding a phone number is replaced whole.
 */
function prose(result: string, item: WriterCase): string {
  const texts = (item.snippets ?? []).map((snippet) => snippet.text);
  return texts
    .sort((a, b) => b.length - a.length)
    .reduce((text, snippet) => text.split(snippet).join("Snippet."), result);
}

/** Lowercase words only, so that "Write to Tom," and "write to Tom" compare alike. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const SPOKEN_FILLER = /^((um|uh|er|erm)\s+)+/;
const JOINED_INSTRUCTION =
  /(?:\band|\bbut|\bthen|,)\s+((?:add|ask|tell|thank|wish|remind|offer|invite)\s+(?:him|her|them|my))\b/g;

/**
 * The words of a request that are instructions to the writer, not the
 * message: its first three words ("write to Tom", "decline politely say"),
 * and each later part joined on as an order about the recipient or the
 * person ("… and add my …", "… but thank him …").
 */
function instructions(item: WriterCase): { opening: string; joined: string[] } {
  const opening = words(item.say).replace(SPOKEN_FILLER, "").split(" ").slice(0, 3).join(" ");
  const joined = [...item.say.toLowerCase().matchAll(JOINED_INSTRUCTION)].map(
    (match) => match[1] ?? "",
  );
  return { opening, joined };
}

const ASKED_SHORTER = /\b(short|shorter|shorten|brief|briefer|concise|trim|cut)\b/i;
/** "it's too short" asks for more words, though it says "short". */
const ASKED_LONGER = /\b(longer|expand|more detail|elaborate|too short|not long enough)\b/i;
/** An ask about marks or capitals only, which a text answers without changing a word. */
const ASKED_MARKS =
  /\b(punctuation|punctuate|commas?|capitals?|capitali[sz]e|capitali[sz]ation|upper ?case)\b/i;
const ASKED_FORMAL = /\b(formal|professional|polite|politer|respectful)\b/i;
/** What no formal text keeps: chat greetings, abbreviations and slang. */
const INFORMAL = /\b(hey|yo|guys|pls|plz|thx|asap|gonna|wanna|gotta|kinda|yeah|u|ur|lol|btw)\b/i;
/** "change X to Y", "replace X with Y": the words asked in, and the words asked out. */
const ASKED_SWAP = /\b(?:change|replace)\s+'?([^']+?)'?\s+(?:to|with|by)\s+'?([^']+?)'?$/i;

/** Word count of a text, for "shorter" and "longer". */
const wordCount = (text: string) => words(text).split(" ").filter(Boolean).length;

/**
 * A rewrite of the selection did what it was asked: the text changed (its
 * marks and capitals count when those are what was asked about), a
 * shorter one has fewer words, a longer one more, a formal one keeps no chat
 * words, and a swap put the new words in place of the old.
 */
function rewriteDone(result: string, item: WriterCase): boolean {
  const selection = item.context ?? "";
  const asked = item.say;
  const same = ASKED_MARKS.test(asked)
    ? result.replace(/\s+/g, " ").trim() === selection.replace(/\s+/g, " ").trim()
    : words(result) === words(selection);
  if (same) return false;
  const longer = ASKED_LONGER.test(asked);
  if (!longer && ASKED_SHORTER.test(asked) && wordCount(result) >= wordCount(selection))
    return false;
  if (longer && wordCount(result) <= wordCount(selection)) return false;
  if (ASKED_FORMAL.test(asked) && INFORMAL.test(result)) return false;
  const swap = ASKED_SWAP.exec(asked.trim());
  if (swap?.[1] && swap[2]) {
    const [, out, into] = swap;
    if (!words(result).includes(words(into))) return false;
    if (words(result).includes(words(out)) && !words(into).includes(words(out))) return false;
  }
  return true;
}

export const WRITER_PROPERTIES: WriterProperty[] = [
  {
    name: "request carried out",
    applies: (item) => item.says !== undefined,
    holds: (result, item) =>
      result.toLowerCase().includes((item.says ?? "").toLowerCase()) &&
      !REQUEST_ECHO.test(prose(result, item)) &&
      !LET_KNOW_ECHO.test(prose(result, item)),
  },
  {
    // The request's own words handed back ("Write to Tom that …") or a later part
    // joined on as a broken clause ("… was paid and add my phone number").
    name: "no instruction left in the text",
    applies: (item) => item.says !== undefined && instructions(item).opening !== "",
    holds: (result, item) => {
      const { opening, joined } = instructions(item);
      const lines = prose(result, item).split("\n").map(words);
      const text = lines.join(" ");
      return (
        !lines.some((line) => `${line} `.startsWith(`${opening} `)) &&
        !joined.some((phrase) => new RegExp(`\\b${phrase}\\b`).test(text))
      );
    },
  },
  {
    name: "clauses set apart",
    applies: (item) => item.punctuated !== undefined,
    holds: (result, item) => (item.punctuated ?? []).every((piece) => result.includes(piece)),
  },
  {
    name: "rewrite done as asked",
    applies: (item) => item.via === "transform",
    holds: rewriteDone,
  },
  {
    name: "names and numbers kept",
    applies: (item) => item.keep.length > 0,
    holds: (result, item) => item.keep.every((kept) => result.includes(kept)),
  },
  {
    name: "fillers gone",
    applies: () => true,
    holds: (result, item) => !FILLERS.test(prose(result, item)),
  },
  {
    name: "casing and end marks",
    applies: () => true,
    holds: (result, item) => {
      const paragraphs = prose(result, item)
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim().replace(SIGNED_NAME, ""));
      return (
        paragraphs.every((paragraph) => /^[\p{Lu}\d$]/u.test(paragraph)) &&
        paragraphs.every((paragraph) => /[.?!,:]$|^[\p{Lu}][\p{L}'’.-]*$/u.test(paragraph))
      );
    },
  },
  {
    name: "one greeting, one sign-off",
    applies: () => true,
    holds: (result, item) => {
      const whole = `${item.editor ?? ""}\n${prose(result, item)}`;
      return (
        (whole.match(GREETING_LINE)?.length ?? 0) <= 1 &&
        (whole.match(SIGN_OFF_LINE)?.length ?? 0) <= 1
      );
    },
  },
  {
    name: "no configuration text",
    applies: () => true,
    holds: (result, item) => !CONFIGURATION.test(prose(result, item)),
  },
  {
    // Placed where it was said: its text is there exactly, and the trigger words are gone.
    name: "snippets kept byte for byte",
    applies: (item) => saidSnippets(item).length > 0,
    holds: (result, item) => {
      const words = prose(result, item).toLowerCase();
      return saidSnippets(item).every(
        (snippet) =>
          result.includes(snippet.text) && !words.includes(snippet.trigger.toLowerCase()),
      );
    },
  },
];
