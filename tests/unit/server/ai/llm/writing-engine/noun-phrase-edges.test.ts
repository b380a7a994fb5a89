/** Where a noun phrase starts and ends, read by where a clause opens and where its break goes. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { countedSingular } from "../../../../../../src/server/ai/llm/writing-engine/noun-phrase-edges";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** Whether `word` of `text` is read as a counted singular. */
function counted(text: string, word: string): boolean {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return countedSingular(tokens.find((token) => token.text === word));
}

describe("a counted singular", () => {
  it.each([
    ["the delivery van is stuck", "van", true],
    ["breakfast is served at eight", "breakfast", false],
    ["parking is a problem", "parking", false],
    ["the vans are late", "vans", false],
  ])("%s: %s is counted: %s", (text, word, expected) => {
    expect(counted(text, word)).toBe(expected);
  });
});

describe("where a break around a noun phrase goes", () => {
  it.each([
    [
      "why is the gate shut the garden van is outside",
      "Why is the gate shut? The garden van is outside.",
    ],
    [
      "we updated the parking rules drivers now pay at the gate",
      "We updated the parking rules. Drivers now pay at the gate.",
    ],
    [
      "the baby has a temperature ibuprofen did not help",
      "The baby has a temperature. Ibuprofen did not help.",
    ],
    ["my laptop died the power cable is broken", "My laptop died. The power cable is broken."],
    // What "here is" points at, and a verb's object with its preposition's phrase, end a clause.
    [
      "here are the photos from the trip let me know what you think",
      "Here are the photos from the trip. Let me know what you think.",
    ],
    ["here is the menu let me know", "Here is the menu. Let me know."],
    [
      "I sent the draft to the team let me know if it works",
      "I sent the draft to the team. Let me know if it works.",
    ],
    // A compound's last noun read as a verb takes no phrase that has a verb of its own.
    [
      "we booked the meeting room my boss was happy",
      "We booked the meeting room. My boss was happy.",
    ],
    ["the boiler is fixed let the tenants know", "The boiler is fixed. Let the tenants know."],
    // A clause-taking verb's phrase may be the next verb's subject.
    ["I think the kids at school do not like it", "I think the kids at school do not like it."],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
