/** A hedge closing a statement: "…, I think." */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { hedgeTailAt } from "../../../../../../src/server/ai/llm/writing-engine/hedge-tails";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

describe("hedgeTailAt", () => {
  it("reads 'I think' with no words after it as a hedge", () => {
    const tokens = tokenize("the price is fair i think");
    expect(hedgeTailAt(tokens, 4)).toBe(true);
  });

  it("but not 'I think' before a clause of its own", () => {
    const tokens = tokenize("the train is late i think we should go");
    expect(hedgeTailAt(tokens, 4)).toBe(false);
  });
});

describe("a hedge after a statement", () => {
  it.each([
    [
      "the total is 240 dollars and 50 cents i think",
      "The total is 240 dollars and 50 cents, I think.",
    ],
    ["the meeting is tomorrow i believe", "The meeting is tomorrow, I believe."],
    ["thats what i think", "That's what I think."],
    [
      "the train is late i think we should take a taxi",
      "The train is late. I think we should take a taxi.",
    ],
  ])("%j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
