/**
 * The built-in writer's plain writing (`write`), for a field on any page: the
 * person's words polished, with no greeting, sign-off or framing added.
 */
import { describe, expect, it } from "vitest";
import { performWritingTask } from "../../../../../../src/server/ai/llm/writing-engine/respond";
import { WRITING_TONES } from "../../../../../../src/server/ai/llm/writing-task";

const write = (text: string, tone?: (typeof WRITING_TONES)[number]) =>
  performWritingTask({ mode: "write", text, tone });

const GREETING = /^(hi|hello|hey|dear)\b/i;
const SIGN_OFF = /(regards|thanks|best|cheers|sincerely)[,.!]?\s*$/i;

describe("plain writing for any field", () => {
  it.each(WRITING_TONES)("adds no greeting and no sign-off (%s)", (tone) => {
    for (const text of [
      "um the printer on floor two is broken again since monday",
      "so the login page shows a blank screen when i click sign in",
    ]) {
      const written = write(text, tone);
      expect(written).not.toMatch(GREETING);
      expect(written).not.toMatch(SIGN_OFF);
      expect(written).not.toMatch(/\bum\b|\n/);
    }
  });

  it("polishes the person's words and keeps their meaning", () => {
    expect(write("um the printer on floor two is broken again since monday")).toBe(
      "The printer on floor two is broken again since Monday.",
    );
  });

  it("keeps a greeting the person said, on the same line, as a chat message has it", () => {
    expect(write("hi jan um the invoice is paid")).toBe("Hi Jan, the invoice is paid.");
    expect(write("hello team i pushed the fix")).toBe("Hello team, I pushed the fix.");
    expect(write("dear hiring team i am applying for the role")).toBe(
      "Dear hiring team, I am applying for the role.",
    );
    expect(write("hey there um is anyone using the projector")).toBe(
      "Hey there, is anyone using the projector?",
    );
  });

  it("carries out a request for what to write rather than echoing it", () => {
    expect(write("tell the team that the release moved to friday")).toBe(
      "The release moved to Friday.",
    );
  });

  it("keeps the person's language", () => {
    expect(write("cześć tomek build jest zielony")).toBe("Cześć tomek build jest zielony.");
  });

  it("differs from a comment only in keeping the greeting", () => {
    const comment = performWritingTask({ mode: "comment", text: "hi jan the invoice is paid" });
    expect(comment).toBe("The invoice is paid.");
    expect(write("hi jan the invoice is paid")).toBe("Hi Jan, the invoice is paid.");
  });
});
