/**
 * Subordinators ("that", "because", "when" …) a few words back, which lead
 * into the clause after the time or place said between.
 */
import { hasVerbForm, isWord } from "./clause-lexicon";
import { timePhraseBefore } from "./clause-times";
import { SUBJECT_PRONOUNS } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** Words that open a clause still waiting for its subject and verb: "that tomorrow I am …". */
const SUBORDINATORS = wordSet(
  "that because if when whether although though unless since until while once",
);

/** Subordinators that are prepositions too: "after the meeting ended" is a clause, "after the meeting" a phrase. */
export const PREPOSITIONS_TOO = wordSet("after before since until till");

/**
 * "tell him that tomorrow I am late", "because on Monday we start": a
 * subordinator a few words back, with no verb after it, leads into this
 * clause, and the words between say when or where.
 */
export function afterSubordinator(tokens: Token[], index: number): boolean {
  const time = timePhraseBefore(tokens, index);
  for (let back = 2; back <= 4; back++) {
    const token = tokens[index - back + 1];
    if (!isWord(token) || hasVerbForm(lower(token))) return false;
    // "if it rains we …": the subordinator's clause has its subject and verb already.
    if (back > 2 && SUBJECT_PRONOUNS.has(lower(token) ?? "")) return false;
    const subordinator = lower(tokens[index - back]) ?? "";
    // "later that day she …": "that" inside a time is its determiner, no subordinator.
    if (time >= back) return false;
    // "because of the storm": a preposition, not a subordinator. "since morning nobody …", "after
    // a while I …": with no verb after them, "since", "after" and the like are prepositions too.
    if (
      SUBORDINATORS.has(subordinator) &&
      lower(token) !== "of" &&
      !PREPOSITIONS_TOO.has(subordinator)
    )
      return isWord(tokens[index - back]);
  }
  return false;
}
