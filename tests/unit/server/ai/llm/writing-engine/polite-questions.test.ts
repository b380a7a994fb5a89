/** Questions asked after "please", "excuse me" and a "you" that ends its clause. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("a question after a courtesy", () => {
  it.each([
    ["please can you send me the invoice", "Please can you send me the invoice?"],
    ["hi anna please could we move the call", "Hi Anna, please could we move the call?"],
    ["kindly can someone check the booking", "Kindly can someone check the booking?"],
    ["excuse me where is the lift", "Excuse me, where is the lift?"],
    ["excuse me i think this is my seat", "Excuse me, I think this is my seat."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["please do send it today", "Please do send it today."],
    ["please will do", "Please will do."],
    ["excuse me for the delay", "Excuse me for the delay."],
  ])("no question in %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("a question after you as a verb's object", () => {
  it.each([
    ["i can help you what do you need", "I can help you. What do you need?"],
    ["we can meet you when are you free", "We can meet you. When are you free?"],
    // Whom one tells or shows is followed by what one tells, in its own order.
    ["let me show you how we do it", "Let me show you how we do it."],
    ["i will ask you what do you think", "I will ask you what do you think."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
