/**
 * A piece of writing named after whom it goes to: "send Camille a message
 * the results are out", "leave Sione a note saying …", "drop her a line:
 * …". Read word by word, and brought to "write to Camille saying …", which
 * the request reader knows; dictation may have ended a sentence after the
 * piece ("… a message? The results …"), and what follows is still what it says.
 */
import { PIECE } from "./request-words";

const GIVING = new Set(["send", "drop", "leave", "give", "shoot", "fire", "write", "get"]);
/** The pieces a request names, and "a line", which is only ever dropped to someone. */
const PIECES = new Set([...PIECE.split("|"), "line"]);
const DESCRIBING = new Set([
  "quick",
  "short",
  "little",
  "brief",
  "small",
  "nice",
  "kind",
  "polite",
]);
const REPLIES = new Set(["reply", "response", "answer"]);
const PRONOUNS = new Set(["him", "her", "them"]);
/** Words that already say how the piece leads into its words. */
const LEADS = new Set(["that", "saying", "about", "asking", "telling", "to", "and"]);

const bare = (word: string | undefined) =>
  (word ?? "").toLowerCase().replace(/(?<![.?!,:])[.?!,:]+$/u, "");
const isName = (word: string | undefined) => /^\p{Lu}[\p{L}'’-]*[,.?]?$/u.test(word ?? "");

export function pieceAfterWhom(text: string): string {
  const words = text.trim().split(/\s+/u);
  if (!GIVING.has(bare(words[0]))) return text;
  const named = isName(words[1])
    ? isName(words[2]) && !/[.?,]$/u.test(words[1] ?? "")
      ? 2
      : 1
    : 0;
  const whomLength = PRONOUNS.has(bare(words[1])) ? 1 : named;
  if (whomLength === 0) return text;
  let at = 1 + whomLength;
  if (bare(words[at]) !== "a" && bare(words[at]) !== "an") return text;
  at += 1;
  while (DESCRIBING.has(bare(words[at]))) at += 1;
  const piece = words[at] ?? "";
  // "drop Tom a message: running late": a colon says where its words start, as the reader knows.
  if (!PIECES.has(bare(piece)) || piece.endsWith(":")) return text;
  const rest = words.slice(at + 1);
  if (rest.length === 0) return text;
  const ended = /[.?!]$/u.test(piece);
  const [first = "", ...others] = rest;
  // "… a message? The results …": the capital was the mark's, not the word's; "I" keeps its own.
  const opening = ended && first !== "I" ? first.toLowerCase() : first;
  const lead = LEADS.has(bare(first)) ? "" : "saying ";
  const whom = words
    .slice(1, 1 + whomLength)
    .join(" ")
    .replace(/[,.?]$/u, "");
  // "give him an answer that …": an answer is a reply to whom it goes to.
  const verb = REPLIES.has(bare(piece)) ? "reply" : "write";
  return `${verb} to ${whom} ${lead}${[opening, ...others].join(" ")}`;
}
