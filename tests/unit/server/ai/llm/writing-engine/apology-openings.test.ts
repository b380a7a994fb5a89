/** A set apology opening a sentence: "excuse me for the delay", "apologies for …". */
import { describe, expect, it } from "vitest";
import {
  apologyOpens,
  pastAfterYouAt,
} from "../../../../../../src/server/ai/llm/writing-engine/apology-openings";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

describe("apologyOpens", () => {
  it.each([
    "excuse me for",
    "excuse us for",
    "pardon me for",
    "forgive me for",
    "apologies for",
    "my apologies for",
  ])("a set apology for something: %j", (text) => {
    const [first = "", second = "", third = ""] = text.split(" ");
    expect(apologyOpens(first, second, third)).toBe(true);
  });

  it.each(["excuse me can", "apologies to", "forgive him for", "my apology is"])(
    "but not a call for attention or another phrase: %j",
    (text) => {
      const [first = "", second = "", third = ""] = text.split(" ");
      expect(apologyOpens(first, second, third)).toBe(false);
    },
  );
});

describe("pastAfterYouAt", () => {
  it("reads 'you' and a past as a clause of its own", () => {
    expect(pastAfterYouAt(tokenize("you dropped your wallet"), 0)).toBe(true);
    expect(pastAfterYouAt(tokenize("you can sit here"), 0)).toBe(false);
  });
});

describe("an apology before a statement", () => {
  it.each([
    ["excuse me for the delay i was in hospital", "Excuse me for the delay. I was in hospital."],
    [
      "apologies for the delay the server was down",
      "Apologies for the delay. The server was down.",
    ],
    [
      "forgive us for the noise our neighbours had a party",
      "Forgive us for the noise. Our neighbours had a party.",
    ],
    ["excuse me you dropped your wallet", "Excuse me, you dropped your wallet."],
    ["excuse me for asking", "Excuse me for asking."],
  ])("%j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
