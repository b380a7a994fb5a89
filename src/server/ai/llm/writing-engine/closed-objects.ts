/**
 * A verb's object closed by an adverb after it, before a bare "is" or
 * "was": "please read the contract carefully is very important", "check the
 * invoice again was wrong last time". No clause runs through the adverb, so
 * the noun phrase is the verb's object, never the subject of the "be" after
 * it, even after a verb that may take a clause ("read", "check"); the "be"
 * leaves its subject unsaid.
 */
import { isNounTag, phraseStart } from "./noun-phrases";
import { partOfSpeechAt } from "./parts-of-speech";
import { clauseStart, lower, type Token, wordSet } from "./tokens";

/** Adverbs of how or how often that close what a verb did: "read it carefully", "check it again". */
const CLOSING_ADVERBS = wordSet("again twice once properly well first too");

/** Words that open an order: "please check …". */
const ASKING = wordSet("please kindly");

/** Words that open a clause describing a noun, whose verb the "be" after it may be: "the man who …". */
const DESCRIBING = wordSet("who whom whose which that where");

/**
 * Whether the words before the "be" at `beAt` end on a verb's object and
 * an adverb that closes it, in a clause that describes no noun ("the man who
 * read it carefully is …").
 */
export function objectClosedBefore(tokens: Token[], beAt: number): boolean {
  const adverb = lower(tokens[beAt - 1]) ?? "";
  if (!/^\p{Ll}{3,}ly$/u.test(adverb) && !CLOSING_ADVERBS.has(adverb)) return false;
  if (!isNounTag(partOfSpeechAt(tokens, beAt - 2))) return false;
  const verbAt = phraseStart(tokens, beAt - 2) - 1;
  const verb = lower(tokens[verbAt]) ?? "";
  const start = clauseStart(tokens, beAt);
  // "please check the invoice": an order's verb, which the tagger may read as a noun.
  const order = verbAt === start || ASKING.has(lower(tokens[verbAt - 1]) ?? "");
  if ((partOfSpeechAt(tokens, verbAt) !== "VERB" && !order) || /ing$/.test(verb)) return false;
  return !tokens.slice(start, verbAt).some((token) => DESCRIBING.has(lower(token) ?? ""));
}
