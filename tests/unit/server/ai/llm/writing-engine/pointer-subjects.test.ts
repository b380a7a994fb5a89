/** "that" and "this" pointing back at a complete statement open one of their own. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe('"that" or "this" as the next subject', () => {
  it.each([
    ["we won that is great", "We won. That is great."],
    ["the hotel upgraded us that is kind", "The hotel upgraded us. That is kind."],
    ["it was raining that is why we stayed home", "It was raining. That is why we stayed home."],
    [
      "the hotel upgraded our room that was very kind",
      "The hotel upgraded our room. That was very kind.",
    ],
    ["the wifi is slow this worries me", "The wifi is slow. This worries me."],
    ["the boss shouted this made me sad", "The boss shouted. This made me sad."],
  ])("sets it apart: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["we stayed in a hotel that was very nice", "We stayed in a hotel that was very nice."],
    ["i met a man that was very kind", "I met a man that was very kind."],
    ["i know that is true", "I know that is true."],
    ["i think this is right", "I think this is right."],
    ["we need this fixed today", "We need this fixed today."],
    ["this bus leaves at 5", "This bus leaves at 5."],
  ])("keeps one sentence: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
