/** Fillers and repeated words in dictated speech. */

import { likeIsFillerAt, youKnowLeadsIn } from "./fillers-mid-sentence";
import { MEASURES } from "./number-words";
import { repeatOpensClauseAt } from "./repeats-across-joins";
import { DETERMINERS, isComma, lower, mark, phraseAt, type Token, wordSet } from "./tokens";

/** Whom one is kind to, after "kind of": "very kind of you", "how kind of them". */
const KIND_TO = wordSet("you him her them us everyone everybody");

// Fillers. Some words are fillers only in some places, judged by the word
// right before and right after (undefined at the edge of a clause).

interface FillerRule {
  phrase: string[];
  isFiller?: (before: string | undefined, after: string | undefined) => boolean;
}

/**
 * After these, "you know" is the verb: "Do you know Bob", "I will let you
 * know". ("Would you know where" is kept by the word after it.)
 */
const KNOW_AS_VERB_AFTER = wordSet("do does did don't doesn't didn't if as whether let that");

/** Words that start the object of a verb ("you know the answer", "it's like a dream"). */
const OBJECT_STARTS = new Set([
  ...DETERMINERS,
  ...wordSet(
    "these those how who whom where why when if whether about it me you him her us them i we he she they his its everything something nothing anything everyone someone anyone all more to",
  ),
]);

/**
 * Words that only mark a turn in speech ("well", "actually"): a filler after
 * them is no verb either ("well actually I mean …").
 */
const DISCOURSE_MARKERS = wordSet(
  "well actually basically so okay ok oh yeah yes right anyway like honestly literally just maybe",
);

/** After these, "I mean" is the verb: "what I mean", "if I mean it", "do I mean". */
const MEAN_AS_VERB_AFTER = wordSet("what that if whether when do don't did didn't as");

/** "I mean" is the verb before these: "I mean it", "I mean that", "I mean to ask". */
const MEAN_AS_VERB_BEFORE = wordSet("it that this what to well business no");

const BE_FORMS = wordSet(
  "is was were am are be been it's that's he's she's i'm we're you're they're",
);

/** Modals before which "like" is no verb; not "would", as in "I would like tea". */
const MODALS = wordSet("should could can will might must may");

/** Hesitation sounds, however a recognizer or a person spells them. */
export const HESITATIONS = wordSet(
  "um umm ummm uh uhh uhhh uhm er err erm ehm em eh ehh ah ahh hmm hm mm mmm",
);

const FILLERS: FillerRule[] = [
  ...[...HESITATIONS].map((filler) => ({
    phrase: [filler],
  })),
  { phrase: ["you", "know", "what", "i", "mean"] },
  // "you know what, we accept": opening a sentence, it only leads in.
  { phrase: ["you", "know", "what"], isFiller: (before) => before === undefined },
  {
    phrase: ["you", "know"],
    isFiller: (before, after) =>
      !KNOW_AS_VERB_AFTER.has(before ?? "") &&
      // "it's you know the best": after a verb or a marker, "you know" cannot be subject and verb.
      (!OBJECT_STARTS.has(after ?? "") ||
        BE_FORMS.has(before ?? "") ||
        MODALS.has(before ?? "") ||
        DISCOURSE_MARKERS.has(before ?? "")),
  },
  {
    // Not "what I mean is" or "I mean it": meaning, not filler.
    phrase: ["i", "mean"],
    isFiller: (before, after) =>
      !MEAN_AS_VERB_AFTER.has(before ?? "") && !MEAN_AS_VERB_BEFORE.has(after ?? ""),
  },
  // "okay right, the contract …": "right" agreeing with the speaker's own "okay".
  {
    phrase: ["right"],
    isFiller: (before) => ["okay", "ok", "alright", "yeah"].includes(before ?? ""),
  },
  {
    // "it was like really good", "we should like ship it": never "I like tea", "I would like tea" or "looks like rain".
    phrase: ["like"],
    isFiller: (before, after) =>
      (DISCOURSE_MARKERS.has(before ?? "") && before !== "like" && after !== undefined) ||
      ((before === undefined || BE_FORMS.has(before) || MODALS.has(before)) &&
        !OBJECT_STARTS.has(after ?? "")),
  },
  // "It's kind of late" hedges; "what kind of car" and "a sort of plan" do not, nor does the
  // kindness of "that's very kind of you", whose words would all be lost with it.
  {
    phrase: ["kind", "of"],
    isFiller: (before, after) => !DETERMINERS.has(before ?? "") && !KIND_TO.has(after ?? ""),
  },
  { phrase: ["sort", "of"], isFiller: (before) => !DETERMINERS.has(before ?? "") },
];

/** How many tokens a filler at `index` spans, or 0 when there is none. */
function fillerLength(tokens: Token[], index: number, said: Token[]): number {
  const before = lower(said.at(-1));
  if (youKnowLeadsIn(tokens, index, before)) return 2;
  if (likeIsFillerAt(tokens, index, said)) return 1;
  // "3 mm": after a figure, a unit of measure that sounds like a hesitation.
  if (/^\d/.test(before ?? "") && MEASURES.has(lower(tokens[index]) ?? "")) return 0;
  // A hesitation trailing off into a dash: "uh-", "um—".
  if (HESITATIONS.has(lower(tokens[index])?.replace(/(?<![-–—])[-–—]+$/, "") ?? "")) return 1;
  const rule = FILLERS.find(
    ({ phrase, isFiller }) =>
      phraseAt(tokens, index, phrase) &&
      (!isFiller || isFiller(before, lower(tokens[index + phrase.length]))),
  );
  return rule?.phrase.length ?? 0;
}

/**
 * A filler goes with the comma after it; a filler set off by commas on both
 * sides ("we should, um, meet") goes with both, as the sentence reads without
 * the aside.
 */
export function removeFillers(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let index = 0;
  while (index < tokens.length) {
    const length = fillerLength(tokens, index, out);
    if (length === 0) {
      out.push(tokens[index] as Token);
      index += 1;
      continue;
    }
    index += length;
    if (isComma(tokens[index])) {
      index += 1;
      if (isComma(out.at(-1))) out.pop();
    }
  }
  return out;
}

/**
 * Doubled words that are grammatical ("I know that that works", "we had had
 * enough") or digits read out one by one ("five five five, one two").
 */
const MEANINGFUL_DOUBLES = wordSet("that had zero oh one two three four five six seven eight nine");

export function collapseRepeatedWords(tokens: Token[]): Token[] {
  return collapseRepeatedPhrases(collapseRepeatedWordsOnly(tokens));
}

/**
 * Two or three words said twice while thinking: "we can we can do Friday".
 * A noun phrase that ends one clause and opens the next is said twice on
 * purpose, and the join between its copies ends a sentence.
 */
function collapseRepeatedPhrases(tokens: Token[]): Token[] {
  const out = [...tokens];
  for (let index = 0; index < out.length; index++) {
    for (const size of [3, 2]) {
      const first = out.slice(index, index + size);
      const second = out.slice(index + size, index + 2 * size);
      const same =
        second.length === size &&
        first.every(
          (token, offset) =>
            token.kind === "word" &&
            lower(token) === lower(second[offset]) &&
            !MEANINGFUL_DOUBLES.has(lower(token) ?? "") &&
            !/^\d/.test(token.text),
        );
      if (same && repeatOpensClauseAt(out, index, size)) {
        out.splice(index + size, 0, mark("."));
        index += size;
        break;
      }
      if (same) {
        out.splice(index, size);
        break;
      }
    }
  }
  return out;
}

/** "the the report"; but "I met Peter Peter says hello" is two clauses. */
function collapseRepeatedWordsOnly(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const [index, token] of tokens.entries()) {
    const previous = lower(tokens[index - 1]);
    const repeated =
      previous !== undefined &&
      previous === lower(token) &&
      !MEANINGFUL_DOUBLES.has(previous) &&
      !/^\d/.test(previous);
    if (repeated && repeatOpensClauseAt(tokens, index - 1, 1)) out.push(mark("."));
    else if (repeated) continue;
    out.push(token);
  }
  return out;
}
