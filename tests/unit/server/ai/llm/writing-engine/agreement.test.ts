/** Slips of agreement read from the subject, misspellings, and quarters in capitals, as dictation cleans them. */
import { describe, expect, it } from "vitest";
import { fixAgreement } from "../../../../../../src/server/ai/llm/writing-engine/agreement";
import { fixSlips } from "../../../../../../src/server/ai/llm/writing-engine/slips";
import { growthOfEightfoldInput, LINEAR_GROWTH } from "../../../../../helpers/time-growth";

describe("fixAgreement", () => {
  it.each([
    ["he don't know why", "he doesn't know why"],
    ["She do not agree", "She does not agree"],
    ["we needs more time", "we need more time"],
    ["They also wants a discount", "They also want a discount"],
    ["I has a question", "I have a question"],
    ["they doesn't agree", "they don't agree"],
    ["we was very exciting about it", "we were very excited about it"],
    ["They isn't ready", "They aren't ready"],
    ["I am very interesting in the role", "I am very interested in the role"],
    ["we're really exciting about the launch", "we're really excited about the launch"],
    ["the file is having errors", "the file has errors"],
    ["The servers are having some network problems", "The servers have some network problems"],
  ])("%s → %s", (said, written) => {
    expect(fixAgreement(said)).toBe(written);
  });

  it.each([
    "helping you makes me happy",
    "she needs a new one",
    "the results are interesting in many ways",
    "she is interesting in person",
    "he is annoying with his jokes",
    "she is having lunch with Tariq",
    "the team is having a party",
    "they don't know",
    "I was there",
  ])("leaves %j as it is", (said) => {
    expect(fixAgreement(said)).toBe(said);
  });

  it("reads a long hostile text in linear time", () => {
    const hostile = (size: number) =>
      "we are very ".repeat(size) + "he do ".repeat(size) + "the x is having ".repeat(size);
    expect(growthOfEightfoldInput((size) => fixAgreement(hostile(size)), 40_000)).toBeLessThan(
      LINEAR_GROWTH,
    );
  });
});

describe("fixSlips: misspellings and quarters", () => {
  it.each([
    ["I will recieve it tommorow", "I will receive it tomorrow"],
    [
      "you shuold definately keep them seperate untill Friday",
      "you should definitely keep them separate until Friday",
    ],
    ["Recieved, thanks", "Received, thanks"],
    ["the q3 numbers and the fy25 plan", "the Q3 numbers and the FY25 plan"],
  ])("%s → %s", (said, written) => {
    expect(fixSlips(said)).toBe(written);
  });

  it("keeps words that only look like a quarter", () => {
    expect(fixSlips("faq3 and q35 stay")).toBe("faq3 and q35 stay");
  });

  it.each([
    ["lets go home", "let's go home"],
    ["ok lets discuss it", "ok let's discuss it"],
    ["the landlord lets tenants keep pets", "the landlord lets tenants keep pets"],
    ["this app lets you record calls", "this app lets you record calls"],
    ["Anna lets us know", "Anna lets us know"],
  ])(
    "writes 'lets' as 'let's' only where no subject or object says it is a verb: %s",
    (said, written) => {
      expect(fixSlips(said)).toBe(written);
    },
  );
});
