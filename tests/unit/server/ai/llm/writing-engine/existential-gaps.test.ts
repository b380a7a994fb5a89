/** A question about what there is, and the clause describing it or said after it. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("what there is, and the clause after it", () => {
  it.each([
    // A clause of its own after the question.
    [
      "is there a discount for students i am on a budget",
      "Is there a discount for students? I am on a budget.",
    ],
    [
      "are there any seats left we are four people",
      "Are there any seats left? We are four people.",
    ],
    // A clause whose chain leaves its object to what there is.
    ["is there a room we can book", "Is there a room we can book?"],
    ["is there a form i need to sign", "Is there a form I need to sign?"],
    ["is there anything else i can do for you", "Is there anything else I can do for you?"],
    ["there is nothing we can do", "There is nothing we can do."],
    ["there is something i need to tell you", "There is something I need to tell you."],
    // A verb with its own object leaves no gap.
    ["there is a problem we can fix it", "There is a problem. We can fix it."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
