/** What was compared leaves its verb nothing to take. */
import { describe, expect, it } from "vitest";
import { comparedBefore } from "../../../../../../src/server/ai/llm/writing-engine/comparisons";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** Whether what was compared ends before the last `word` of `text`. */
const comparedAt = (text: string, word: string) => {
  const tokens = tokenize(text);
  return comparedBefore(tokens, tokens.map((token) => token.text).lastIndexOf(word));
};

describe("comparedBefore", () => {
  it.each([
    ["it was longer than expected we got home late", "we"],
    ["the quiz was easier than I thought I got nine", "I"],
  ])("a verb after 'than' takes no clause: %j", (text, word) => {
    expect(comparedAt(text, word)).toBe(true);
  });

  it.each([
    ["she earns more than I thought she did", "she"],
    ["I thought we were late", "we"],
  ])("but for a subject and auxiliary that end it, or no 'than': %j", (text, word) => {
    expect(comparedAt(text, word)).toBe(false);
  });
});
