/** A selection made longer: thanks said in full and one courteous sentence that fits what it does. */
import { describe, expect, it } from "vitest";
import { lengthened } from "../../../../../../src/server/ai/llm/writing-engine/selection-longer";

describe("lengthened", () => {
  it.each([
    ["Can you send the invoice?", "Can you send the invoice? Thank you in advance for your help."],
    ["Thanks for the help.", "Thank you very much for the help. I really appreciate it."],
    [
      "The meeting moved to Friday.",
      "The meeting moved to Friday. Please let me know if you have any questions.",
    ],
  ])("%j → %j", (selection, longer) => {
    expect(lengthened(selection)).toBe(longer);
  });
});
