/** Lists said without pauses, their items each opening with a determiner. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("lists said without pauses", () => {
  it.each([
    [
      "please bring your passport your laptop and the charger",
      "Please bring your passport, your laptop and the charger.",
    ],
    [
      "we need the keys the badge and a parking card",
      "We need the keys, the badge and a parking card.",
    ],
    [
      "take the red one the blue one or the green one",
      "Take the red one, the blue one or the green one.",
    ],
  ])("%j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    // Whom it is for, then what: no list.
    "Send your team the file and the invoice.",
    // A clause describing the first noun.
    "The price the client wants and the date.",
    "Give me the pen and the paper.",
    // Bare words could be a list or one name of a thing.
    "We need office chairs and desks.",
  ])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});
