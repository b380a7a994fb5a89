/** Thanks or praise said to someone by name before a clause of its own. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("thanks or praise to a name, then a clause", () => {
  it.each([
    [
      "thanks Kofi the slides look great I will share them",
      "Thanks, Kofi. The slides look great. I will share them.",
    ],
    [
      "big congrats Mehmet ten years at the company is amazing",
      "Big congrats, Mehmet. Ten years at the company is amazing.",
    ],
    ["lovely photo Ines thanks for posting it", "Lovely photo, Ines. Thanks for posting it."],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["thanks for the slides Kofi", /^Thanks for the slides,? Kofi\.$/],
    ["congrats to Mehmet and his team", /^Congrats to Mehmet and his team\.$/],
  ])("%s stays one sentence", (said, written) => {
    expect(cleanDictation(said)).toMatch(written);
  });
});
