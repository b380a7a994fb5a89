/**
 * Thanks, an apology or a farewell tacked on to the end of a clause ("… for
 * Q3 please thank you?", "the room is already taken sorry", "… tonight
 * cheers") is a sentence of its own.
 */
import { takesNoObject } from "./clause-gaps";
import { OBJECTS } from "./clause-lexicon";
import { BE_FORMS, LINKING_VERBS } from "./clause-words";
import { addresseeAt, courtesyEndingAt, onlyThanksOrApologises } from "./courtesy-phrases";
import { partOfSpeechAt } from "./parts-of-speech";
import {
  capitalizeFirst,
  clauseStart,
  endsClause,
  lower,
  mark,
  type Token,
  word,
  wordSet,
} from "./tokens";

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

/** Forms of "have", which takes a courtesy as its object in any tense ("has had no worries"). */
const HAVE_FORMS = wordSet("have has had having");

/** Words after which a participle is a perfect or a passive: "has shipped", "was delivered". */
const PERFECT_OR_PASSIVE = new Set([...BE_FORMS, ...HAVE_FORMS]);

/** Tags of a verb: a set phrase after a clause with none may be that clause's verb ("the crowd cheers"). */
const VERB_TAGS = new Set(["VERB", "AUX"]);

/**
 * Whether the word before `at` is a verb that may take what follows as its
 * object ("had no worries", "found good work"): not one that takes none
 * ("we land", "it arrived"), nor a participle after "be" or "have" that
 * already says what happened ("has shipped", "is done"), unless it is a
 * form of "have" ("have had no worries"); a pronoun between is the
 * verb's first object.
 */
function objectTakerBefore(tokens: Token[], at: number): boolean {
  const previous = lower(tokens[at - 1]) ?? "";
  // "wished them good night": a verb's first object, then the courtesy as its second.
  if (OBJECTS.has(previous)) return objectTakerBefore(tokens, at - 1);
  if (!VERB_TAGS.has(partOfSpeechAt(tokens, at - 1) ?? "")) return false;
  if (BE_FORMS.has(previous) || LINKING_VERBS.has(previous) || HAVE_FORMS.has(previous))
    return true;
  const participle =
    /(?:ed|en)$/.test(previous) && PERFECT_OR_PASSIVE.has(lower(tokens[at - 2]) ?? "");
  return !participle && !takesNoObject(previous);
}

/** Whether a verb comes between the last mark (a comma, a colon) and `at`. */
function verbSinceMark(tokens: Token[], at: number): boolean {
  for (let index = at - 1; index >= 0 && tokens[index]?.kind === "word"; index--)
    if (VERB_TAGS.has(partOfSpeechAt(tokens, index) ?? "")) return true;
  return false;
}

/**
 * The set phrase of courtesy ending the clause at `end`, and whom it calls
 * if a name or a group ends the clause ("… thanks a lot Rosa", "… sorry
 * guys"): where the phrase starts, the phrase, and where whom it calls
 * starts (-1 when no one is called).
 */
function closingAt(
  tokens: Token[],
  end: number,
): { at: number; phrase: string[]; nameAt: number; lowered: boolean } | undefined {
  const bare = courtesyEndingAt(tokens, end);
  if (bare) return { ...bare, nameAt: -1, lowered: false };
  const endsThere = (at: number) => at === end;
  for (let length = 1; length <= 3; length++) {
    const nameAt = end - length;
    const called = addresseeAt(tokens, nameAt, true, endsThere);
    const closing = called.length === length ? courtesyEndingAt(tokens, nameAt) : undefined;
    if (closing) return { ...closing, nameAt, lowered: called.lowered };
  }
  return undefined;
}

/**
 * Each closing thanks, apology or farewell at the end of a clause set apart
 * as its own sentence, and whom it is said to, if a name or a group ends the
 * clause, set off by a comma ("… on the desk. Thanks, Olu.").
 */
export function separateClosingCourtesies(
  tokens: Token[],
  closingMark: (sentence: Token[]) => string,
): Token[] {
  const out = [...tokens];
  for (let end = out.length; end > 0; end--) {
    if (end < out.length && !endsClause(out[end])) continue;
    const closing = closingAt(out, end);
    if (!closing) continue;
    const { at, phrase, nameAt } = closing;
    const start = clauseStart(out, at);
    const before = out.slice(start, at);
    const previous = lower(out[at - 1]);
    const apology = phrase.at(-1) === "sorry";
    const apart = !(
      before.filter((token) => token.kind === "word").length < 3 ||
      previous === undefined ||
      SAID_OR_GIVEN_AFTER.has(previous) ||
      (apology && HOW_SOMEONE_IS.has(previous)) ||
      // "tell him thanks", "give Anna thanks", "say sorry": said to someone.
      (SAID_OR_GIVEN_AFTER.has(lower(out[at - 2]) ?? "") &&
        VERB_TAGS.has(partOfSpeechAt(out, at - 2) ?? "")) ||
      TELLING.has(lower(out[at - 2]) ?? "") ||
      // "had no worries", "the crowd cheers": a phrase that is not only thanks ends only a clause
      // that has its verb, and not as that verb's object.
      (!onlyThanksOrApologises(phrase) && (objectTakerBefore(out, at) || !verbSinceMark(out, at)))
    );
    if (closing.lowered && (apart || start === at))
      out[nameAt] = word(capitalizeFirst(out[nameAt]?.text ?? ""));
    // "Thank you Amara" opening its sentence calls Amara as much as after a clause.
    if (nameAt >= 0 && (apart || start === at)) out.splice(nameAt, 0, mark(","));
    if (!apart) continue;
    out.splice(at, 0, mark(closingMark(before)));
    const after = end + 1 + (nameAt < 0 ? 0 : 1);
    if (out[after]?.kind === "mark" && out[after]?.text === "?") out[after] = mark(".");
  }
  return out;
}
