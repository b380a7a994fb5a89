/** Clauses that describe a noun, told by the gap they leave, from clauses of their own after it. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { verbChainEnd } from "../../../../../../src/server/ai/llm/writing-engine/clause-gaps";
import {
  chainHasObject,
  isRelativeClause,
} from "../../../../../../src/server/ai/llm/writing-engine/relative-clauses";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The index of `word` in the tokens of `text`. */
const at = (text: string, word: string) => tokenize(text).findIndex((token) => token.text === word);

describe("a chain of verbs", () => {
  it.each([
    ["he wants to check them tonight", "wants", "check"],
    ["the dog keeps scratching it", "keeps", "scratching"],
    ["we need to try to fix it", "need", "fix"],
    ["she promised the money", "promised", "promised"],
    ["they want to the shop", "want", "want"],
    ["Dr Mensah saw everything", "saw", "saw"],
  ])("%s: from %s it ends at %s", (text, verb, end) => {
    expect(verbChainEnd(tokenize(text), at(text, verb))).toBe(at(text, end));
  });

  it.each([
    ["he wants to check them tonight", "wants", true],
    ["the dog keeps scratching it", "keeps", true],
    ["she wants to give me", "wants", false],
    ["he wants to sign", "wants", false],
    ["they promised to check the wall", "promised", true],
    ["she plans to call someone", "plans", true],
    ["he wants to give the kids", "wants", false],
    ["we liked it", "liked", false],
    ["I need to understand what happened", "need", true],
    ["I need to know why", "need", true],
    ["I need to know about", "need", false],
  ])("%s: the chain from %s has an object of its own: %s", (text, verb, object) => {
    expect(chainHasObject(tokenize(text), at(text, verb))).toBe(object);
  });
});

describe("a pronoun's clause after a noun", () => {
  it.each([
    ["I know the guy she is dating", "she", true],
    ["we found the cat you were feeding", "you", true],
    ["I know the woman he is talking to", "he", true],
    ["this is the film we have seen", "we", true],
    ["the contract he wants to sign is ready", "he", true],
    ["Olu printed the boarding passes he wants to check them tonight", "he", false],
    ["my sister bought the blue dress she wants to wear it", "she", false],
    ["I called the plumber he is coming tomorrow", "he", false],
    ["we went to the museum it was closed", "it", false],
    ["is the hall ready we want to start", "we", false],
    ["this is the flat I want to rent", "I", true],
    // A regular verb's plain form after "have" is its object, not a participle.
    ["how much is the ticket I only have cash", "I", false],
    ["she wore the dress her sister had sewn", "her", true],
    // What one says is never a person: after one, the clause is the person's answer.
    ["I emailed the landlord he said next week", "he", false],
    ["I asked the teacher she said fine", "she", false],
    ["the price he said was fair", "he", true],
  ])("%s: the clause at %s describes the noun: %s", (text, subject, describes) => {
    expect(isRelativeClause(tokenize(text), at(text, subject))).toBe(describes);
  });

  it.each([
    [
      "the team reviewed the draft we need to shorten it",
      "The team reviewed the draft. We need to shorten it.",
    ],
    ["I like the dress she is wearing", "I like the dress she is wearing."],
    ["we found the cat you were feeding", "We found the cat you were feeding."],
    [
      "the kids built a snowman in the garden the dog knocked it over",
      "The kids built a snowman in the garden. The dog knocked it over.",
    ],
    [
      "we painted the fence at the weekend the dog keeps scratching it",
      "We painted the fence at the weekend. The dog keeps scratching it.",
    ],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
