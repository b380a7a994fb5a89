/**
 * A selection asked shorter that has no padding to drop still comes back
 * shorter: the words that carry least go (hedges, "as I mentioned before"),
 * and a count of sentences asked ("cut it down to two sentences", "in one
 * line") is kept to.
 */
import { type Rewording, reword } from "./rewording";
import { sentencesOf } from "./selection-reading";
import { capitalizeFirst } from "./tokens";

/** Words that soften or stress and say nothing a shorter text needs. */
const HEDGES: Rewording[] = [
  ...[
    "just",
    "really",
    "actually",
    "basically",
    "literally",
    "definitely",
    "totally",
    "very",
    "quite",
    "perhaps",
    "maybe",
    "possibly",
    "sometime",
  ].map((hedge): Rewording => [hedge, ""]),
  ["would like to", "want to"],
  ["in order to", "to"],
  ["all of the", "all the"],
  ["so that", "so"],
  ["the reason why", "the reason"],
];

/** "the meeting which was before …", "a friend who is a doctor": what a noun is, said without the clause. */
const WHAT_A_NOUN_IS =
  /(?<=\b(?:the|a|an|my|our|your|his|her|their|this|that)\s+\p{L}+,?\s)(?:which|who)\s+(?:is|are|was|were)\s+(?=\p{L})/giu;

/**
 * ", if it is not too much trouble,", ", if that is okay with you": a
 * courtesy set off in a clause of its own, which a shorter text leaves out.
 * A run of spaces is entered at its start only, so a long one is read once.
 */
const COURTESY_CLAUSES =
  /,?(?<!\s)\s+if\s+(?:(?:it\s+is|it['’]s)\s+not\s+too\s+much\s+(?:trouble|to\s+ask)(?:\s+for\s+you)?|(?:that|this)\s+(?:is\s+(?:okay|ok|all\s+right|fine)|works|suits\s+you)(?:\s+(?:with|for)\s+you)?|at\s+all\s+possible)(?:,|(?=[.!?]|$))/giu;

/** "As I mentioned before in my last email, …": a sentence's opening that only points back. */
const POINTING_BACK =
  /^(?:As|Like)\s+(?:I|we)\s+(?:(?:have|had)\s+)?(?:mentioned|said|wrote|told\s+you|explained)\b[^,.!?]{0,60},\s+(\p{L})/u;

const wordCount = (text: string) =>
  text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The text with fewer words than `before` had, as far as dropping what carries least can make it. */
export function shortenedAnyway(text: string, before: string): string {
  if (wordCount(text) < wordCount(before)) return text;
  const lighter = reword(HEDGES)(text).replace(WHAT_A_NOUN_IS, "").replace(COURTESY_CLAUSES, "");
  return sentencesOf(lighter)
    .map((sentence) =>
      capitalizeFirst(
        sentence
          .replace(/(?<!\s)\s+,/gu, ",")
          .replace(/\s{2,}/gu, " ")
          .replace(/^[,\s]+/u, "")
          .replace(POINTING_BACK, (_, first: string) => first.toUpperCase()),
      ),
    )
    .join(" ");
}

const COUNTS: Record<string, number> = { one: 1, single: 1, two: 2, three: 3, four: 4, five: 5 };
/**
 * "two sentences", "one line", "3 sentences": how many sentences a shorter
 * text is asked to keep. Set apart by "(?<!\w)" and "(?!\w)", the same as
 * "\b" beside a letter or digit, which the pattern check reads in seconds.
 */
const COUNT_ASKED =
  /(?<!\w)(one|single|two|three|four|five|[1-9])\s+(?:short\s+)?(?:sentences?|lines?)(?!\w)/iu;

export function sentencesAsked(instruction: string): number | undefined {
  const count = COUNT_ASKED.exec(instruction)?.[1]?.toLowerCase();
  if (count === undefined) return undefined;
  return COUNTS[count] ?? Number(count);
}

/**
 * At most `most` sentences: the first ones, which set out what the text is
 * about, and the last, which says how it ends.
 */
export function atMostSentences(text: string, most: number): string {
  const sentences = sentencesOf(text);
  if (sentences.length <= most) return text;
  const kept =
    most === 1 ? sentences.slice(0, 1) : [...sentences.slice(0, most - 1), sentences.at(-1)];
  return kept.join(" ");
}
