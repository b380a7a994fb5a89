/**
 * A short tail with no verb of its own after a complete statement, which a
 * writer sets off with a comma: what a price leaves out or holds ("… per
 * person, drinks not included"), a limit ("… per hour, minimum 2 hours"),
 * and how much a figure moved ("… look good, 12 percent up"). Said without
 * a pause it runs on the statement as if the statement went on.
 */
import { THIRD_PERSON } from "./clause-lexicon";
import { TIME_NOUNS } from "./clause-times";
import { isVerbAt, partOfSpeechAt } from "./parts-of-speech";
import { endsClause, lower, mark, type Token, wordSet } from "./tokens";

/** What a price says it leaves out or holds: "drinks not included", "tax excluded". */
const HELD = wordSet("included excluded");
/** Words that open a limit: "minimum 2 hours", "maximum 25". */
const LIMITS = wordSet("minimum maximum max min");
/** How a figure moved: "12 percent up", "5 percent more". */
const MOVED = wordSet("up down more less higher lower");
const PERCENT = wordSet("percent per cent %");

/** Tags of a word a statement can end on before its tail: "per person", "the numbers look good", "again". */
const ENDS_A_STATEMENT = new Set(["NOUN", "PROPN", "NUM", "ADJ", "ADV"]);

/** Words that leave a phrase open, after which no tail starts: "the", "of", "is". */
const OPEN_PHRASE = wordSet(
  "a an the my our your their his her its this that these those of to for with from by in on at and or is are was were be",
);

const wordAt = (tokens: Token[], at: number) => lower(tokens[at]) ?? "";
const isWordToken = (token: Token | undefined) => token?.kind === "word";

/**
 * How many words at `at` make a tail running to `end`: "drinks not
 * included", "bills and water included"; 0 when they make none.
 */
function tailLength(tokens: Token[], at: number, end: number): number {
  const words = tokens.slice(at, end).map((token) => lower(token) ?? "");
  const length = words.length;
  // "drinks not included", "breakfast and dinner included": a noun or two, then whether it is held.
  if (HELD.has(words.at(-1) ?? "")) {
    const held = words.at(-2) === "not" ? length - 2 : length - 1;
    const nouns = words.slice(0, held);
    const named =
      (nouns.length === 1 || (nouns.length === 3 && nouns[1] === "and")) &&
      nouns.every((text, offset) => offset === 1 || !OPEN_PHRASE.has(text));
    return named && !isVerbAt(tokens, at) ? length : 0;
  }
  // "minimum 2 hours", "maximum 25": a limit, its figure and what it counts.
  if (LIMITS.has(words[0] ?? ""))
    return length <= 3 && partOfSpeechAt(tokens, at + 1) === "NUM" ? length : 0;
  // "12 percent up": a figure and how it moved.
  // Not after a noun, which the figure may go on ("we expect the price 10 percent up").
  const moved = length === 3 && PERCENT.has(words[1] ?? "") && MOVED.has(words[2] ?? "");
  const after = partOfSpeechAt(tokens, at - 1);
  const said = after === "ADJ" || after === "ADV" || TIME_NOUNS.has(lower(tokens[at - 1]) ?? "");
  return moved && said && partOfSpeechAt(tokens, at) === "NUM" ? length : 0;
}

/** Whether a verb comes between `start` and `at`: the statement before a tail is complete. */
function verbBetween(tokens: Token[], start: number, at: number): boolean {
  // "the room costs 80 euros": the tagger reads some verbs in "-s" as nouns.
  for (let index = start; index < at; index++)
    if (isVerbAt(tokens, index) || THIRD_PERSON.has(lower(tokens[index]) ?? "")) return true;
  return false;
}

/** Each verbless tail after a complete statement set off with a comma. */
export function setOffVerblessTails(tokens: Token[]): Token[] {
  const out = [...tokens];
  let start = 0;
  for (let end = 0; end <= out.length; end++) {
    if (end < out.length && !endsClause(out[end])) continue;
    // A tail is at most four words: try each start from the shortest.
    for (let at = end - 2; at >= Math.max(start + 2, end - 4); at--) {
      if (!out.slice(at - 1, end).every(isWordToken)) break;
      if (tailLength(out, at, end) === 0) continue;
      const before = wordAt(out, at - 1);
      const ends =
        ENDS_A_STATEMENT.has(partOfSpeechAt(out, at - 1) ?? "") && !OPEN_PHRASE.has(before);
      // "… bills and water included": a shorter tail inside a longer one is no tail.
      if (!ends) continue;
      if (verbBetween(out, start, at - 1)) {
        out.splice(at, 0, mark(","));
        end += 1;
      }
      break;
    }
    start = end + 1;
  }
  return out;
}
