/** A chain's own object after a noun: a possessive opens one, and "a" or "an" after a verb of giving. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";

describe("a clause after a place with an object of its own", () => {
  it.each([
    [
      "is there wifi in the meeting room i need to share my screen",
      "Is there wifi in the meeting room? I need to share my screen.",
    ],
    [
      "is there wifi in the lobby i need to send an email",
      "Is there wifi in the lobby? I need to send an email.",
    ],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "Is there a form I need to fill?",
    "This is the file I need to send the client.",
    "The report I need to send my boss is late.",
  ])("keeps the clause that describes the noun in %s", (written) => {
    expect(cleanDictation(written.toLowerCase().replace(/[.?]$/, ""))).toBe(written);
  });
});
