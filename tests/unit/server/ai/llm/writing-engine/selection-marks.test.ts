/** A comma before a joining word only where both sides have their own subject and verb. */
import { describe, expect, it } from "vitest";
import { commasBetweenClauses } from "../../../../../../src/server/ai/llm/writing-engine/selection-marks";

describe("commasBetweenClauses", () => {
  it.each([
    [
      "the kitchen opens at noon and we close at ten",
      "the kitchen opens at noon, and we close at ten",
    ],
    ["we bought bread and milk", "we bought bread and milk"],
    ["I stayed home and watched a film", "I stayed home and watched a film"],
  ])("%j → %j", (said, written) => {
    expect(commasBetweenClauses(said)).toBe(written);
  });
});
