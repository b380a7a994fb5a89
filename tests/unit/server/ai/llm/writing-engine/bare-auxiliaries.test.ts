/** A negated auxiliary whose verb was left unsaid ends its clause. */
import { describe, expect, it } from "vitest";
import {
  bareNegationBefore,
  statedAfterNegation,
} from "../../../../../../src/server/ai/llm/writing-engine/bare-auxiliaries";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const tagged = (text: string) => {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return tokens;
};

describe("bareNegationBefore", () => {
  it.each([
    ["the mouse does not it needs batteries", 4, true],
    ["her husband doesn't he drinks tea", 3, true],
    ["but I cannot my back hurts", 3, true],
    // An adverb between the subject and its auxiliary.
    ["the mouse still does not it needs batteries", 5, true],
    ["my son really cannot he is tired", 4, true],
    ["why can't we go", 2, false],
    ["do not touch it", 2, false],
  ])("%j at %i → %s", (text, index, ends) => {
    expect(bareNegationBefore(tagged(text), index)).toBe(ends);
  });
});

describe("statedAfterNegation", () => {
  it.each([
    ["it didn't we had to walk", 1, true],
    ["it isn't we are waiting", 1, true],
    ["didn't we agree", 0, false],
    ["can you send it", 0, false],
  ])("%j at %i → %s", (text, at, stated) => {
    expect(statedAfterNegation(tagged(text), at)).toBe(stated);
  });
});
