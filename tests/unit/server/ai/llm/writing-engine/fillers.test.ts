/** Fillers said first: "you know" leading into a clause, and "you know" as the verb it also is. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("'you know' said first", () => {
  it.each([
    ["you know the report is late again", "The report is late again."],
    ["you know I think we should wait", "I think we should wait."],
    ["you know the people in the office can't come", "The people in the office can't come."],
    ["you know we finished early", "We finished early."],
    ["you know the parcel arrived late", "The parcel arrived late."],
    ["you know my brother works there", "My brother works there."],
  ])("leads into a clause: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["you know the answer", "You know the answer."],
    ["you know him from the conference", "You know him from the conference."],
    ["you know the people working there", "You know the people working there."],
    ["you know the rules of the game", "You know the rules of the game."],
    ["do you know the report is late", "Do you know the report is late?"],
  ])("is the verb before an object or after a question's start: %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it("keeps 'as you know', which says something", () => {
    expect(cleanDictation("as you know the budget is tight")).toMatch(/^As you know/);
  });
});

describe("'kind of'", () => {
  it.each([
    ["it's kind of late to start now", "It's late to start now."],
    ["that is very kind of you", "That is very kind of you."],
    ["it was really kind of them to send flowers", "It was really kind of them to send flowers."],
    ["it was so kind of her to help", "It was so kind of her to help."],
  ])("is a hedge only when no one is kind: %j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
