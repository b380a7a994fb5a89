/** Tags, open choices and a bare "why" said at the end of a statement, asked as questions. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("a question said at the end of a statement", () => {
  it.each([
    ["i owe you 20 bucks right", "I owe you 20 bucks, right?"],
    ["the meeting is tomorrow right", "The meeting is tomorrow, right?"],
    ["the price includes the tax or no", "The price includes the tax or no?"],
    ["the flat has a balcony or not", "The flat has a balcony or not?"],
    ["the train is late again why", "The train is late again. Why?"],
    ["the invoice says 250 why", "The invoice says 250. Why?"],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // "right" as a direction, a judgement, or how something was done.
    ["at the corner turn right", "At the corner turn right."],
    ["the numbers look right", "The numbers look right."],
    ["she got the name right", "She got the name right."],
    // A choice that "if" or "whether" leads into, or "yes or no".
    [
      "i am not sure if the flat has a balcony or not",
      "I am not sure if the flat has a balcony or not.",
    ],
    ["the answer is yes or no", "The answer is yes or no."],
    // "why" that a verb, "no idea" or whom one asks takes.
    ["nobody knows why", "Nobody knows why."],
    ["i have no idea why", "I have no idea why."],
    ["i asked the manager why", "I asked the manager why."],
  ])("no question in %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
