/** Items told apart by being alike: counts with the same word after, days with their hours, letters. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  dayHoursCommas,
  letterOptions,
  likeCountCommas,
} from "../../../../../../src/server/ai/llm/writing-engine/parallel-items";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The words of `text` a comma goes before, by `commas`. */
function wordsAfterCommas(text: string, commas: (tokens: ReturnType<typeof tokenize>) => number[]) {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return commas(tokens).map((at) => `${tokens[at]?.text} ${tokens[at + 1]?.text}`);
}

describe("counted items alike", () => {
  it.each([
    ["we spent 3 days in rome 2 in florence and 1 in venice", ["2 in"]],
    ["50 percent now 50 percent after delivery", ["50 percent"]],
    ["we open at 9 on weekdays 10 on saturdays", ["10 on"]],
    ["2 people on monday 3 on tuesday 4 on wednesday", ["3 on", "4 on"]],
    ["i bought 2 tickets for 20 euros", []],
    ["the guests in room 2 in the morning", []],
    ["the meeting is from 9 to 11 on monday", []],
  ])("%s", (text, expected) => {
    expect(wordsAfterCommas(text, likeCountCommas)).toEqual(expected);
  });
});

describe("days with their hours", () => {
  it.each([
    ["open monday to friday 9 to 6 saturday 10 to 2", ["saturday 10"]],
    ["open 9 am to 6 pm weekends 10 to 2", ["weekends 10"]],
    ["we work from 9 to 5 monday to friday", []],
  ])("%s", (text, expected) => {
    expect(wordsAfterCommas(text, dayHoursCommas)).toEqual(expected);
  });
});

describe("letters naming options", () => {
  it("finds the letters and their commas", () => {
    expect(letterOptions(tokenize("plan a b or c"))).toEqual({ letters: [1, 2, 4], commas: [2] });
  });
  it("leaves two letters alone", () => {
    expect(letterOptions(tokenize("plan a or b"))).toEqual({ letters: [], commas: [] });
  });
});

describe("dictation", () => {
  it.each([
    [
      "the shop is open monday to friday 9 to 6 saturday 10 to 2",
      "The shop is open Monday to Friday 9 to 6, Saturday 10 to 2.",
    ],
    ["you can choose plan a b or c", "You can choose plan A, B or C."],
    [
      "the tickets are 20 dollars for adults 10 for children",
      "The tickets are 20 dollars for adults, 10 for children.",
    ],
  ])("%s", (text, written) => {
    expect(cleanDictation(text)).toBe(written);
  });
});
