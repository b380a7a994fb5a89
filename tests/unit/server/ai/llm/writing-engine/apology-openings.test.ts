/** A set apology opening a sentence: "excuse me for the delay", "apologies for …". */
import { describe, expect, it } from "vitest";
import {
  apologyOpens,
  ownThingApologisedForAt,
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

describe("ownThingApologisedForAt", () => {
  it("reads the speaker's own thing apologised for as no noun the next clause describes", () => {
    expect(ownThingApologisedForAt(tokenize("sorry for my bad english i am learning"), 5)).toBe(
      true,
    );
    expect(ownThingApologisedForAt(tokenize("thank you for our dinner we were hungry"), 5)).toBe(
      true,
    );
  });

  it("but not a thing said with 'the', nor a clause on another verb", () => {
    expect(ownThingApologisedForAt(tokenize("sorry for the noise we are making"), 4)).toBe(false);
    expect(ownThingApologisedForAt(tokenize("sorry for my mistake i made"), 4)).toBe(false);
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
    ["sorry for my bad english i am learning", "Sorry for my bad English. I am learning."],
    [
      "apologies for our late answer we were on holiday",
      "Apologies for our late answer. We were on holiday.",
    ],
    ["sorry for the mess we made", "Sorry for the mess we made."],
  ])("%j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
