import { describe, expect, it } from "vitest";
import { titleEditOutcome } from "../../../../src/web/lib/title-edit";

describe("titleEditOutcome", () => {
  it("saves a changed title, trimmed", () => {
    expect(titleEditOutcome("New Chat", "  Friday plans ")).toEqual({ save: "Friday plans" });
  });

  it("cancels an empty or blank title", () => {
    expect(titleEditOutcome("New Chat", "")).toBe("cancel");
    expect(titleEditOutcome("New Chat", "   \n ")).toBe("cancel");
  });

  it("cancels an unchanged title, spaces aside", () => {
    expect(titleEditOutcome("New Chat", "New Chat")).toBe("cancel");
    expect(titleEditOutcome("New Chat", " New Chat  ")).toBe("cancel");
  });

  it("keeps a title within 100 characters", () => {
    const outcome = titleEditOutcome("Old", "x".repeat(150));
    expect(outcome).toEqual({ save: "x".repeat(100) });
  });

  it("treats a case change as a change", () => {
    expect(titleEditOutcome("new chat", "New Chat")).toEqual({ save: "New Chat" });
  });
});
