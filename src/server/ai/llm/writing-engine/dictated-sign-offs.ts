/**
 * A closing said at the end of a dictation with the name signed after it:
 * "best regards anna", "… the slides are attached best regards tomasz". A
 * letter signs so on two lines, the closing with its comma and the name
 * under it ("Best regards,\nAnna"), after the message's own last sentence.
 */
import { GIVEN_NAMES, GIVEN_NAMES_ALSO_WORDS } from "./given-names";
import { isNameLike } from "./greetings";
import { isLexiconWord } from "./tagger";
import { CLOSINGS, capitalizeFirst, wordSet } from "./tokens";

/** A closing and one or two words after it, to the end of the text, and the mark that ends it. */
const CLOSING_AND_NAME = new RegExp(
  `(?:^|(?<=[\\s.!?,]))(${CLOSINGS.join("|")})[,.!]?\\s+(\\p{L}[\\p{L}'’-]*(?:\\s+\\p{L}[\\p{L}'’-]*)?)([.!?]?)$`,
  "iu",
);

/** Words before "regards" that make it a thing sent, not a closing: "send my regards anna". */
const REGARDS_SENT = wordSet("my our his her their your the send give pass sends gives");

/** A word signed as a name: written with its capital, a given name, or no English word. */
const signsName = (word: string) =>
  isNameLike(word) &&
  (/^\p{Lu}/u.test(word) ||
    GIVEN_NAMES.has(word.toLowerCase()) ||
    GIVEN_NAMES_ALSO_WORDS.has(word.toLowerCase()) ||
    !isLexiconWord(word.toLowerCase()));

export interface SignOffSaid {
  /** What was said before the closing, with the mark that ended it all. */
  body: string;
  /** The closing and the name under it: "Best regards,\nAnna". */
  signature: string;
}

/** The closing and name said at the end of `text` (cleaned dictation), or undefined. */
export function signOffSaid(text: string): SignOffSaid | undefined {
  const said = CLOSING_AND_NAME.exec(text);
  if (!said) return undefined;
  const [, closing = "", name = "", stop = ""] = said;
  const before = text.slice(0, said.index).trimEnd();
  const lastWord = before.match(/(?<!\p{L})\p{L}+$/u)?.[0]?.toLowerCase() ?? "";
  if (REGARDS_SENT.has(lastWord) || !name.split(/\s+/).every(signsName)) return undefined;
  const body = before.replace(/[,;:]$/, "");
  const ended = body === "" || /[.!?]$/.test(body) ? body : `${body}${stop || "."}`;
  const signed = name.split(/\s+/).map(capitalizeFirst).join(" ");
  return { body: ended, signature: `${capitalizeFirst(closing.toLowerCase())},\n${signed}` };
}
