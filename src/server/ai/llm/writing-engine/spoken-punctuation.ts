/**
 * Spoken punctuation: dictation tools treat these words as commands ("comma",
 * "full stop", "new paragraph"), except where the word is part of a noun
 * ("the trial period ends") or follows a determiner ("a comma").
 */
import {
  DETERMINERS,
  LINE_BREAK,
  lower,
  mark,
  PARAGRAPH_BREAK,
  phraseAt,
  type Token,
  wordSet,
} from "./tokens";

/** Words that make "period" part of a noun ("the trial period ends"), not a full stop. */
const PERIOD_COMPOUNDS = wordSet(
  "trial grace notice waiting probation probationary billing reporting holiday transition payment review time",
);

const SPOKEN_PUNCTUATION: Array<{ phrase: string[]; token: Token; nounAfter?: Set<string> }> = [
  { phrase: ["new", "paragraph"], token: PARAGRAPH_BREAK },
  { phrase: ["new", "line"], token: LINE_BREAK },
  { phrase: ["question", "mark"], token: mark("?") },
  { phrase: ["exclamation", "mark"], token: mark("!") },
  { phrase: ["exclamation", "point"], token: mark("!") },
  { phrase: ["full", "stop"], token: mark(".") },
  { phrase: ["period"], token: mark("."), nounAfter: PERIOD_COMPOUNDS },
  { phrase: ["comma"], token: mark(",") },
  { phrase: ["colon"], token: mark(":") },
  { phrase: ["semicolon"], token: mark(";") },
];

/** Punctuation said as words ("comma", "new paragraph") written as the marks they name. */
export function spokenPunctuation(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const before = lower(out.at(-1)) ?? "";
    const rule = SPOKEN_PUNCTUATION.find(
      ({ phrase, nounAfter }) =>
        phraseAt(tokens, index, phrase) && !DETERMINERS.has(before) && !nounAfter?.has(before),
    );
    out.push(rule ? rule.token : (tokens[index] as Token));
    index += rule ? rule.phrase.length : 1;
  }
  return out;
}
