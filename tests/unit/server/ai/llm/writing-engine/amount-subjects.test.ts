/** An amount said of as one thing: no plural subject of a plain verb, and the rate it is counted per. */
import { describe, expect, it } from "vitest";
import {
  amountEndsBefore,
  plainVerbAfterAmountAt,
  rateAfterAmountAt,
} from "../../../../../../src/server/ai/llm/writing-engine/amount-subjects";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const tagged = (text: string) => {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return tokens;
};

describe("plainVerbAfterAmountAt", () => {
  it("reads a plain verb after a number and its unit as no verb of theirs", () => {
    expect(plainVerbAfterAmountAt(tagged("20 dollars buy them online"), 0)).toBe(true);
    expect(plainVerbAfterAmountAt(tagged("5 dollars buys a coffee"), 0)).toBe(false);
    expect(plainVerbAfterAmountAt(tagged("3 laptops arrive today"), 0)).toBe(false);
  });
});

describe("amountEndsBefore and rateAfterAmountAt", () => {
  it("finds an amount with its rate", () => {
    const tokens = tagged("it costs 80 euros per night pay at the desk");
    expect(rateAfterAmountAt(tokens, 4)).toBe(true);
    expect(amountEndsBefore(tokens, 6)).toBe(true);
    expect(amountEndsBefore(tagged("it costs 90 a night"), 3)).toBe(true);
  });

  it("but no rate after a word that is no amount", () => {
    expect(rateAfterAmountAt(tagged("we stayed a night"), 2)).toBe(false);
  });
});

describe("joins at an amount", () => {
  it.each([
    [
      "the tickets cost 20 dollars buy them online",
      "The tickets cost 20 dollars. Buy them online.",
    ],
    [
      "the room costs 80 euros per night pay at the desk",
      "The room costs 80 euros per night. Pay at the desk.",
    ],
    [
      "the hotel costs 90 a night the room is small",
      "The hotel costs 90 a night. The room is small.",
    ],
    ["we ordered 3 laptops 2 arrived broken", "We ordered 3 laptops. 2 arrived broken."],
  ])("%j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
