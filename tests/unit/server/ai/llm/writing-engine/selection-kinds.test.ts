/** An edit that names its words by their kind: "replace the old price with €40". */
import { describe, expect, it } from "vitest";
import { transform } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { swappedByKind } from "../../../../../../src/server/ai/llm/writing-engine/selection-kinds";

describe("swappedByKind", () => {
  it.each([
    [
      "The repair costs €55 and takes a day.",
      "the old price",
      "€40",
      "The repair costs €40 and takes a day.",
    ],
    ["We meet at 3 pm on Monday.", "the time", "10 am", "We meet at 10 am on Monday."],
    ["We meet on Monday at noon.", "the day", "Friday", "We meet on Friday at noon."],
  ])("%j: %s → %s", (text, from, to, written) => {
    expect(swappedByKind(text, from, to)).toBe(written);
  });

  it.each([
    // Two of the kind: which one is meant is not said.
    ["It costs €55 or €60.", "the price"],
    // "the date" may be a day or a day of a month: no kind.
    ["We meet on Monday.", "the date"],
    // None of the kind.
    ["We meet soon.", "the time"],
  ])("%j with %s is left to the other rules", (text, from) => {
    expect(swappedByKind(text, from, "x")).toBeUndefined();
  });
});

describe("an edit by kind or with instead of", () => {
  it("swaps the one amount", () => {
    expect(
      transform({
        text: "The repair costs €55 and takes a day.",
        instruction: "replace the old price with €40",
      }),
    ).toBe("The repair costs €40 and takes a day.");
  });

  it("reads the words put in said first", () => {
    expect(
      transform({
        text: "Please meet me in Accra on Monday.",
        instruction: "put Lagos instead of Accra",
      }),
    ).toBe("Please meet me in Lagos on Monday.");
  });
});
