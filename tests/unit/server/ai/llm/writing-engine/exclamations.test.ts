/** "How" exclaiming rather than asking. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { howExclaimsAt } from "../../../../../../src/server/ai/llm/writing-engine/exclamations";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

describe("howExclaimsAt", () => {
  it.each([
    ["how kind of them to send flowers", true],
    ["how nice to see you", true],
    ["how lucky we are", true],
    ["how beautiful it is here", true],
    ["how kind of you", true],
    ["how kind is he", false],
    ["how old are you", false],
    ["how long to boil an egg", false],
    ["how much of it is left", false],
    ["how old you are", false],
    ["how come you are late", false],
    ["what a nice day", false],
  ])("%s → %s", (said, exclaims) => {
    expect(howExclaimsAt(tokenize(said), 0)).toBe(exclaims);
  });
});

describe("the mark a 'how' sentence takes", () => {
  it.each([
    ["how kind of them to send flowers", "How kind of them to send flowers!"],
    ["how lucky we are", "How lucky we are!"],
    ["how kind is he", "How kind is he?"],
    ["how far is the station", "How far is the station?"],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
