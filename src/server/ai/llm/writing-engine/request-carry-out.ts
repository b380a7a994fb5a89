/**
 * A request's parts written out as the message: each action as what it asks
 * to write, anything else as what to say, each a sentence with its mark.
 */

import { closingMark } from "./dictation";
import { toRecipient } from "./reported-speech";
import { performAction } from "./request-actions";
import type { RequestPart } from "./request-parts";
import { capitalizeFirst, tokenize } from "./tokens";

/**
 * Each part carried out in turn: an action becomes what it asks to write,
 * anything else is what to say as it stands. A part joined by "but" keeps
 * its contrast ("Thank you for the offer, but we will pass").
 */
export function carryOut(parts: RequestPart[]): string {
  let written = "";
  for (const [index, part] of parts.entries()) {
    const sentence = finishSentence(
      performAction(part.text, index === 0) ?? toRecipient(part.text),
    );
    if (!sentence) continue;
    // "…, but a quick reminder that …" reads wrong: a phrase, not a clause, is a sentence of its own.
    if (written && part.joiner === "but" && !/^An?\s/u.test(sentence)) {
      const joined = /^I\b/u.test(sentence)
        ? sentence
        : `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
      written = `${written.replace(/[.!]$/u, "")}, but ${joined}`;
    } else written = written ? `${written} ${sentence}` : sentence;
  }
  return written;
}

/** "we received the goods and that 2 boxes were damaged" → two sentences, each with its mark. */
function finishSentence(text: string): string {
  return text
    .split(/,?(?<!\s)\s+and (?:also )?that\s+/iu)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) =>
      capitalizeFirst(/[.?!]$/u.test(sentence) ? sentence : `${sentence}${endMark(sentence)}`),
    )
    .join(" ");
}

/**
 * The mark dictation would close the last sentence with: "… tomorrow, could
 * you send me the notes?", "The venue is booked. Does the client want a
 * projector?"; "Could you …? We need it on Thursday." ends on a statement.
 */
const endMark = (text: string) => closingMark(tokenize(text.split(/[.?!] /u).at(-1) ?? ""));
