/** Self-corrections of a number said in words or of a day, set off by commas as people say them. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("corrections between commas", () => {
  it.each([
    ["we start at three, no, four", "We start at four."],
    ["the meeting is tomorrow, I mean Monday, at ten", "The meeting is Monday at ten."],
    ["send it by Friday, sorry, Thursday", "Send it by Thursday."],
    ["we need twelve no fifteen chairs", "We need fifteen chairs."],
    // A correction reaches back only into its own sentence, and after a restart only past it.
    ["we start at ten. the call is at three, no, four", "We start at ten. The call is at four."],
    [
      "we meet on Monday at three scratch that we meet on Tuesday, no, Wednesday",
      "We meet on Wednesday.",
    ],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each(["I mean it.", "No, four of us can come."])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});
