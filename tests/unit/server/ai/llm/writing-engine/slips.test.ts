/** "lets" read by the words around it: the verb after a subject, "let's" where it proposes. */
import { describe, expect, it } from "vitest";
import { fixSlips } from "../../../../../../src/server/ai/llm/writing-engine/slips";

describe("lets", () => {
  it.each([
    ["the landlord lets tenants keep pets", "the landlord lets tenants keep pets"],
    ["this app lets you share files", "this app lets you share files"],
    ["he lets us down", "he lets us down"],
    ["lets go", "let's go"],
    ["ok lets meet at six", "ok let's meet at six"],
    ["guys lets go", "guys let's go"],
    ["Lets do it", "Let's do it"],
  ])("%j → %j", (said, written) => {
    expect(fixSlips(said)).toBe(written);
  });
});
