/** A place said last, then a noun never counted as the next subject: "in the garden | dinner is ready". */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import {
  placeBeforeSubjectAt,
  sideNamedAt,
  subjectAfterPlaceAt,
} from "../../../../../../src/server/ai/llm/writing-engine/place-then-subject";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const tagged = (text: string) => {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return tokens;
};

describe("subjectAfterPlaceAt", () => {
  it("reads a bare uncounted noun and its verb after a place phrase as a subject", () => {
    const tokens = tagged("the kids are in the garden dinner is ready");
    expect(subjectAfterPlaceAt(tokens, 6)).toBe(true);
    expect(placeBeforeSubjectAt(tokens, 4)).toBe(true);
  });

  it("but not a counted noun, which goes on with the compound", () => {
    expect(subjectAfterPlaceAt(tagged("the kids are in the garden party is"), 6)).toBe(false);
  });
});

describe("sideNamedAt", () => {
  it("reads 'the top left' as a side, and 'the guests left' as no side", () => {
    expect(sideNamedAt(tagged("it is on the top left"), 3)).toBe(true);
    expect(sideNamedAt(tagged("then the guests left"), 1)).toBe(false);
  });
});

describe("a place, then a new subject", () => {
  it.each([
    ["the kids are in the garden dinner is ready", "The kids are in the garden. Dinner is ready."],
    [
      "we met at the hotel reception is on the left",
      "We met at the hotel. Reception is on the left.",
    ],
    ["the garden party is on saturday", "The garden party is on Saturday."],
    ["the results are in the numbers look good", "The results are in. The numbers look good."],
    ["the invoice number is on the top left", "The invoice number is on the top left."],
  ])("%j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
