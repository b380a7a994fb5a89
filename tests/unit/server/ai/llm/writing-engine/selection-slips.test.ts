/** Slips of a word or two put right in a selection, and their near misses left. */
import { describe, expect, it } from "vitest";
import {
  slipsPutRight,
  tagsOf,
} from "../../../../../../src/server/ai/llm/writing-engine/selection-slips";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

describe("slipsPutRight", () => {
  it.each([
    ["It took a hour and a half.", "It took an hour and a half."],
    ["She opened an new account.", "She opened a new account."],
    ["We hired an user researcher.", "We hired a user researcher."],
    ["It was a urgent call.", "It was an urgent call."],
    ["Thanks for the advices.", "Thanks for the advice."],
    ["The equipments are in the van.", "The equipment is in the van."],
    ["The second plan is more cheaper.", "The second plan is cheaper."],
    ["They should to sign it today.", "They should sign it today."],
    ["We discussed about the rent.", "We discussed the rent."],
    ["Looking forward to meet you in Quito.", "Looking forward to meeting you in Quito."],
    ["There was three calls from Ravi.", "There were three calls from Ravi."],
    ["I am agree with Sven.", "I agree with Sven."],
    ["He is not agree.", "He does not agree."],
    ["They didn't received the parcel.", "They didn't receive the parcel."],
    ["She did not came.", "She did not come."],
  ])("%j → %j", (text, written) => {
    expect(slipsPutRight(text)).toBe(written);
  });

  it.each([
    "It took an hour.",
    "A user opened an MBA course.",
    "We need a one-off payment of 8 euros.",
    "There is one more thing.",
    "We need more water.",
    "I am going to the office.",
    "We would like to meet you.",
    // "hoped" or "hopped": the plain verb cannot be told, so it stays.
    "She didn't hoped for it.",
    "Did you agree?",
  ])("leaves %j as it is", (text) => {
    expect(slipsPutRight(text)).toBe(text);
  });
});

describe("tagsOf", () => {
  it("reads no text without words", () => {
    expect(tagsOf(tokenize("!!!!!! ???"))).toEqual([undefined, undefined]);
  });

  it("reads a long run of marks as a short one, each word keeping its tag", () => {
    const tokens = tokenize(`Send it${"!".repeat(400)} We agree.`);
    expect(tagsOf(tokens)).toEqual(tagsOf(tokenize("Send it!!! We agree.")));
  });
});
