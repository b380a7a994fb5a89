/** An auxiliary that asks of the subject after it opens a question of its own. */
import { describe, expect, it } from "vitest";
import { asksOfSubjectAt } from "../../../../../../src/server/ai/llm/writing-engine/question-subjects";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const asks = (said: string, auxiliary: string) => {
  const tokens = tokenize(said);
  return asksOfSubjectAt(
    tokens,
    tokens.findIndex((token) => token.text === auxiliary),
  );
};

describe("asksOfSubjectAt", () => {
  it("reads a question after a clause", () => {
    expect(asks("the sink leaks again can somebody look at it", "can")).toBe(true);
  });

  it.each([
    ["I asked if the nurse can call me", "can"],
    ["what time does the shop open", "does"],
  ])("reads no question of its own in %j", (said, auxiliary) => {
    expect(asks(said, auxiliary)).toBe(false);
  });
});
