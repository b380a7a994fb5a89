/** Legal and official words said plainly, word by word, capitals and spacing kept. */
import { describe, expect, it } from "vitest";
import { plainWords } from "../../../../../../src/server/ai/llm/writing-engine/plain-words";

describe("plainWords", () => {
  it.each([
    ["Work will commence in due course.", "Work will start soon."],
    [
      "Pursuant to the lease, the premises are inaccessible.",
      "Under the lease, the building are closed.",
    ],
    ["Pursuant to our call, I hereby confirm it.", "Following our call, I confirm it."],
    ["Hereby the contract ends.", "The contract ends."],
    ["Shall we go? The tenant shall pay.", "Shall we go? The tenant must pay."],
    ["Prior\nto the visit", "Prior\nto the visit"],
    ["The commencement date", "The start date"],
  ])("%j → %j", (text, plain) => {
    expect(plainWords(text)).toBe(plain);
  });

  it("leaves plain text as it was", () => {
    const text = "We start the works in May, before the rain.";
    expect(plainWords(text)).toBe(text);
  });
});
