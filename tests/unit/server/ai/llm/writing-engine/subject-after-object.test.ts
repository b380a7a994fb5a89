/** A determiner's phrase right after a verb, with a verb of its own, opens the next clause. */
import { describe, expect, it } from "vitest";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { subjectAfterObjectAt } from "../../../../../../src/server/ai/llm/writing-engine/subject-after-object";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** Whether the phrase at word `at` of `text`, whose verb is at `verbAt`, opens a clause. */
const opensAt = (text: string, at: number, verbAt: number) => {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return subjectAfterObjectAt(tokens, at, verbAt);
};

describe("subjectAfterObjectAt", () => {
  it.each([
    ["the fridge broke the technician comes tomorrow", 3, 5],
    ["the washing machine broke the engineer is coming", 4, 6],
    // A bare plural is a phrase of one noun.
    ["the till keeps crashing customers are paying cash", 4, 5],
  ])("a phrase of one noun whose own verb agrees: %j", (text, at, verbAt) => {
    expect(opensAt(text, at, verbAt)).toBe(true);
  });

  it.each([
    // A run of nouns, whose object may end at any of them.
    ["I checked the logs memory usage looks normal", 3, 7],
    // A verb that takes a clause.
    ["she thinks the plan needs more time", 2, 4],
    // A pronoun after the verb is its subject: a question.
    ["the heater makes a noise does it need a service", 3, 5],
  ])("not: %j", (text, at, verbAt) => {
    expect(opensAt(text, at, verbAt)).toBe(false);
  });
});
