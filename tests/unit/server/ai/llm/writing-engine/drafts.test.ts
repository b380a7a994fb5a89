/** Replies and comments drafted from what the person said and what they answer. */
import { describe, expect, it } from "vitest";
import { draftComment, draftReply } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("draftReply", () => {
  it.each([
    [
      "greets the sender named on the From line",
      {
        speech: "um thanks for the update comma i'll send the report tomorrow",
        context:
          "From: Sarah Johnson <sarah@example.com>\nSubject: Report\n\nHi, any news on the report?",
      },
      "Hello Sarah,\n\nThank you for the update, I will send the report tomorrow.\n\nBest regards,",
    ],
    [
      "finds the name under a sign-off, formally",
      {
        speech: "sure comma i can join the call on friday",
        context: "Hi,\nCan you join the call on Friday?\n\nBest regards,\nMichael Brown",
        tone: "formal" as const,
      },
      "Dear Michael,\n\nSure, I can join the call on Friday.\n\nBest regards,",
    ],
    [
      "finds the name in a quoted reply header, friendly",
      {
        speech: "sounds good",
        context:
          "On Tue, 3 Jun 2025 at 10:00, Priya Patel <priya@example.com> wrote:\n> Shall we meet?",
        tone: "friendly" as const,
      },
      "Hi Priya,\n\nSounds good.\n\nBest regards,",
    ],
    [
      "reads a 'Last, First' display name",
      { speech: "ok", context: 'From: "Doe, Jane" <jane@example.com>' },
      "Hello Jane,\n\nAll right.\n\nBest regards,",
    ],
    [
      "takes the name from a dictated greeting and drops a dictated closing",
      { speech: "hi john, thanks, I'll be there. best regards" },
      "Hello John,\n\nThank you, I will be there.\n\nBest regards,",
    ],
    [
      "does not repeat a dictated greeting to the sender",
      { speech: "hi sarah thanks", context: "From: Sarah Lee <sarah@example.com>" },
      "Hello Sarah,\n\nThank you.\n\nBest regards,",
    ],
    [
      "greets without a name when none can be found",
      { speech: "the invoice is attached", context: "From: billing@example.com" },
      "Hello,\n\nThe invoice is attached.\n\nBest regards,",
    ],
    [
      "writes nothing for nothing said",
      { speech: "um uh", context: "From: Ann Lee <a@example.com>" },
      "",
    ],
  ])("%s", (_case, request, expected) => {
    expect(draftReply(request)).toBe(expected);
  });
});

describe("draftComment", () => {
  it.each([
    [
      "drops the greeting and warms up good news",
      { speech: "hey great post congrats on the launch", tone: "friendly" as const },
      "Great post congrats on the launch!",
    ],
    [
      "cleans and polishes the speech",
      { speech: "um this is a really insightful article period thanks for sharing" },
      "This is a really insightful article. Thank you for sharing.",
    ],
    ["is empty for fillers only", { speech: "uh" }, ""],
  ])("%s", (_case, request, expected) => {
    expect(draftComment(request)).toBe(expected);
  });
});

describe("context-aware replies", () => {
  const context = "From: Marcus Lee <marcus@example.com>\n\nCan we meet this week?";

  it("writes no greeting or sign-off the editor already holds", () => {
    expect(
      draftReply({
        speech: "Hi Marcus, Wednesday works for me. Best regards, Ada",
        context,
        editor: "Hi Marcus,\n\n\n\nBest regards,\nAda",
      }),
    ).toBe("Wednesday works for me.");
  });

  it("takes no greeting from the quoted thread under the editor's text", () => {
    expect(
      draftReply({
        speech: "Wednesday works",
        context,
        editor: "\n\nOn Mon, 3 Nov 2026, Marcus Lee <marcus@example.com> wrote:\n> Hi Ada,",
      }),
    ).toBe("Hello Marcus,\n\nWednesday works.\n\nBest regards,");
  });

  it("carries out a request rather than echoing it, greeting the thread's sender", () => {
    expect(
      draftReply({ speech: "write a reply to Tomasz saying the invoice was paid", context }),
    ).toBe("Hello Tomasz,\n\nThe invoice was paid.\n\nBest regards,");
    expect(draftReply({ speech: "ask him if we can meet on Monday", context })).toBe(
      "Hello Marcus,\n\nCould you let me know if we can meet on Monday?\n\nBest regards,",
    );
  });

  // 8,000 characters is the most context the extension sends. The "… wrote:"
  // pattern this replaced took 277 s on the first one.
  it.each([
    ["a quote header's letters and tabs", `${"te:".repeat(1_333)}${"\t".repeat(4_000)}`],
    ["spaces", " ".repeat(8_000)],
    ["unclosed angle brackets", "<".repeat(8_000)],
    ["'a@' over and over", `From: ${"a@".repeat(3_997)}`],
    ["letters before an address", `From: ${"a".repeat(7_980)}.b@`],
  ])("answers at once on 8,000 characters of %s", (_shape, context) => {
    expect(draftReply({ speech: "thanks, I will call you tomorrow", context })).toContain(
      "I will call you tomorrow",
    );
  });
});
