/** The tagger's lexicon, and the unknown words it keeps: never more than a bounded number. */
import { describe, expect, it } from "vitest";
import { isLexiconWord, readText } from "../../../../../../src/server/ai/llm/writing-engine/tagger";

/** The number the tagger gives `word`: the lexicon's words come first, then each unknown word as first read. */
const numberOf = (word: string) => {
  const { doc, its } = readText(word);
  return doc.tokens().out(its.uniqueId)[0] ?? Number.NaN;
};

describe("the tagger", () => {
  it("tells English words from names it does not know", () => {
    expect(isLexiconWord("money")).toBe(true);
    expect(isLexiconWord("kowalska")).toBe(false);
  });

  it("does not keep every unknown word it was ever given", () => {
    const before = numberOf("qqbeforeword");
    for (let chunk = 0; chunk < 60; chunk++) {
      readText(Array.from({ length: 1000 }, (_, index) => `qq${chunk}x${index}z`).join(" "));
    }
    // Kept for good, the 60,000 words would have numbered this one 60,001 past the first.
    expect(numberOf("qqafterword")).toBeLessThan(before + 60_000);
    expect(isLexiconWord("money")).toBe(true);
    expect(isLexiconWord("kowalska")).toBe(false);
  });
});
