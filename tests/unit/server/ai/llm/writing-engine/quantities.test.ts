/** A noun phrase opened by a quantity: where the words it counts start. */
import { describe, expect, it } from "vitest";
import { countedPhraseAt } from "../../../../../../src/server/ai/llm/writing-engine/quantities";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

describe("countedPhraseAt", () => {
  it.each([
    ["most of the guests replied", 2],
    ["half the office left", 1],
    ["none of them came", 2],
    ["the guests replied", 0],
  ])("%j → %j", (said, start) => {
    expect(countedPhraseAt(tokenize(said), 0)).toBe(start);
  });
});
