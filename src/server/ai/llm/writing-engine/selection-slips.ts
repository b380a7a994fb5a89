/**
 * Slips a second-language writer makes in a word or two, which a rewrite of
 * a selection puts right where they are surely wrong: "a hour" and "an user"
 * (the article goes by the sound that follows), "informations" (a noun never
 * counted), "more better", "can to pick up", "discussed about", "look forward
 * to hear", "there is many", "is not agree", "didn't went".
 */
import { MODALS } from "./clause-words";
import { type PartOfSpeech, tagTokens } from "./parts-of-speech";
import { lower, render, type Token, tokenize, wordSet } from "./tokens";
import { ingOf, isPlainForm, plainOfPast, sFormOf } from "./verb-forms";

/** Nouns never counted, with the plural a learner gives them. */
const UNCOUNTED = new Map(
  "information advice feedback equipment furniture luggage baggage knowledge homework software evidence"
    .split(" ")
    .map((noun) => [`${noun}s`, noun]),
);
/** Comparatives that take no "more": "more better" is "better". */
const COMPARATIVES = wordSet(
  "better worse bigger smaller cheaper faster easier harder larger longer shorter higher lower newer older quicker simpler safer nicer clearer",
);
/** What makes "there is" a plural's: "there is many reasons". */
const MANY = wordSet(
  "many several few various numerous two three four five six seven eight nine ten some lots plenty",
);
/** "is not agree": the "do" each form of "be" stands for. */
const DO_FOR_BE: Record<string, string> = {
  am: "do",
  is: "does",
  are: "do",
  was: "did",
  were: "did",
};
/** Words starting with a vowel letter said with a consonant: "a user", "a one-off", "a European". */
const CONSONANT_SOUND = /^(?:u[^aeiou\d][aeiou]|uni|one|once|eu|ewe)/u;
/** Words starting with an "h" not said: "an hour". */
const SILENT_H = /^(?:hour|honest|honou?r|heir)/u;

const sameCase = (said: string, written: string) =>
  /^\p{Lu}/u.test(said) ? `${written.charAt(0).toUpperCase()}${written.slice(1)}` : written;

/** The article the next word's sound takes, or undefined when it cannot be told (a number, "an MBA"). */
function articleFor(next: string): "a" | "an" | undefined {
  if (!/^\p{Ll}/u.test(next)) return undefined;
  if (SILENT_H.test(next)) return "an";
  if (CONSONANT_SOUND.test(next)) return "a";
  return /^[aeiou]/u.test(next) ? "an" : "a";
}

/** One word as the slips put it right (null: left out), from the words around it. */
function slipAt(
  tokens: Token[],
  tags: Array<PartOfSpeech | undefined>,
  at: number,
): string | null | undefined {
  const word = lower(tokens[at]) ?? "";
  const next = lower(tokens[at + 1]) ?? "";
  const before = lower(tokens[at - 1]) ?? "";
  if ((word === "a" || word === "an") && tokens[at + 1]?.kind === "word") {
    const article = articleFor(tokens[at + 1]?.text ?? "");
    return article && article !== word ? article : undefined;
  }
  if (UNCOUNTED.has(word)) return UNCOUNTED.get(word);
  if ((word === "are" || word === "were") && UNCOUNTED.has(before))
    return word === "are" ? "is" : "was";
  if (word === "more" && COMPARATIVES.has(next)) return null;
  if (word === "to" && MODALS.has(before) && tags[at + 1] === "VERB") return null;
  if (word === "about" && /^discuss(?:es|ed|ing)?$/u.test(before)) return null;
  if (
    before === "there" &&
    (word === "is" || word === "was") &&
    (MANY.has(next) || /^\d+$/u.test(next))
  ) {
    return word === "is" ? "are" : "were";
  }
  if (
    before === "to" &&
    lower(tokens[at - 2]) === "forward" &&
    isPlainForm(word) &&
    tags[at] === "VERB"
  ) {
    return ingOf(word);
  }
  if (
    /^(?:did|didn't|didn’t)$/u.test(before) ||
    (before === "not" && lower(tokens[at - 2]) === "did")
  ) {
    return tags[at] === "VERB" ? plainOfPast(word) : undefined;
  }
  return beAgree(tokens, at);
}

/** "I am agree" → "I agree", "she is not agree" → "she does not agree". */
function beAgree(tokens: Token[], at: number): string | null | undefined {
  const word = lower(tokens[at]) ?? "";
  const be = DO_FOR_BE[word];
  if (!be) return undefined;
  const negated = lower(tokens[at + 1]) === "not";
  const verb = lower(tokens[at + (negated ? 2 : 1)]) ?? "";
  if (verb !== "agree" && verb !== "disagree") return undefined;
  if (negated) return be;
  // Without "not" the verb takes the subject's form: "she agrees", "we agreed".
  const subject = lower(tokens[at - 1]) ?? "";
  tokens[at + 1] = {
    kind: "word",
    text: be === "did" ? `${verb}d` : be === "does" && subject !== "i" ? sFormOf(verb) : verb,
  };
  return null;
}

/**
 * Each word's tag. A run of marks reads as its first three to the tagger,
 * which takes a mark at a time (5,000 "!" took 200 ms); a text of no words is
 * not read at all.
 */
export function tagsOf(tokens: Token[]): Array<PartOfSpeech | undefined> {
  if (!tokens.some((token) => token.kind === "word")) return tokens.map(() => undefined);
  return tagTokens(
    tokens.map((token) =>
      token.kind === "mark" && token.text.length > 3
        ? { ...token, text: token.text.slice(0, 3) }
        : token,
    ),
  );
}

/** The text with each slip put right; as it was when none is there. */
export function slipsPutRight(text: string): string {
  const tokens = tokenize(text);
  const tags = tagsOf(tokens);
  let changed = false;
  const out = tokens.flatMap((token, at): Token[] => {
    if (token.kind !== "word") return [token];
    const fixed = slipAt(tokens, tags, at);
    if (fixed === undefined || fixed === lower(token)) return [token];
    changed = true;
    return fixed === null ? [] : [{ kind: "word", text: sameCase(token.text, fixed) }];
  });
  return changed ? render(out) : text;
}
