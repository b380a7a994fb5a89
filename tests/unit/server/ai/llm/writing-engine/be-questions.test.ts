/** A yes/no question with a noun phrase for its subject, run on after a clause complete on its own. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("a question with a noun subject after a clause", () => {
  it.each([
    [
      "the printer is broken is the other one working",
      "The printer is broken. Is the other one working?",
    ],
    ["my laptop froze was the file saved", "My laptop froze. Was the file saved?"],
    ["she looked tired was the flight long", "She looked tired. Was the flight long?"],
    [
      "the room is small is the bigger one free on friday",
      "The room is small. Is the bigger one free on Friday?",
    ],
    [
      "the problem was fixed is the customer happy now",
      "The problem was fixed. Is the customer happy now?",
    ],
    // "right" ending the question, which the tagger reads as a noun.
    ["the totals came back are the figures right", "The totals came back. Are the figures right?"],
  ])("%j → %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });

  it.each([
    // After a noun, "is" is that noun's verb; a noun phrase with a verb of its own is what is said.
    ["the thing is the bus is late", "The thing is the bus is late."],
    ["the reason I called is the invoice is wrong", "The reason I called is the invoice is wrong."],
    // A describing clause's verb is no clause of its own.
    ["the thing I liked was the food at the hotel", "The thing I liked was the food at the hotel."],
    ["the best part was the view from the top", "The best part was the view from the top."],
    ["all I want is the blue one", "All I want is the blue one."],
    ["the plan worked was the best news", "The plan worked was the best news."],
  ])("%j stays %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});
