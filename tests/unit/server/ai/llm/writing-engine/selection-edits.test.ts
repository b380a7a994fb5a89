/** Edits of a selection that name their own words: "change Tuesday to Thursday". */
import { describe, expect, it } from "vitest";
import { transform } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { editAsked } from "../../../../../../src/server/ai/llm/writing-engine/selection-edits";
import { growthOfEightfoldInput, LINEAR_GROWTH } from "../../../../../helpers/time-growth";

describe("editAsked", () => {
  it.each([
    ["change Tuesday to Thursday", "We meet on Tuesday.", "We meet on Thursday."],
    ["replace 'asap' with 'by Friday'", "Send it asap.", "Send it by Friday."],
    ["please swap “Anna” for “Ola”", "Anna and Anna's team", "Ola and Ola's team"],
    ["change asap to by Friday", "Asap, please.", "By Friday, please."],
  ])("%s: %j → %j", (instruction, text, written) => {
    expect(editAsked(text, instruction)?.edited).toBe(written);
  });

  it.each([
    ["change Tuesday to Thursday", "We meet on Tuesdays."],
    ["make it formal", "hey guys"],
    ["replace the date with Friday", "We meet on Monday."],
  ])("%s leaves %j to the other rules", (instruction, text) => {
    expect(editAsked(text, instruction)).toBeUndefined();
  });

  // "İ" lower-cases to two characters; offsets found in a lower-cased copy would drift by one.
  it.each([
    [
      "change Tuesday to Thursday",
      "İzmir and İstanbul meet on Tuesday.",
      "İzmir and İstanbul meet on Thursday.",
    ],
    ["change İzmir to Ankara", "We fly to İzmir on Tuesday.", "We fly to Ankara on Tuesday."],
    ["replace asap with by Friday", "İlkay needs it asap.", "İlkay needs it by Friday."],
  ])(
    "%s in %j keeps its place after letters whose lower case is longer",
    (instruction, text, written) => {
      expect(editAsked(text, instruction)?.edited).toBe(written);
    },
  );

  it("reads the words of an instruction that holds such a letter", () => {
    expect(editAsked("We fly to Izmir.", "change Izmir to İzmir and Ankara")).toEqual({
      edited: "We fly to İzmir.",
      rest: "  and Ankara",
    });
  });

  it("reads an edit after another ask, which is then done too", () => {
    expect(
      editAsked("We meet on Tuesday.", "make it shorter and change Tuesday to Thursday"),
    ).toEqual({
      edited: "We meet on Thursday.",
      rest: "make it shorter ",
    });
    expect(
      transform({
        text: "Hey, we meet on Tuesday.",
        instruction: "change Tuesday to Thursday, and make it formal",
      }),
    ).toBe("Hello, we meet on Thursday.");
  });

  it("keeps the rest of the selection as written, with a quarter in capitals", () => {
    expect(
      transform({
        text: "We meet on Tuesday to discuss the q3 plan.",
        instruction: "change Tuesday to Thursday",
      }),
    ).toBe("We meet on Thursday to discuss the Q3 plan.");
  });

  it("scans a long selection in linear time", () => {
    const text = (size: number) => "a ".repeat(size);
    expect(
      growthOfEightfoldInput((size) => editAsked(text(size), "replace a with b"), 50_000),
    ).toBeLessThan(LINEAR_GROWTH);
  });
});
