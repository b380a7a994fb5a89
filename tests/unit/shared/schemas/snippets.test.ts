import { describe, expect, it } from "vitest";
import { dictateInputSchema, MESSAGES, snippetListSchema } from "../../../../src/shared";

const dictation = (extra: Record<string, unknown>) =>
  dictateInputSchema.safeParse({ mode: "reply", text: "send my calendar link", ...extra });

const messageOf = (result: ReturnType<typeof dictation>) =>
  result.success ? "" : (result.error.issues[0]?.message ?? "");

describe("snippets in a dictation", () => {
  it("keeps a snippet's text byte for byte and trims its trigger", () => {
    const text = "  line one  \n\tline two   ";
    const result = dictation({ snippets: [{ trigger: "  my calendar link ", text }] });
    expect(result.success && result.data.snippets).toEqual([{ trigger: "my calendar link", text }]);
  });

  it("refuses a trigger under 2 or over 60 characters, an empty or too long text", () => {
    expect(messageOf(dictation({ snippets: [{ trigger: "x", text: "y" }] }))).toBe(
      MESSAGES.snippetTriggerTooShort,
    );
    expect(messageOf(dictation({ snippets: [{ trigger: "x".repeat(61), text: "y" }] }))).toBe(
      MESSAGES.snippetTriggerTooLong,
    );
    expect(messageOf(dictation({ snippets: [{ trigger: "sig", text: "" }] }))).toBe(
      MESSAGES.snippetTextEmpty,
    );
    expect(messageOf(dictation({ snippets: [{ trigger: "sig", text: "y".repeat(2001) }] }))).toBe(
      MESSAGES.snippetTextTooLong,
    );
  });

  it("takes at most 100 snippets", () => {
    const many = Array.from({ length: 101 }, (_, index) => ({ trigger: `t${index}`, text: "x" }));
    expect(snippetListSchema.safeParse(many.slice(0, 100)).success).toBe(true);
    expect(messageOf(dictation({ snippets: many }))).toBe(MESSAGES.snippetsTooMany);
  });
});

describe("the site of a dictation", () => {
  it("is a host name", () => {
    expect(dictation({ site: "mail.example.com" }).success).toBe(true);
    for (const site of [
      "https://mail.example.com",
      "mail.example.com/inbox",
      "a b",
      "x".repeat(254),
    ])
      expect(messageOf(dictation({ site }))).toBe(MESSAGES.styleSiteInvalid);
  });
});
