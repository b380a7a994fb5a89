/** A time after a clause that already has its own, or ends on a finished state: which clause it opens. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("a time after a clause that holds one", () => {
  it.each([
    [
      "the gym was packed all evening at ten it was empty",
      "The gym was packed all evening. At ten it was empty.",
    ],
    [
      "my lesson ends at three later we can go swimming",
      "My lesson ends at three. Later we can go swimming.",
    ],
    [
      "we arrived last night on Friday we visit the museum",
      "We arrived last night. On Friday we visit the museum.",
    ],
  ])("%s: opens the next clause", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    [
      "the dentist is on 3 March at 9:30 I will take the bus",
      "The dentist is on 3 March at 9:30. I will take the bus.",
    ],
    ["we met at nine on Monday", "We met at nine on Monday."],
    ["I am free on Friday we can talk then", "I am free on Friday. We can talk then."],
  ])("%s: stays on the clause it says where falls", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("a time after a finished state", () => {
  it.each([
    [
      "the photos are attached at four we meet again",
      "The photos are attached. At four we meet again.",
    ],
    [
      "the party was lovely after the dinner we played cards",
      "The party was lovely. After the dinner we played cards.",
    ],
  ])("%s: opens the next clause", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it("keeps a habit on the state it times", () => {
    expect(cleanDictation("the café is closed on Sundays the owner rests")).toBe(
      "The café is closed on Sundays. The owner rests.",
    );
  });
});
