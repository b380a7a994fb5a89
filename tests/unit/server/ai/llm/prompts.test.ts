/** What a model is told for plain writing (`write`): the field's text, with nothing around it. */
import type { llm } from "@livekit/agents";
import { describe, expect, it } from "vitest";
import { writingTaskChat } from "../../../../../src/server/ai/llm/prompts";

describe("writingTaskChat for a field on any page", () => {
  const [system, user] = writingTaskChat({
    mode: "write",
    text: "hi tom the build is green",
    tone: "friendly",
    context: "Page: Ticket #42\nSite: tracker.example.com",
    editor: "Steps so far:",
  }).items as llm.ChatMessage[];

  it("asks for polished text in the tone, in the person's language, with no greeting or sign-off added", () => {
    const prompt = system?.textContent ?? "";
    expect(prompt).toContain("warm and friendly");
    expect(prompt).toContain("in the language they used");
    expect(prompt).toContain("Add no greeting, no sign-off and no framing of your own");
    expect(prompt).not.toMatch(/comment|email|Best regards/i);
    for (const personal of ["Tom", "Ticket #42", "Steps so far"])
      expect(prompt).not.toContain(personal);
  });

  it("shows the page as where the text goes, not as a message to answer", () => {
    expect(user?.textContent).toBe(
      [
        "Where the text goes:\n```\nPage: Ticket #42\nSite: tracker.example.com\n```",
        "Already in the editor:\n```\nSteps so far:\n```",
        "My text:\n```\nhi tom the build is green\n```",
      ].join("\n\n"),
    );
  });

  it("still calls a reply's context the original message", () => {
    const [, reply] = writingTaskChat({ mode: "reply", text: "yes", context: "Ready?" })
      .items as llm.ChatMessage[];
    expect(reply?.textContent).toContain("Original message:\n```\nReady?\n```");
  });
});
