/** Rewording in a tone, and the transforms the extension and chat ask for. */
import { describe, expect, it } from "vitest";
import { rewrite, transform } from "../../../../../../src/server/ai/llm/local-writing-engine";
import type { WritingTone } from "../../../../../../src/server/ai/llm/writing-task";

describe("rewrite", () => {
  const rambling =
    "I just wanted to say I think that we really need to talk about the budget. Let me know if that's ok";

  it.each<[string, WritingTone, string, string]>([
    [
      "professional: casual words, slang and contractions",
      "professional",
      "hey, I'm gonna send the report asap, thanks a lot",
      "Hello, I am going to send the report as soon as possible, thank you very much.",
    ],
    [
      "professional: clean text stays unchanged",
      "professional",
      "Thank you for the update. I will send the report tomorrow.",
      "Thank you for the update. I will send the report tomorrow.",
    ],
    [
      "professional: 'thanks to' is 'because of', no thanks",
      "professional",
      "thanks to you we won",
      "Thanks to you we won.",
    ],
    [
      "friendly: 'thanks to' takes no exclamation mark",
      "friendly",
      "thanks to the rain the match was cancelled",
      "Thanks to the rain, the match was cancelled.",
    ],
    [
      "professional: shouted abbreviations and 'can't'",
      "professional",
      "OK, I can't make it",
      "All right, I cannot make it.",
    ],
    [
      "formal: as professional, plus formal phrasing",
      "formal",
      rambling,
      "I would like to say I think that we really need to discuss the budget. Please let me know if that is all right.",
    ],
    [
      "friendly: contractions, 'thanks' and an exclamation for thanks",
      "friendly",
      "Thank you for your help. I am happy to join. It's been great",
      "Thanks for your help! I'm happy to join. It's been great.",
    ],
    ["friendly: no contraction at a clause end", "friendly", "Yes, it is.", "Yes, it is."],
    [
      "concise: hedges dropped, casual words kept",
      "concise",
      rambling,
      "I wanted to say we need to talk about the budget. Let me know if that's ok.",
    ],
    [
      "concise: a hedge before punctuation stays",
      "concise",
      "Really? I think so.",
      "Really? I think so.",
    ],
    [
      "concise: wordy phrases",
      "concise",
      "In order to finish, we wait due to the fact that the data is late",
      "To finish, we wait because the data is late.",
    ],
    [
      "confident: apologies and doubt dropped",
      "confident",
      "Basically, I'm sorry to bother you but maybe we could meet tomorrow, I'll try to be there",
      "We could meet tomorrow, I will be there.",
    ],
  ])("%s", (_case, tone, input, expected) => {
    expect(rewrite(input, tone)).toBe(expected);
  });

  it("is empty for empty input", () => {
    expect(rewrite("", "formal")).toBe("");
  });
});

describe("transform", () => {
  const casual = "hey i just wanted to say i think the demo was really great, thanks a lot";

  it.each([
    [
      "more formal",
      casual,
      "Hello, I would like to say I think the demo was really great, thank you very much.",
    ],
    ["make it shorter", casual, "Hey, I wanted to say the demo was great, thanks a lot."],
    [
      "fix grammar",
      casual,
      "Hey, I just wanted to say I think the demo was really great, thanks a lot.",
    ],
    ["more confident", casual, "Hello, I wanted to say the demo was great, thank you very much."],
    [
      "friendlier",
      "Thank you for the invite. I am happy to join.",
      "Thanks for the invite! I'm happy to join.",
    ],
    [
      "translate to French",
      casual,
      "Hello, I just wanted to say I think the demo was really great, thank you very much.",
    ],
  ])("%s", (instruction, text, expected) => {
    expect(transform({ text, instruction })).toBe(expected);
  });
});

describe("tones", () => {
  const casual =
    "hey, I just wanted to let you know that I think I'm gonna send the report to Anna on 3 May, sorry";

  it("give five different texts, each keeping the names and dates", () => {
    const tones: WritingTone[] = ["professional", "formal", "friendly", "concise", "confident"];
    const texts = tones.map((tone) => rewrite(casual, tone));
    expect(new Set(texts).size).toBe(5);
    for (const text of texts) expect(text).toContain("Anna on 3 May");
  });
});
