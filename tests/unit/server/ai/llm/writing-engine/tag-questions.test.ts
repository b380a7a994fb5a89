/** Tag questions at the end of a statement, set off and asked; negated auxiliaries that ask. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("a tag question after a statement", () => {
  it.each([
    ["the view is beautiful isn't it", "The view is beautiful, isn't it?"],
    ["you are coming aren't you", "You are coming, aren't you?"],
    ["she left didn't she", "She left, didn't she?"],
    [
      "the food was great wasn't it the service was slow",
      "The food was great, wasn't it? The service was slow.",
    ],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // A negation whose verb went unsaid, then a clause of its own.
    ["I can't I am busy", "I can't. I am busy."],
    ["he doesn't it is not his job", "He doesn't. It is not his job."],
    // A question word asks with the negation.
    ["why don't we meet on Friday", "Why don't we meet on Friday?"],
  ])("no tag in %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("a negated auxiliary before its subject", () => {
  it.each([
    ["can't we meet on Friday", "Can't we meet on Friday?"],
    ["doesn't it work", "Doesn't it work?"],
    ["isn't there a later bus", "Isn't there a later bus?"],
    [
      "the boss liked your idea why don't we try it",
      "The boss liked your idea. Why don't we try it?",
    ],
    ["don't forget the keys", "Don't forget the keys."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
