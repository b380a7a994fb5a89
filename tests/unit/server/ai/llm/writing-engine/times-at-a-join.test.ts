/**
 * A time at the join of two clauses: "am" or "pm" after a typed hour is
 * one word with it, and a day told from now after an hour stays on it.
 */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { timeAt } from "../../../../../../src/server/ai/llm/writing-engine/spoken-times";

describe("timeAt with a typed hour", () => {
  it("takes its am or pm as one time", () => {
    expect(timeAt(["10", "am", "we"], 0, "at")).toEqual({ text: "10 am", length: 2 });
    expect(timeAt(["4", "pm", "is"], 0, "at")).toEqual({ text: "4 pm", length: 2 });
  });

  it("leaves am I after a bare hour with no lead, which may ask", () => {
    expect(timeAt(["12", "am", "i", "right"], 0, "is")).toBeUndefined();
  });

  it("takes am I after a lead or with minutes", () => {
    expect(timeAt(["6", "am", "i"], 0, "at")).toEqual({ text: "6 am", length: 2 });
    expect(timeAt(["3", "30", "am", "i"], 0, "is")).toEqual({ text: "3:30 am", length: 3 });
  });
});

describe("a time at a join", () => {
  it.each([
    [
      "the store opens at 10 am we should be there early",
      "The store opens at 10 am. We should be there early.",
    ],
    [
      "the server was down from 2 am to 4 am we lost some data",
      "The server was down from 2 am to 4 am. We lost some data.",
    ],
    [
      "the flight is at 6 am i need to leave at 3 30 am",
      "The flight is at 6 am. I need to leave at 3:30 am.",
    ],
    [
      "see you at 6 tomorrow dont forget the tickets",
      "See you at 6 tomorrow. Don't forget the tickets.",
    ],
    [
      "the sale ends at midnight tonight dont miss it",
      "The sale ends at midnight tonight. Don't miss it.",
    ],
    [
      "the weather is bad today tomorrow will be sunny",
      "The weather is bad today. Tomorrow will be sunny.",
    ],
    [
      "we landed at midnight in the morning we took a taxi",
      "We landed at midnight. In the morning we took a taxi.",
    ],
  ])("reads %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
