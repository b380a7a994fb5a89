/**
 * A request that names its subject before whom to tell: "about the invoice
 * 2231, tell Anna it's paid" → "tell Anna that regarding the invoice 2231:
 * it's paid". The subject stays with the news it was said for.
 */
import { WHO } from "./request-words";

/** "about", "regarding", "re:", "as for": what opens a subject said first. */
const SUBJECT_OPENER = /^(?:about|regarding|re:?|concerning|as for)\s+/iu;
/** The longest subject read, in characters: "the invoice 2231", not a message of its own. */
const LONGEST_SUBJECT = 60;
/** What follows the subject: a pause, then the verb of telling and whom. */
const TOLD_AFTER_SUBJECT = new RegExp(
  `(?:\\s*[,:-])?\\s+(tell|inform|write to|email|message)\\s+(${WHO})\\s+(?:that\\s+)?`,
  "iuy",
);

/**
 * The request with its subject moved after whom it tells, or as it was. The
 * subject is the shortest that a verb of telling follows, as a lazy pattern
 * reads it; the search for it is done here, one length at a time, because
 * one pattern with its bounded run took the pattern check 25 s.
 */
export function subjectSaidFirst(text: string): string {
  const start = text.match(SUBJECT_OPENER)?.[0].length;
  if (start === undefined) return text;
  let end = start;
  for (let length = 0; length < LONGEST_SUBJECT; length++) {
    const character = String.fromCodePoint(text.codePointAt(end) ?? 0);
    // The subject starts with neither a space nor a pause, and never holds a pause.
    if (end >= text.length || /[,:]/u.test(character) || (length === 0 && /\s/u.test(character)))
      return text;
    end += character.length;
    TOLD_AFTER_SUBJECT.lastIndex = end;
    const told = TOLD_AFTER_SUBJECT.exec(text);
    if (told) {
      const [, verb, whom] = told;
      return `${verb} ${whom} that regarding ${text.slice(start, end)}: ${text.slice(TOLD_AFTER_SUBJECT.lastIndex)}`;
    }
  }
  return text;
}
