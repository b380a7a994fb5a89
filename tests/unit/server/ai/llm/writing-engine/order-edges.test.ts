/** Edges of an order after a statement: a stretch of time, an object pronoun, and office verbs. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import {
  amountOrStretchEndsBefore,
  officeOrderAt,
  prepositionObjectBefore,
} from "../../../../../../src/server/ai/llm/writing-engine/order-edges";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The tokens of `said`, read, and the index of `word` in them. */
const at = (said: string, word: string) => {
  const tokens = tokenize(said);
  readPartsOfSpeech(tokens);
  return { tokens, index: tokens.findIndex((token) => token.text === word) };
};

describe("amountOrStretchEndsBefore", () => {
  it.each([
    ["the ferry takes 40 minutes book early", "book", true],
    ["the course lasts an hour bring water", "bring", true],
    ["the bus costs 3 euros pay the driver", "pay", true],
    ["the hotel is 10 minutes walk from the beach", "walk", false],
    ["the ferry takes long book early", "book", false],
  ])("%s, before %s → %s", (said, word, ends) => {
    const { tokens, index } = at(said, word);
    expect(amountOrStretchEndsBefore(tokens, index)).toBe(ends);
  });
});

describe("prepositionObjectBefore", () => {
  it("reads an object pronoun after its preposition as a clause's end", () => {
    const { tokens, index } = at("around 5 works for me text me", "text");
    expect(prepositionObjectBefore(tokens, index)).toBe(true);
    const other = at("let me know", "know");
    expect(prepositionObjectBefore(other.tokens, other.index)).toBe(false);
  });
});

describe("officeOrderAt", () => {
  it.each([
    ["text me when you leave", "text", true],
    ["ping them later", "ping", true],
    ["message the team", "message", true],
    ["the course starts on the 4th register before that", "register", true],
    ["text messages are free", "text", false],
    ["message received", "message", false],
    ["register now", "register", false],
  ])("%s, %s → %s", (said, word, order) => {
    const { tokens, index } = at(said, word);
    expect(officeOrderAt(tokens, index)).toBe(order);
  });
});

describe("an order after a statement that ends on a stretch of time or a pronoun", () => {
  it.each([
    ["the ferry takes 40 minutes book early", "The ferry takes 40 minutes. Book early."],
    ["the visa takes 2 weeks apply early", "The visa takes 2 weeks. Apply early."],
    [
      "the build takes 10 minutes ping me when it is done",
      "The build takes 10 minutes. Ping me when it is done.",
    ],
    [
      "around 5ish works for me text me when you leave",
      "Around 5ish works for me. Text me when you leave.",
    ],
    [
      "the course starts on tuesday the 4th register before that",
      "The course starts on Tuesday the 4th. Register before that.",
    ],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "The hotel is 10 minutes walk from the beach.",
    "Text messages are free.",
    "She will email me the file tomorrow.",
    "Text messages cost extra abroad.",
  ])("leaves %s as one sentence", (said) => {
    expect(cleanDictation(said.toLowerCase().replace(/\.$/, ""))).toBe(said);
  });
});
