/** A rewrite's ask read by word families and phrasal verbs. */
import { describe, expect, it } from "vitest";
import { treatmentsFor } from "../../../../../../src/server/ai/llm/writing-engine/instructions";
import {
  familyOf,
  phrasalRead,
} from "../../../../../../src/server/ai/llm/writing-engine/selection-ask-words";

describe("familyOf", () => {
  it.each([
    ["briefly", "brief"],
    ["friendlier", "friendly"],
    ["softer", "soft"],
    ["soften", "soft"],
    ["politeness", "polite"],
    ["kindly", "kindly"],
    ["cat", "cat"],
  ])("%s → %s", (word, root) => {
    expect(familyOf(word)).toBe(root);
  });
});

describe("phrasalRead", () => {
  it("reads a verb and its down as one ask", () => {
    expect(phrasalRead(["tone", "it", "down"])).toEqual(["tone", "it", "soft"]);
    expect(phrasalRead(["sit", "down"])).toEqual(["sit", "down"]);
  });
});

describe("treatmentsFor", () => {
  it.each([
    ["say it more briefly", "concise"],
    ["tone it down", "friendly"],
    ["reword this for a client", "professional"],
    ["turn it into bullet points", "list"],
  ])("%s asks %s", (instruction, ask) => {
    expect(treatmentsFor(instruction)).toContain(ask);
  });
});
