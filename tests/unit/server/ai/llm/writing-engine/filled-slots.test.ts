/** Slots a clause after a noun fills itself, and the nouns a clause describes with no gap. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  answeredAt,
  bareNounObjectAt,
  describesWithoutGap,
  prepositionFilledAfter,
} from "../../../../../../src/server/ai/llm/writing-engine/filled-slots";
import { isRelativeClause } from "../../../../../../src/server/ai/llm/writing-engine/relative-clauses";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The index of `word` in the tokens of `text`. */
const at = (text: string, word: string) => tokenize(text).findIndex((token) => token.text === word);

describe("a slot the clause fills itself", () => {
  it.each([
    ["he said thanks", "thanks", true],
    ["he brought water", "water", true],
    ["she cooked dinner for us", "dinner", true],
    ["she put stamps on it", "stamps", true],
    ["the car she drives works fine", "works", false],
    ["the dress I wore home", "home", false],
    ["the man we met yesterday", "yesterday", false],
  ])("%s: %s is a bare object: %s", (text, word, object) => {
    expect(bareNounObjectAt(tokenize(text), at(text, word))).toBe(object);
  });

  it.each([
    ["she agreed to the refund", "agreed", true],
    ["they laughed at the ending", "laughed", true],
    ["the cake she baked for them", "baked", false],
    ["the man I spoke to", "spoke", false],
  ])("%s: the preposition after %s holds its own object: %s", (text, verb, filled) => {
    expect(prepositionFilledAfter(tokenize(text), at(text, verb))).toBe(filled);
  });

  it.each([
    ["I emailed the landlord he called back", "he", "called", true],
    ["I phoned my mum she picked up straight away", "she", "picked", true],
    ["the client I called back was happy", "I", "called", false],
    ["I found the parcel she picked up", "she", "picked", false],
  ])("%s: %s %s answered, a clause of its own: %s", (text, subject, verb, answered) => {
    expect(answeredAt(tokenize(text), at(text, subject), at(text, verb))).toBe(answered);
  });
});

describe("nouns a clause describes with no gap", () => {
  it.each([
    ["I like the way she talks to customers", "she", true],
    ["this is the reason I came to the office", "I", true],
    ["I remember the day we went to Paris", "we", true],
    ["by the way he called back", "he", false],
    ["I didn't have the time I was busy", "I", false],
  ])("%s: the clause at %s describes the noun: %s", (text, subject, describes) => {
    expect(describesWithoutGap(tokenize(text), at(text, subject))).toBe(describes);
  });
});

describe("a noun, then a pronoun and a verb", () => {
  it.each([
    ["I sent him the file he said thanks", "he", false],
    ["I talked to the manager she agreed to the refund", "she", false],
    ["I emailed the landlord he called back", "he", false],
    ["I asked the waiter he brought water", "he", false],
    ["the dentist checked my tooth she found nothing", "she", false],
    ["I called the airline they apologised for the delay", "they", false],
    ["I dropped the glass it broke into pieces", "it", false],
    ["the people it affects were angry", "it", true],
    ["the file I sent him is wrong", "I", true],
    ["the car she drives is red", "she", true],
    ["I know the woman he talked to", "he", true],
    ["she showed me the report he wrote for the board", "he", true],
  ])("%s: the clause at %s describes the noun: %s", (text, subject, describes) => {
    expect(isRelativeClause(tokenize(text), at(text, subject))).toBe(describes);
  });

  it.each([
    ["i dropped the phone it hit the floor", "I dropped the phone. It hit the floor."],
    ["we watched it hit the wall", "We watched it hit the wall."],
    [
      "don't forget the keys i left them on the table",
      "Don't forget the keys. I left them on the table.",
    ],
    ["do not touch the oven it is hot", "Do not touch the oven. It is hot."],
    ["don't tell mum she will be angry", "Don't tell mum she will be angry."],
    ["i told the driver he was very kind", "I told the driver he was very kind."],
    ["i know the place you mean", "I know the place you mean."],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
