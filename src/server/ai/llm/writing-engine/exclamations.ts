/**
 * "How" exclaiming rather than asking: "how kind of you", "how nice to see
 * you", "how lucky we are". A quality after "how", then whom it is said of,
 * what is done, or its subject and "be" closing the clause, says how much
 * and asks nothing, so the sentence takes "!"; "how kind is he", with its
 * verb before the subject, asks.
 */
import { SUBJECT_PRONOUNS } from "./parts-of-speech";
import { lower, type Token, wordSet } from "./tokens";

/** What "how" asks the measure of: "how long to boil", "how far to the station", "how old you are". */
const MEASURES = wordSet(
  "much many long often far soon old big tall high late early deep wide heavy well come about",
);

/** Forms of "be" that close an exclamation after its subject: "how lucky we are". */
const BE_FORMS = wordSet("am is are was were");

/** Words of where or when that may close an exclamation: "how lovely it is here". */
const HERE_NOW = wordSet("here there now today");

/** Whether the clause opening on "how" at `at` exclaims. */
export function howExclaimsAt(clause: Token[], at: number): boolean {
  const words = clause
    .slice(at)
    .filter((token) => token.kind === "word")
    .map((token) => lower(token) ?? "");
  const [how, quality = "", after = "", verb = ""] = words;
  if (how !== "how" || !/^\p{Ll}+$/u.test(quality) || MEASURES.has(quality)) return false;
  if (after === "of" || after === "to") return words.length > 2;
  // "how beautiful it is here": where or when may close it.
  const closing = words.length === 5 && HERE_NOW.has(words[4] ?? "");
  return SUBJECT_PRONOUNS.has(after) && BE_FORMS.has(verb) && (words.length === 4 || closing);
}
