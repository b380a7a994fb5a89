/** A piece of writing named after whom it goes to: "send Camille a message …". */
import { describe, expect, it } from "vitest";
import { pieceAfterWhom } from "../../../../../../src/server/ai/llm/writing-engine/pieces-after-whom";

describe("pieceAfterWhom", () => {
  it.each([
    [
      "send Camille a quick message the results are out",
      "write to Camille saying the results are out",
    ],
    ["drop her a line that I am running late", "write to her that I am running late"],
    ["send Camille a message. The results are out", "write to Camille saying the results are out"],
    ["give him an answer that we agree", "reply to him that we agree"],
  ])("%s → %s", (said, request) => {
    expect(pieceAfterWhom(said)).toBe(request);
  });

  it.each([
    "send the report to Camille",
    "send Camille a message",
    "drop Tom a message: running late",
    "I sent Camille a message yesterday",
  ])("%s stays as said", (said) => {
    expect(pieceAfterWhom(said)).toBe(said);
  });
});
