/** A verbless tail after a complete statement set off, and an order after an amount, a date or a time. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("a verbless tail after a statement", () => {
  it.each([
    [
      "it costs 25 dollars per person drinks not included",
      "It costs 25 dollars per person, drinks not included.",
    ],
    [
      "the hotel is 90 a night breakfast and parking included",
      "The hotel is 90 a night, breakfast and parking included.",
    ],
    [
      "the rate is 35 dollars per hour minimum 2 hours",
      "The rate is 35 dollars per hour, minimum 2 hours.",
    ],
    ["the numbers look good 12 percent up", "The numbers look good, 12 percent up."],
  ])("is set off: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["everything is included", "Everything is included."],
    ["we need minimum 3 people for the tour", "We need minimum 3 people for the tour."],
    ["we sold 12 percent more this year", "We sold 12 percent more this year."],
    ["we expect the price 10 percent up", "We expect the price 10 percent up."],
  ])("is no tail: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("an order after an amount, a date or a time", () => {
  it.each([
    [
      "the parking costs 2 pounds an hour bring coins",
      "The parking costs 2 pounds an hour. Bring coins.",
    ],
    ["the milk expires on the 12th throw it away", "The milk expires on the 12th. Throw it away."],
    ["the shop opens at 9 call before 10", "The shop opens at 9. Call before 10."],
  ])("opens a sentence: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["the kids bring snacks on friday", "The kids bring snacks on Friday."],
    ["she was born on the 12th of may", "She was born on the 12th of May."],
  ])("is no order: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
