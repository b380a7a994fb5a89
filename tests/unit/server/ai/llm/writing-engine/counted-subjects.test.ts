/** Subjects that count or name no one in particular, narrowed or counted, open a statement of their own. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("an indefinite or counted subject after a complete clause", () => {
  it.each([
    [
      "the train was late nobody in the office noticed",
      "The train was late. Nobody in the office noticed.",
    ],
    [
      "the app keeps crashing nobody from support answers",
      "The app keeps crashing. Nobody from support answers.",
    ],
    [
      "the food is expensive most people bring lunch",
      "The food is expensive. Most people bring lunch.",
    ],
    [
      "the festival was last weekend thousands of people came",
      "The festival was last weekend. Thousands of people came.",
    ],
    ["we had a vote all of us agreed", "We had a vote. All of us agreed."],
    ["i asked her she said no", "I asked her. She said no."],
  ])("sets it apart: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["i asked everyone in the room", "I asked everyone in the room."],
    ["we sold thousands of copies last year", "We sold thousands of copies last year."],
    ["most people i know drive", "Most people I know drive."],
    ["i told him he did not listen", "I told him he did not listen."],
  ])("keeps one sentence: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
