/**
 * Words that open a sentence and are set off by a comma, where speech ran
 * them into the clause before: "… arrived yesterday however two pages are
 * missing" → "… arrived yesterday. However, two pages are missing."; and the
 * steps of a list said as sentences: "first we check the logs second we
 * restart the server" → "First, we check the logs. Second, we restart …".
 */
import { ClauseSoFar } from "./clause-so-far";
import { clauseStartsAt } from "./clauses";
import { isFiniteAt } from "./noun-phrases";
import {
  DETERMINERS,
  endsClause,
  isComma,
  lower,
  mark,
  phraseAt,
  type Token,
  wordSet,
} from "./tokens";

/** Adverbs that, before a clause of their own, always open a sentence. */
const SENTENCE_ADVERBS = wordSet(
  "however also therefore moreover furthermore meanwhile unfortunately fortunately luckily additionally besides otherwise anyway firstly secondly thirdly finally lastly",
);
/** Conjunctions an adverb may follow inside a clause: "and also", "but however". */
const JOINING = wordSet("and but or so then");
/** Ordinals that mark a step only when a list of steps is said: "first …, second …". */
const ORDINALS = wordSet("first second third fourth fifth");
const SUBJECTS = wordSet("i we you they he she it there");
const ASKING = wordSet("can could would will is are was were do does did have has");
/** Question words that open a question with its verb straight after: "who approves it", "what is …". */
const ASKING_SUBJECTS = wordSet("who what");
/** What a step may open with besides a subject: "first of all thank you", "second please send …". */
const OPENERS = wordSet("thank thanks sorry please congratulations let let's");

/** Verbs of choosing, after which "however" means "in whatever way": "meet however you like". */
const CHOOSING = wordSet("like likes want wants prefer prefers choose chooses wish wishes");

/** Whether a clause of its own starts at `index`, after an adverb that opens it. */
function opensClause(tokens: Token[], index: number): boolean {
  const first = lower(tokens[index]);
  const second = tokens[index + 1];
  if (first === undefined) return false;
  if (lower(tokens[index - 1]) === "however" && CHOOSING.has(lower(second) ?? "")) return false;
  if (SUBJECTS.has(first) || OPENERS.has(first)) return second?.kind === "word";
  if (ASKING.has(first))
    return SUBJECTS.has(lower(second) ?? "") || DETERMINERS.has(lower(second) ?? "");
  // "second, who approves it", "first, what is the budget": a question opened by "who" or "what".
  if (ASKING_SUBJECTS.has(first))
    return isFiniteAt(tokens, index + 1) || ASKING.has(lower(second) ?? "");
  return clauseStartsAt(tokens, index);
}

/**
 * Whether the clause so far is one the marker can follow: one with its verb,
 * a question ("can you send me the file today"), or, after a comma or within
 * a list of steps, any three words ("we check the logs").
 */
function endsClauseOfItsOwn(clause: ClauseSoFar, loosely: boolean): boolean {
  if (loosely && clause.words >= 3) return true;
  const asks =
    ASKING.has(clause.first ?? "") && SUBJECTS.has(clause.second ?? "") && clause.words >= 4;
  return asks || clause.complete;
}

/** How many words the marker at `index` spans: "first of all" 3, "however" 1, none 0. */
function markerAt(tokens: Token[], index: number, listed: boolean): number {
  if (phraseAt(tokens, index, ["first", "of", "all"])) return 3;
  const text = lower(tokens[index]) ?? "";
  if (SENTENCE_ADVERBS.has(text)) return 1;
  return listed && ORDINALS.has(text) && !DETERMINERS.has(lower(tokens[index - 1]) ?? "") ? 1 : 0;
}

export function separateSentenceMarkers(
  tokens: Token[],
  closingMark: (clause: Token[]) => string,
): Token[] {
  const ordinals = new Set(tokens.map(lower).filter((text) => ORDINALS.has(text ?? "")));
  const listed = ordinals.size >= 2;
  const out: Token[] = [];
  let start = 0;
  let clause = new ClauseSoFar();
  let index = 0;
  while (index < tokens.length) {
    const length = tokens[index]?.kind === "word" ? markerAt(tokens, index, listed) : 0;
    const previous = out.at(-1);
    const atStart = previous === undefined || previous.kind === "break" || endsClause(previous);
    // "…, and also let her know": after a conjunction the adverb is inside the clause it joins.
    const afterClause =
      ((previous?.kind === "word" && !JOINING.has(lower(previous) ?? "")) || isComma(previous)) &&
      endsClauseOfItsOwn(clause, listed || isComma(previous));
    if (length === 0 || !(atStart || afterClause) || !opensClause(tokens, index + length)) {
      out.push(tokens[index] as Token);
      if (endsClause(tokens[index])) {
        start = out.length;
        clause = new ClauseSoFar();
      } else clause.add(tokens[index]);
      index += 1;
      continue;
    }
    if (!atStart) {
      if (isComma(out.at(-1))) out.pop();
      out.push(mark(closingMark(out.slice(start))));
    }
    out.push(...tokens.slice(index, index + length), mark(","));
    start = out.length;
    clause = new ClauseSoFar();
    index += length;
  }
  return out;
}
