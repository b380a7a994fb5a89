/** A clause read word by word: whether what is said so far can stand on its own. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { ClauseSoFar } from "../../../../../../src/server/ai/llm/writing-engine/clause-so-far";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const completes = (words: string) => {
  const clause = new ClauseSoFar();
  for (const token of tokenize(words)) clause.add(token);
  return clause.complete;
};

describe("an order and what it acts on", () => {
  it.each(["call Paul", "send the file to Maria", "book 4 rooms", "check the logs"])(
    "is a clause of its own: %s",
    (words) => {
      expect(completes(words)).toBe(true);
    },
  );

  it.each(["ask her to send the file", "remind the team to submit the hours"])(
    "is a clause of its own after 'to' too: %s",
    (words) => {
      expect(completes(words)).toBe(true);
    },
  );

  it.each(["call", "tell him", "remind the team", "write to Hana", "let me", "ask her to send"])(
    "is not yet one without its object or before its message: %s",
    (words) => {
      expect(completes(words)).toBe(false);
    },
  );

  it.each([
    ["call Paul he knows the code", "Call Paul. He knows the code."],
    [
      "send the file to Maria she is on the project now",
      "Send the file to Maria. She is on the project now.",
    ],
    ["book 4 rooms my sister is coming", "Book 4 rooms. My sister is coming."],
  ])("is set apart from the clause run on after it: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["tell him we need the room", "Tell him we need the room."],
    ["make sure the door is locked", "Make sure the door is locked."],
    ["sort the files they sent", "Sort the files they sent."],
  ])("leads into what follows when it tells or describes: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("a verb read by the tagger as a plural, known by what agrees with it or follows it", () => {
  it.each([
    [
      "my grandmother lives alone there is nobody nearby",
      "My grandmother lives alone. There is nobody nearby.",
    ],
    [
      "the kids sleep badly there is too much noise",
      "The kids sleep badly. There is too much noise.",
    ],
    ["the car keys are on the table", "The car keys are on the table."],
    ["the office work is boring", "The office work is boring."],
    [
      "the fridge leaks at night ice forms on the floor",
      "The fridge leaks at night. Ice forms on the floor.",
    ],
    [
      "the old window rattles at night wind blows through the gaps",
      "The old window rattles at night. Wind blows through the gaps.",
    ],
    ["the car keys on the table are mine", "The car keys on the table are mine."],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
