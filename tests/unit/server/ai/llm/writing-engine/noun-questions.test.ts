import { describe, expect, it } from "vitest";
import { nounQuestionAt } from "../../../../../../src/server/ai/llm/writing-engine/noun-questions";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The index of `word` in the tokens of `text`. */
const at = (text: string, word: string) => tokenize(text).findIndex((token) => token.text === word);

describe("a question whose subject is a noun phrase, after a statement", () => {
  it.each([
    ["the venue is booked does the client want a projector", "does", true],
    ["the numbers came in can marketing check them", "can", true],
    ["the meeting room needs more chairs can someone bring two", "can", true],
    ["the plan is the best option", "is", false],
    ["we can do it", "can", false],
  ])("%s: a question opens at '%s': %s", (text, opener, asks) => {
    expect(nounQuestionAt(tokenize(text), at(text, opener))).toBe(asks);
  });
});
