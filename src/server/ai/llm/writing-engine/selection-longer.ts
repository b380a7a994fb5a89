/**
 * A selection made longer without a fact it does not hold: contractions
 * spelled out, thanks said in full ("thank you very much for …"), and one
 * courteous sentence that fits what the text does, placed before a farewell
 * or a sign-off: an ask ends with thanks in advance, an apology or a refusal
 * with thanks for understanding, thanks with how much it meant, news with an
 * offer to answer questions.
 */
import { type Rewording, reword } from "./rewording";
import { SIGN_OFFS } from "./tokens";
import { CONTRACTIONS } from "./tone";

const THANKS_IN_FULL: Rewording[] = [
  ["thanks a lot", "thank you very much"],
  ["thanks so much", "thank you so much"],
  ["thx", "thank you"],
  // "thanks to the rain" is "because of", no thanks.
  ["thanks", "thank you", { notBefore: ["to"] }],
  ["thank you", "thank you very much", { notBefore: ["very", "so", "all", "again", "in"] }],
];

/** What a text does, read from its words: asks, brings bad news or says sorry, thanks, or tells. */
export const ASKS = /\?|\b(?:could|can|would|will) you\b|\bplease\b/iu;
export const REGRETS =
  /\b(?:sorry|apologi[sz]e|regret|unfortunately|cannot|can't|unable|not able|declined|rejected|damaged|delayed|late|cancell?ed|postponed)\b/iu;
const THANKS = /\bthank/iu;

/** The sentence that closes each kind of text courteously. */
const CLOSINGS_BY_KIND: Array<[RegExp, string]> = [
  [ASKS, "Thank you in advance for your help."],
  [REGRETS, "Thank you for your understanding."],
  [THANKS, "I really appreciate it."],
  [/./u, "Please let me know if you have any questions."],
];
/** A closing the text already has in other words: it is not said twice. */
const SAID_ALREADY: Record<string, RegExp> = {
  "Thank you in advance for your help.": /\bin advance\b/iu,
  "Thank you for your understanding.": /\bunderstanding\b/iu,
  "I really appreciate it.": /\bappreciate\b/iu,
  "Please let me know if you have any questions.": /\b(?:let (?:me|us) know|any questions)\b/iu,
};

/** A sentence that only takes leave, after which nothing more is said. */
const FAREWELL =
  /^(?:see you|talk (?:to you )?soon|speak soon|bye|cheers|take care|have a (?:nice|good|great|lovely)\b)/iu;
// Every sign-off ends in a letter, after which "(?!\w)" is "\b", read by the pattern check in a
// second rather than several.
const SIGN_OFF_LINE = new RegExp(`^(?:${SIGN_OFFS.join("|")})(?!\\w)[^.!?]*,?$`, "iu");

/** The courteous sentence for the text, or undefined when it closes that way already. */
function closingFor(text: string): string | undefined {
  const closing = CLOSINGS_BY_KIND.find(([kind]) => kind.test(text))?.[1];
  return closing && !SAID_ALREADY[closing]?.test(text) ? closing : undefined;
}

/** The closing placed after the last sentence that says something, before a farewell or sign-off. */
export function withClosing(text: string, closing: string): string {
  const lines = text.split("\n");
  const says = (line: string) => /[.!?]$/u.test(line.trim()) && !SIGN_OFF_LINE.test(line.trim());
  let at = lines.length - 1;
  while (at > 0 && !says(lines[at] ?? "")) at--;
  const line = lines[at] ?? "";
  const sentences = line.split(/(?<=[.!?])\s+/u);
  const last = sentences.length > 1 && FAREWELL.test(sentences.at(-1) ?? "") ? sentences.pop() : "";
  const body = sentences.join(" ");
  const ended = /[.!?]$/u.test(body) ? body : `${body}.`;
  lines[at] = [ended, closing, last].filter(Boolean).join(" ");
  return lines.join("\n");
}

/** The text longer by words it already implies and one courteous sentence that fits it. */
export function lengthened(text: string): string {
  const spelledOut = reword(THANKS_IN_FULL)(reword(CONTRACTIONS)(text));
  const closing = closingFor(spelledOut);
  return closing ? withClosing(spelledOut, closing) : spelledOut;
}
