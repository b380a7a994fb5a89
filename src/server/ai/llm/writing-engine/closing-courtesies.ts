/**
 * Thanks or an apology tacked on to the end of a clause ("… for Q3 please
 * thank you?", "the room is already taken sorry") is a sentence of its own.
 */
import { BE_FORMS, LINKING_VERBS } from "./clause-words";
import { clauseStart, endsClause, lower, mark, phraseAt, type Token, wordSet } from "./tokens";

const CLOSING_COURTESIES = [
  ["thank", "you", "very", "much"],
  ["thank", "you", "so", "much"],
  ["thanks", "a", "lot"],
  ["many", "thanks"],
  ["thank", "you"],
  ["thanks"],
  ["so", "sorry"],
  ["really", "sorry"],
  ["sorry"],
];

/** After these, thanks is what is said or given ("I wanted to say thanks"), not a closing. */
const SAID_OR_GIVEN_AFTER = wordSet(
  "say said saying send sending give express many a my our big and but with to no",
);

/**
 * After these, "sorry" says how someone is ("I am sorry", "we are so
 * sorry", "she looks sorry", "I feel very sorry"), not an apology on its own.
 */
export const HOW_SOMEONE_IS = new Set([
  ...BE_FORMS,
  ...LINKING_VERBS,
  ...wordSet("felt feeling become became get got very too truly deeply terribly awfully extremely"),
]);

const TELLING = wordSet("tell telling");

/** A capitalised name, not "I": who the thanks or the apology is said to ("… thanks Olu"). */
const isName = (token: Token | undefined) =>
  token?.kind === "word" && /^\p{Lu}\p{Ll}/u.test(token.text);

/**
 * Each closing thanks or apology at the end of a clause set apart as its own
 * sentence, and the name it is said to, if one ends the clause, set off by a
 * comma ("… on the desk. Thanks, Olu.").
 */
export function separateClosingCourtesies(
  tokens: Token[],
  closingMark: (sentence: Token[]) => string,
): Token[] {
  const out = [...tokens];
  for (let end = out.length; end > 0; end--) {
    if (end < out.length && !endsClause(out[end])) continue;
    const named = isName(out[end - 1]) ? 1 : 0;
    const courtesy =
      CLOSING_COURTESIES.find((phrase) => phraseAt(out, end - phrase.length, phrase)) ??
      (named
        ? CLOSING_COURTESIES.find((phrase) => phraseAt(out, end - 1 - phrase.length, phrase))
        : undefined);
    if (!courtesy) continue;
    const nameAt = phraseAt(out, end - courtesy.length, courtesy) ? -1 : end - 1;
    const at = end - courtesy.length - (nameAt < 0 ? 0 : 1);
    const start = clauseStart(out, at);
    const before = out.slice(start, at);
    const previous = lower(out[at - 1]);
    const apology = courtesy.at(-1) === "sorry";
    const apart = !(
      before.filter((token) => token.kind === "word").length < 3 ||
      previous === undefined ||
      SAID_OR_GIVEN_AFTER.has(previous) ||
      (apology && HOW_SOMEONE_IS.has(previous)) ||
      // "tell him thanks", "give Anna thanks", "say sorry": said to someone.
      SAID_OR_GIVEN_AFTER.has(lower(out[at - 2]) ?? "") ||
      TELLING.has(lower(out[at - 2]) ?? "")
    );
    // "Thank you Amara" opening its sentence calls Amara as much as after a clause.
    if (nameAt >= 0 && (apart || start === at)) out.splice(nameAt, 0, mark(","));
    if (!apart) continue;
    out.splice(at, 0, mark(closingMark(before)));
    const after = end + 1 + (nameAt < 0 ? 0 : 1);
    if (out[after]?.kind === "mark" && out[after]?.text === "?") out[after] = mark(".");
  }
  return out;
}
