/** A subject and its verb after a clause ended by a noun, a number, a particle or a participle. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("a numbered thing, a passive and a figure before a new subject", () => {
  it.each([
    ["the old app crashed build 12 works fine", "The old app crashed. Build 12 works fine."],
    [
      "the parcel is delivered the courier has left",
      "The parcel is delivered. The courier has left.",
    ],
    ["our table is 9 dinner is at eight", "Our table is 9. Dinner is at eight."],
    ["the fee is 20 pounds a month", "The fee is 20 pounds a month."],
    ["the figures are in profit is up", "The figures are in. Profit is up."],
    [
      "the deal ends in May after that rooms cost more",
      "The deal ends in May. After that rooms cost more.",
    ],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
