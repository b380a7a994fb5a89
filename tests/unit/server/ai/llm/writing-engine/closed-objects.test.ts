/** A verb's object closed by an adverb before a bare "is" or "was", which leaves its subject unsaid. */
import { describe, expect, it } from "vitest";
import { objectClosedBefore } from "../../../../../../src/server/ai/llm/writing-engine/closed-objects";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** Whether the object before the first "is" or "was" of `said` is closed by an adverb. */
const closedBefore = (said: string) => {
  const tokens = tokenize(said);
  readPartsOfSpeech(tokens);
  return objectClosedBefore(
    tokens,
    tokens.findIndex((token) => token.text === "is" || token.text === "was"),
  );
};

describe("objectClosedBefore", () => {
  it.each([
    ["please read the contract carefully is very important", true],
    ["please check the invoice again was wrong last time", true],
    ["we tested the new app twice was very slow", true],
    ["the man who read the contract carefully is my lawyer", false],
    ["please read the contract is very important", false],
    ["everyone reading the contract carefully is new", false],
  ])("%s → %s", (said, closed) => {
    expect(closedBefore(said)).toBe(closed);
  });
});

describe("a clause without its 'it' after an order closed by an adverb", () => {
  it.each([
    [
      "please read the contract carefully is very important",
      "Please read the contract carefully. It is very important.",
    ],
    [
      "please check the invoice again was wrong last time",
      "Please check the invoice again. It was wrong last time.",
    ],
    [
      "the man who read the contract carefully is my lawyer",
      "The man who read the contract carefully is my lawyer.",
    ],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
