/** "so" standing for the clause a verb takes: "I think so". */
import { describe, expect, it } from "vitest";
import { soForClauseAt } from "../../../../../../src/server/ai/llm/writing-engine/said-so";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** Whether the "so" of `text` stands for a clause. */
const standsFor = (text: string) => {
  const tokens = tokenize(text);
  return soForClauseAt(
    tokens,
    tokens.findIndex((token) => token.text === "so"),
  );
};

describe("soForClauseAt", () => {
  it.each([
    "I don't think so it is too expensive",
    "I hope so the weather looks bad",
    "I guess so",
    "I told you so",
  ])("after a verb that takes a clause: %j", (text) => {
    expect(standsFor(text)).toBe(true);
  });

  it.each(["I was tired so I went home", "the shop was closed so we left", "not so good"])(
    "but not after a whole clause or before a degree: %j",
    (text) => {
      expect(standsFor(text)).toBe(false);
    },
  );
});
