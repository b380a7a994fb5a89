/** A set phrase of courtesy and whom it addresses, read by the opening and closing readings. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  addresseeAt,
  courtesyEndingAt,
  courtesyPhraseAt,
} from "../../../../../../src/server/ai/llm/writing-engine/courtesy-phrases";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const read = (text: string) => {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return tokens;
};

describe("a set phrase of courtesy", () => {
  it.each([
    ["thank you so much Aiko", 4],
    ["my apologies everyone", 2],
    ["quick question for you Ali", 4],
    ["bye for now", 3],
    ["goodbye Rosa", 1],
    ["thanks to Marco", 1],
    ["great minds think alike", 0],
  ])("%s opens with %i words of it", (text, length) => {
    expect(courtesyPhraseAt(read(text), 0)).toBe(length);
  });

  it.each([
    ["the room is taken sorry again", 4],
    ["the car is washed no worries at all", 4],
    ["I will send it tonight cheers", 5],
  ])("%s ends on one from word %i", (text, at) => {
    const tokens = read(text);
    expect(courtesyEndingAt(tokens, tokens.length)?.at).toBe(at);
  });
});

describe("whom a courtesy calls", () => {
  const clause = () => true;
  it.each([
    ["thanks Mrs Ito the", true, 2, false],
    ["thanks everyone the", true, 1, false],
    ["thanks olga the", true, 1, true],
    ["thanks again the", true, 0, false],
    ["thanks loads the", true, 0, false],
    ["great job lads the", false, 0, false],
  ])("%s (after a set phrase: %s): %i words, said low: %s", (text, after, length, lowered) => {
    const tokens = read(text);
    const at = text.startsWith("great") ? 2 : 1;
    expect(addresseeAt(tokens, at, after, clause)).toEqual({ length, lowered });
  });
});

describe("set phrases of courtesy in run-on speech", () => {
  it.each([
    ["my apologies everyone the link was wrong", "My apologies, everyone. The link was wrong."],
    ["thanks olga the numbers look right", "Thanks, Olga. The numbers look right."],
    [
      "the parcel arrived safely thanks a lot Rosa",
      "The parcel arrived safely. Thanks a lot, Rosa.",
    ],
    ["your order has shipped no worries", "Your order has shipped. No worries."],
    ["we had no worries", "We had no worries."],
    ["we wished them good night", "We wished them good night."],
    ["the crowd cheers", "The crowd cheers."],
    ["thanks to Marco the slides were ready", "Thanks to Marco, the slides were ready."],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("a goodbye after a clause", () => {
  it.each([
    ["see you tomorrow bye", "See you tomorrow. Bye."],
    ["I will call you later goodbye", "I will call you later. Goodbye."],
    ["she said bye to everyone", "She said bye to everyone."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
