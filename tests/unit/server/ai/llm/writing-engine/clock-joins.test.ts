/** Clauses after a time with "am" or "pm", and a number as a subject after a clause. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  clauseAfterClockAt,
  timeDescribesNounAt,
} from "../../../../../../src/server/ai/llm/writing-engine/clock-joins";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { type Token, word } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The words, with the time as the numbers reader leaves it: one word "8 am". */
const read = (...words: string[]): Token[] => {
  const tokens = words.map(word);
  readPartsOfSpeech(tokens);
  return tokens;
};

describe("a clause after a time of day", () => {
  it.each([
    [["the", "bus", "leaves", "at", "8 am", "breakfast", "is", "at", "7"], 5],
    [["we", "close", "at", "6 pm", "7", "is", "too", "late"], 4],
    [["check", "in", "is", "from", "3 pm", "check", "out", "is", "at", "11 am"], 5],
    [["let's", "do", "2:30 pm", "instead", "3", "is", "too", "late"], 4],
  ])("%j opens at %i", (words, index) => {
    expect(clauseAfterClockAt(read(...words), index)).toBe(true);
  });

  it.each([
    [["at", "8 am", "breakfast", "is", "served"], 2, true],
    [["we", "moved", "the", "4 pm", "call"], 4, false],
    [["i", "think", "3", "is", "enough"], 2, false],
    [["the", "guests", "in", "room", "2", "is", "ready"], 4, false],
    [["the", "order", "5521", "is", "delayed"], 2, false],
    [["we", "have", "2", "kids", "1", "is", "at", "school"], 4, true],
    [["we", "meet", "at", "9 am", "is", "that", "ok"], 4, false],
  ])("%j at %i: %s", (words, index, opens) => {
    expect(clauseAfterClockAt(read(...words), index)).toBe(opens);
  });

  it("reads a time a determiner opens as describing its noun", () => {
    expect(timeDescribesNounAt(read("the", "3 pm", "meeting"), 2)).toBe(true);
    expect(timeDescribesNounAt(read("a", "10 am", "call"), 2)).toBe(true);
    expect(timeDescribesNounAt(read("at", "3 pm", "meeting"), 2)).toBe(false);
  });
});

describe("dictation", () => {
  it.each([
    ["the bus leaves at 8 am breakfast is at 7", "The bus leaves at 8 am. Breakfast is at 7."],
    ["we moved the 4 pm call to friday", "We moved the 4 pm call to Friday."],
    ["the 3 pm meeting is cancelled", "The 3 pm meeting is cancelled."],
  ])("%s", (text, written) => {
    expect(cleanDictation(text)).toBe(written);
  });
});
