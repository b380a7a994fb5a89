/** What was said about the recipient, said to them; what was said about someone else, kept theirs. */
import { describe, expect, it } from "vitest";
import { toRecipient } from "../../../../../../src/server/ai/llm/writing-engine/reported-speech";

describe("toRecipient", () => {
  it.each([
    // The recipient's own pronouns.
    ["he can take Friday off", "you can take Friday off"],
    ["I owe her one", "I owe you one"],
    ["his order shipped", "your order shipped"],
    // Someone else named first: the pronouns after are theirs.
    ["Tom has a fever and we keep him at home", "Tom has a fever and we keep him at home"],
    ["my son has a cough so we keep him home", "my son has a cough so we keep him home"],
    [
      "my wife cannot come because her car broke down",
      "my wife cannot come because her car broke down",
    ],
    ["our neighbour left his bike in the hall", "our neighbour left his bike in the hall"],
    // Unless only the recipient fits: an object in the other's own clause, or the other gender.
    ["Sara will call him tomorrow", "Sara will call you tomorrow"],
    ["my brother fixed her bike", "my brother fixed your bike"],
    ["my report is late and she should start", "my report is late and you should start"],
  ])("%j → %j", (said, written) => {
    expect(toRecipient(said)).toBe(written);
  });

  it("keeps to the recipient's gender when it is known", () => {
    expect(toRecipient("my sister will call him", "him")).toBe("my sister will call you");
    expect(toRecipient("my brother has his keys", "him")).toBe("my brother has his keys");
  });
});
