/** Numbers said aloud: written in figures where words read wrongly, left as said otherwise. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { isNumberWord } from "../../../../../../src/server/ai/llm/writing-engine/number-words";

describe("numbers said aloud", () => {
  it.each([
    ["the launch is in twenty twenty six", "The launch is in 2026."],
    ["it runs until twenty twenty-seven", "It runs until 2027."],
    ["I started in nineteen ninety nine", "I started in 1999."],
    ["we met in twenty oh five", "We met in 2005."],
    ["the price is two thousand and five hundred euros", "The price is 2,500 euros."],
    ["we sold three hundred and twenty units", "We sold 320 units."],
    ["it was two thousand twenty six", "It was 2026."],
    ["the rate went up three point five percent", "The rate went up 3.5%."],
    ["it costs twelve thousand dollars", "It costs 12,000 dollars."],
    ["our rate went up twenty percent", "Our rate went up 20%."],
    ["we shipped version two point four point one", "We shipped version 2.4.1."],
    ["the call is at nine thirty", "The call is at 9:30."],
    ["from nine oh five to ten fifteen pm", "From 9:05 to 10:15 pm."],
    ["the train leaves at seven am", "The train leaves at 7 am."],
    ["reach me on five five five two three four nine", "Reach me on 5552349."],
    ["dial oh two oh seven double four five six", "Dial 02074456."],
    ["we are in room two oh four", "We are in room 204."],
    ["I am a hundred percent sure", "I am 100% sure."],
    ["the taxi was twenty five dollars", "The taxi was 25 dollars."],
    ["I owe him a hundred pounds", "I owe him 100 pounds."],
    // Left in words, a number of two words is written as one.
    ["twenty five people came", "Twenty-five people came."],
    ["i live at forty two baker street", "I live at 42 Baker Street."],
    ["my flight lands at ten thirty p m", "My flight lands at 10:30 pm."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "We need two more days.",
    "Call five five five, one two.",
    "At one point two people left.",
    "I sold nine thirty packs.",
    "Which one am I?",
    "A hundred people came.",
    "The budget is 45 thousand euros.",
  ])("leaves %j as it was said", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });

  it("tells number words from other words", () => {
    expect(["four", "twenty-six", "hundred"].every(isNumberWord)).toBe(true);
    expect(["fourth", "point", "one-off"].some(isNumberWord)).toBe(false);
  });
});
