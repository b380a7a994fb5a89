import { describe, expect, it } from "vitest";
import { verbOfNounPhrase } from "../../../../../../src/server/ai/llm/writing-engine/noun-phrases";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The index of `word` in the tokens of `text`. */
const at = (text: string, word: string) => tokenize(text).findIndex((token) => token.text === word);

describe("a noun phrase and its verb, read by their parts of speech", () => {
  it.each([
    ["the printer still does not print", "does"],
    ["marketing cannot make it", "cannot"],
    ["two people cancelled though", "cancelled"],
    ["three of them speak German", "speak"],
    ["the rest of us stayed", "stayed"],
    ["the payment page loads fast now", "loads"],
    ["the total matches the invoice", "matches"],
    ["the figures for March are on page two", "are"],
    ["the doctor never came", "came"],
    ["the new hires had lots of questions", "had"],
    ["room 14 is taken", "is"],
    ["version 3 fixes it", "fixes"],
    ["build 119 passed", "passed"],
    ["legal wants one more look", "wants"],
    ["purchasing sends the order", "sends"],
    ["one point is missing", "is"],
  ])("finds the verb of %s", (text, verb) => {
    expect(verbOfNounPhrase(tokenize(text), 0)).toBe(at(text, verb));
  });

  it.each([
    "to the station",
    "the sales team meeting",
    "we moved it",
    "the sales report yesterday",
    "more work",
    "legal advice",
    "room 14",
    "at 5 is fine",
  ])("finds none in %s", (text) => {
    expect(verbOfNounPhrase(tokenize(text), 0)).toBe(-1);
  });
});
