/**
 * Clauses said without their subject ("… the tickets was very expensive"), on a bare "is"
 * ("is snowing"), or with a learner's plain verb ("he forget", "nobody call me"), set apart
 * from the clause before them.
 */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("a bare form of be after a whole clause", () => {
  it.each([
    ["we baked the cake was delicious", "We baked the cake. It was delicious."],
    [
      "my daughter painted this picture is very beautiful",
      "My daughter painted this picture. It is very beautiful.",
    ],
    [
      "i stayed at a hostel in rome was very cheap",
      "I stayed at a hostel in Rome. It was very cheap.",
    ],
    ["the lesson was short was very useful", "The lesson was short. It was very useful."],
    [
      "we visited the market on sunday was very busy",
      "We visited the market on Sunday. It was very busy.",
    ],
    ["we were at the beach all day was very hot", "We were at the beach all day. It was very hot."],
    ["we worked all day was very tiring", "We worked all day. It was very tiring."],
    [
      "we had a call with the supplier was very useful",
      "We had a call with the supplier. It was very useful.",
    ],
  ])("%j → %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });

  it.each([
    // The noun phrase is the subject: a clause led into, or one a clause describes.
    [
      "i hope the hotel near the beach is very nice",
      "I hope the hotel near the beach is very nice.",
    ],
    ["the shoes you sold me were very cheap", "The shoes you sold me were very cheap."],
    ["the man who fixed the heating was very kind", "The man who fixed the heating was very kind."],
    [
      "i liked the flat but the kitchen was very small",
      "I liked the flat, but the kitchen was very small.",
    ],
  ])("%j stays one clause: %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});

describe("a statement opened by a bare is", () => {
  it.each([
    ["is snowing since the morning", "It is snowing since the morning."],
    ["is too late now we go home", "It is too late now. We go home."],
    ["is it snowing there", "Is it snowing there?"],
  ])("%j → %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});

describe("a learner's plain verb after he, she, nobody or nothing", () => {
  it.each([
    ["i reminded him twice he always forget", "I reminded him twice. He always forget."],
    [
      "my boss arrive late she bring coffee for everybody",
      "My boss arrive late. She bring coffee for everybody.",
    ],
    [
      "i wrote to the landlord nobody call me back",
      "I wrote to the landlord. Nobody call me back.",
    ],
    ["we restarted the router nothing happen", "We restarted the router. Nothing happen."],
  ])("%j → %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });

  it.each([
    ["we saw nobody leave the building", "We saw nobody leave the building."],
    ["i think he bring the wine", "I think he bring the wine."],
  ])("%j stays one clause: %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});

describe("a bare form of be whose subject is the noun phrase before it", () => {
  it.each([
    // A noun with its own phrase, after no verb that takes it.
    ["we cannot go the price of the tickets is very high", "of the tickets is very high"],
    // After a verb mostly said alone, "the" opens the next clause.
    ["we landed the weather was very cold", "We landed. The weather was very cold."],
    // A subject in "-ing" or "to be", and what "like" leads into.
    ["i was late today waiting for the bus was boring", "waiting for the bus was boring"],
    ["for me to be honest is very important", "to be honest is very important"],
    ["it looks like the meeting is cancelled", "It looks like the meeting is cancelled."],
    // A verb's own preposition right before the "be" may lead into a clause.
    ["i heard about the hotel was very nice", "about the hotel was very nice"],
  ])("%j keeps %j", (said, kept) => {
    expect(cleanDictation(said)).toContain(kept);
  });

  it.each([
    ["we had a meeting about the budget was very long", "the budget. It was very long."],
    ["thank you for dinner was delicious", "Thank you for dinner. It was delicious."],
  ])("%j → %j", (said, cleaned) => {
    expect(cleanDictation(said)).toContain(cleaned);
  });
});
