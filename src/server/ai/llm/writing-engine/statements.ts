/**
 * A chat or voice message that asks for no writing work and is not small
 * talk: either it asks the writer something (a question, or "explain …",
 * "tell me about …"), which the built-in writer cannot answer, or it is a
 * statement the person wants back in good English.
 */
import { ASKING, dropOpenings } from "./openings";
import { wordSet } from "./tokens";

/**
 * Verbs that, opening a message, ask the writer to do something it was not
 * able to read as writing work ("Fix my code", "Translate …"): a statement
 * seldom opens with them, so their sentence is an ask, not text to polish.
 */
const ASKING_VERBS = wordSet(
  "fix correct proofread rewrite rephrase polish improve draft write compose shorten tighten " +
    "explain define translate summarize summarise calculate teach",
);

/** "Tell me about …", "Give me ideas": the writer asked for knowledge rather than given text. */
const ASKING_FOR_ME = wordSet("tell show give help teach");
const TELLING_WHAT = wordSet("about a an what how why who where which");

const GREETING_LEADS = ["hey", "hi", "hello", "ok", "okay", "so"];

/** Whether `polished`, a message cleaned as dictation, asks the writer something rather than states it. */
export function asksSomething(polished: string): boolean {
  if (polished.trimEnd().endsWith("?")) return true;
  const opening = dropOpenings(polished, [...GREETING_LEADS, ...ASKING]);
  const [first = "", second = "", third = ""] = opening.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  if (ASKING_VERBS.has(first)) return true;
  if (!ASKING_FOR_ME.has(first) || second !== "me") return false;
  return first !== "tell" || TELLING_WHAT.has(third);
}
