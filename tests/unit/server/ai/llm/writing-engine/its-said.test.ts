/** "its" said for "it's": read by what follows it, never before a noun it owns. */
import { describe, expect, it } from "vitest";
import { itsWritten } from "../../../../../../src/server/ai/llm/writing-engine/its-said";

describe("itsWritten", () => {
  it.each([
    ["its raining again", "it's raining again"],
    ["its too late now", "it's too late now"],
    ["its been a long day", "it's been a long day"],
    ["the dog wagged its tail", "the dog wagged its tail"],
    ["the company and its staff", "the company and its staff"],
    ["I think its price is too high", "I think its price is too high"],
  ])("%j → %j", (said, written) => {
    expect(itsWritten(said)).toBe(written);
  });
});
