/** A learner's question after a whole statement, and the questions a word before takes. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { learnerQuestionAfterStatementAt } from "../../../../../../src/server/ai/llm/writing-engine/learner-questions-after-statements";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** Whether a learner's question opens at the word `word` of `said`. */
const asksAt = (said: string, word: string) => {
  const tokens = tokenize(said);
  readPartsOfSpeech(tokens);
  return learnerQuestionAfterStatementAt(
    tokens,
    tokens.findIndex((token) => token.text === word),
  );
};

describe("learnerQuestionAfterStatementAt", () => {
  it.each([
    ["the car is still broken what happen", "what", true],
    ["the mechanic called how much cost the repair", "how", true],
    ["the bill we already paid why you send reminder", "why", true],
    ["i know what happened", "what", false],
    ["tell me what happened", "what", false],
    ["no idea what happened", "what", false],
    ["i asked how much cost the repair", "how", false],
    ["what happen", "what", false],
    ["the package arrived broken what i do now", "what", true],
    ["the internet is slow what you think", "what", true],
    ["i liked the cake what you made", "what", false],
    ["i will give you what you need", "what", false],
    ["it is not what i wanted", "what", false],
    ["i love what i do", "what", false],
    ["i have seen what you do", "what", false],
  ])("%s, at %s → %s", (said, word, asks) => {
    expect(asksAt(said, word)).toBe(asks);
  });
});

describe("a learner's question after a statement", () => {
  it.each([
    ["the car is still broken what happen", "The car is still broken. What happen?"],
    [
      "the mechanic called how much cost the repair",
      "The mechanic called. How much cost the repair?",
    ],
    [
      "the bill we already paid why you send reminder",
      "The bill we already paid. Why you send reminder?",
    ],
    ["i know what happened", "I know what happened."],
    ["the meeting was cancelled what we do now", "The meeting was cancelled. What we do now?"],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
