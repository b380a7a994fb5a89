/** A session's title from its first exchange. */
import { describe, expect, it } from "vitest";
import { deriveTitle } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("deriveTitle", () => {
  it.each([
    [
      "Hi, can you help me write an email to my landlord about the broken heater?",
      "Write an Email to My Landlord About the Broken Heater",
    ],
    [
      "Hi! What is the best way to say no to a meeting politely?",
      "What Is the Best Way to Say No to a Meeting Politely",
    ],
    [
      "So, I need to write a cover letter for a senior product manager position at a large technology company in Berlin",
      "Write a Cover Letter for a Senior Product Manager Position",
    ],
    ["make this more formal: hey john", "Make This More Formal"],
    ["um uh well-being tips for remote teams", "Well-being Tips for Remote Teams"],
    ["hello", "New Chat"],
    ["um uh", "New Chat"],
    ["", "New Chat"],
  ])("%j → %j", (message, expected) => {
    expect(deriveTitle(message)).toBe(expected);
  });

  it("never passes 60 characters", () => {
    const title = deriveTitle("Supercalifragilisticexpialidocious-".repeat(4));
    expect(title.length).toBe(60);
  });
});
