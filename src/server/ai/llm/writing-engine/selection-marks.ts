/**
 * The comma an editor asked about punctuation puts between two clauses joined
 * by "and", "but", "so", "or" or "yet": "… Monday to Friday, and the kitchen
 * opens at noon". Only where both sides are clauses, each with its own
 * subject and verb: "bread and milk", "stayed home and watched a film" (one
 * subject, two verbs) and "so that" stay as they are.
 */
import type { PartOfSpeech } from "./parts-of-speech";
import { tagsOf } from "./selection-slips";
import { endsClause, isComma, lower, mark, render, type Token, tokenize, wordSet } from "./tokens";

const JOINING = wordSet("and but so or yet");
const SUBJECT_PRONOUNS = wordSet(
  "i we you they he she it there nobody everyone everybody someone somebody no-one",
);
/** What opens a subject's noun phrase: "the kids", "my sister", "this one". */
const SUBJECT_OPENERS = wordSet(
  "the my our your his her their this that these those a an every each",
);

const isVerbTag = (tag: PartOfSpeech | undefined) => tag === "VERB" || tag === "AUX";

/** A subject then its verb from `at`: "the kids had", "nobody answered", "Anna called". Its verb's index, or -1. */
function subjectThenVerb(
  tokens: Token[],
  tags: Array<PartOfSpeech | undefined>,
  at: number,
): number {
  // "and then we drove home": the clause opens on when, then its subject.
  const start = lower(tokens[at]) === "then" ? at + 1 : at;
  const word = lower(tokens[start]) ?? "";
  let next = start + 1;
  if (SUBJECT_OPENERS.has(word)) {
    while (tags[next] === "ADJ" || tags[next] === "NOUN") next++;
    if (next === start + 1 || tags[next - 1] !== "NOUN") return -1;
  } else if (tags[start] === "PROPN") {
    while (tags[next] === "PROPN") next++;
  } else if (!SUBJECT_PRONOUNS.has(word)) {
    return -1;
  }
  if (tags[next] === "ADV") next++;
  return isVerbTag(tags[next]) ? next : -1;
}

/** Tags after a verb, not after a noun's last word: "lives in", "wants the". */
const AFTER_A_VERB = new Set<PartOfSpeech | undefined>(["ADP", "DET", "PRON", "NUM"]);

/**
 * Whether the clause before `at`, back to its sentence's start or last comma,
 * has a verb; or an "-s" the tagger read as a noun after its subject ("my
 * sister lives in Madrid").
 */
function clauseBefore(tokens: Token[], tags: Array<PartOfSpeech | undefined>, at: number): boolean {
  for (
    let back = at - 1;
    back >= 0 && !endsClause(tokens[back]) && !isComma(tokens[back]);
    back--
  ) {
    const sFormAfterSubject =
      tags[back] === "NOUN" &&
      /s$/u.test(lower(tokens[back]) ?? "") &&
      (tags[back - 1] === "NOUN" || tags[back - 1] === "PROPN") &&
      AFTER_A_VERB.has(tags[back + 1]);
    if (isVerbTag(tags[back]) || sFormAfterSubject) return true;
  }
  return false;
}

/** The text with a comma before each "and", "but", "so" that joins two clauses; as it was otherwise. */
export function commasBetweenClauses(text: string): string {
  const tokens = tokenize(text);
  const tags = tagsOf(tokens);
  const out: Token[] = [];
  tokens.forEach((token, at) => {
    const joins =
      JOINING.has(lower(token) ?? "") &&
      out.length > 0 &&
      !isComma(tokens[at - 1]) &&
      !endsClause(tokens[at - 1]) &&
      !(lower(token) === "so" && lower(tokens[at + 1]) === "that") &&
      subjectThenVerb(tokens, tags, at + 1) > 0 &&
      clauseBefore(tokens, tags, at);
    if (joins) out.push(mark(","));
    out.push(token);
  });
  return out.length > tokens.length ? render(out) : text;
}
