import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("words that lead into the clause after them, or do not", () => {
  it.each([
    [
      "my laptop freezes every time I plug in the charger",
      "My laptop freezes every time I plug in the charger.",
    ],
    ["call me any time you need help", "Call me any time you need help."],
    [
      "everyone in the office agrees the new chairs are better",
      "Everyone in the office agrees the new chairs are better.",
    ],
    [
      "great post I totally agree we saw the same thing last year",
      "Great post. I totally agree. We saw the same thing last year.",
    ],
    [
      "the boiler makes a strange noise Ms Varga called the landlord",
      "The boiler makes a strange noise. Ms Varga called the landlord.",
    ],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("what one asked, and the answer after it", () => {
  it.each([
    ["i asked the teacher she said it was fine", "I asked the teacher. She said it was fine."],
    ["ask her when she is free", "Ask her when she is free."],
    ["what time is it my phone died", "What time is it? My phone died."],
    ["how old is he now", "How old is he now?"],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("an object before an order", () => {
  it.each([
    ["we can move it see you tomorrow", "We can move it. See you tomorrow."],
    ["i can do it call me later", "I can do it. Call me later."],
    ["please check the file let me know", "Please check the file. Let me know."],
    ["the manager let me know yesterday", "The manager let me know yesterday."],
    [
      "hi tom hope you are well the parcel arrived",
      "Hi Tom, hope you are well. The parcel arrived.",
    ],
    ["the file is attached hope you are well", "The file is attached. Hope you are well."],
    ["can you bring us the menu we are ready", "Can you bring us the menu? We are ready."],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
