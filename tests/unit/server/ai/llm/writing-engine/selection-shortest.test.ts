/** A selection asked shorter, or asked to keep to a count of sentences. */
import { describe, expect, it } from "vitest";
import { transform } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  atMostSentences,
  sentencesAsked,
  shortenedAnyway,
} from "../../../../../../src/server/ai/llm/writing-engine/selection-shortest";

describe("sentencesAsked", () => {
  it.each([
    ["cut it down to two sentences", 2],
    ["in one line please", 1],
    ["3 sentences max", 3],
    ["make it shorter", undefined],
  ])("%s → %s", (instruction, count) => {
    expect(sentencesAsked(instruction)).toBe(count);
  });
});

describe("atMostSentences", () => {
  it("keeps the opening ones and the last", () => {
    expect(atMostSentences("One. Two. Three. Four.", 3)).toBe("One. Two. Four.");
    expect(atMostSentences("One. Two. Three. Four.", 1)).toBe("One.");
    expect(atMostSentences("One. Two.", 5)).toBe("One. Two.");
  });
});

describe("shortenedAnyway", () => {
  it("drops hedges and an opening that only points back", () => {
    expect(
      shortenedAnyway(
        "As I mentioned before, we really need the signed form.",
        "As I mentioned before, we really need the signed form.",
      ),
    ).toBe("We need the signed form.");
  });

  it("drops softeners and a courtesy set off in a clause of its own", () => {
    const text = "Could you maybe call me, if it is not too much trouble, sometime tomorrow?";
    expect(shortenedAnyway(text, text)).toBe("Could you call me tomorrow?");
    const asked = "Please send it today, if at all possible.";
    expect(shortenedAnyway(asked, asked)).toBe("Please send it today.");
  });

  it("leaves a text already shorter than before", () => {
    expect(shortenedAnyway("We need it.", "We really do need it now.")).toBe("We need it.");
  });
});

describe("a rewrite asked to a count of sentences", () => {
  it("comes back with no more sentences than asked", () => {
    const text =
      "I wanted to let you know that the order shipped. It will arrive on Monday. The driver will call first. Thank you for your patience.";
    const written = transform({ text, instruction: "cut it down to two sentences" });
    expect(written.match(/[.!?](?=\s|$)/g)).toHaveLength(2);
  });
});
