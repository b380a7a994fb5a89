/** Lists said without pauses: items opening with a determiner, and bare words whose forms show the items. */
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
    // Bare words whose forms show where an item ends.
    ["we need milk eggs and bread for the office", "We need milk, eggs and bread for the office."],
    ["we still need pens paper and ink", "We still need pens, paper and ink."],
    ["add apples bananas oranges and grapes", "Add apples, bananas, oranges and grapes."],
    ["it covers budgeting planning and reporting", "It covers budgeting, planning and reporting."],
    [
      "the price includes flights hotels and meals",
      "The price includes flights, hotels and meals.",
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
    "The project managers and developers meet on Monday.",
    "She likes cats and dogs.",
    "The app shows ratings and reviews.",
    "Cc Jonas and say the draft is ready.",
  ])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});
