/** The frame around a request read as one grammar; a need said of oneself is the person's own words. */
import { describe, expect, it } from "vitest";
import { readFrame } from "../../../../../../src/server/ai/llm/writing-engine/request-frames";

describe("readFrame", () => {
  it.each([
    [
      "let him know politely that we cannot refund the ticket",
      "let him know that we cannot refund the ticket",
    ],
    [
      "I need a reply that says the order ships monday",
      "write a reply that says the order ships monday",
    ],
    ["how do I say in English that I will be late", "say that I will be late"],
    ["a reply that works for both teams", "a reply that works for both teams"],
  ])("%j → %j", (said, framed) => {
    expect(readFrame(said)).toBe(framed);
  });

  it.each(["I have to tell my wife first", "I want to say thank you to everyone"])(
    "reads %j as the person's own words",
    (said) => {
      expect(readFrame(said)).toBeUndefined();
    },
  );
});
