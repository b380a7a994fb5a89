/** Near misses of the person's terms written as the terms. */
import { describe, expect, it } from "vitest";
import { performWritingTask } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { correctToDictionary } from "../../../../../../src/server/ai/llm/writing-engine/dictionary";

describe("the personal dictionary", () => {
  it.each([
    ["please tell tomas the invoice is paid", "please tell Tomasz the invoice is paid"],
    ["the share point link is ready", "the SharePoint link is ready"],
    ["we met in krakow.", "we met in Kraków."],
    ["send it to thomas", "send it to thomas"],
    ["the meeting is on monday", "the meeting is on monday"],
  ])("corrects what recognition nearly heard: %j", (heard, corrected) => {
    expect(correctToDictionary(heard, ["Tomasz", "SharePoint", "Kraków"])).toBe(corrected);
  });

  it("is never changed by the writer, in any mode or tone", () => {
    const dictionary = ["iOS", "ASAP Labs", "gonna-be"];
    const text = "asap labs says the ios app is gonna-be ready asap";
    for (const tone of ["professional", "formal", "friendly", "concise", "confident"] as const) {
      const written = performWritingTask({ mode: "rewrite", text, tone, dictionary });
      expect(written).toContain("ASAP Labs");
      expect(written).toContain("iOS app");
      expect(written).toContain("gonna-be");
    }
  });
});
