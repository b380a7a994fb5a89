/** No clause starts inside the object of a preposition that takes one. */
import { describe, expect, it } from "vitest";
import { objectOfPrepositionAt } from "../../../../../../src/server/ai/llm/writing-engine/preposition-objects";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const objectAt = (text: string, at: number) => objectOfPrepositionAt(tokenize(text), at);

describe("objectOfPrepositionAt", () => {
  it.each([
    ["the keys are under the mat see you", 4],
    ["the shop is near the station parking is free", 4],
  ])("what follows 'under' or 'near' is its object: %j", (text, at) => {
    expect(objectAt(text, at)).toBe(true);
  });

  it.each([
    ["the results are in sales are up", 4],
    ["the kids are outside dinner is ready", 4],
    ["what are you waiting for we have to go", 5],
  ])("not after a word that may end its clause, nor at a subject-only pronoun: %j", (text, at) => {
    expect(objectAt(text, at)).toBe(false);
  });
});
