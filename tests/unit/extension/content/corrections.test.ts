/**
 * Which correction of inserted text is a word for the dictionary: one word
 * replaced by another that can be a name or a term, and nothing else.
 */
import { describe, expect, it } from "vitest";
import { correctedWord } from "../../../../extension/src/content/corrections";

const WRITTEN = "Please call Mr Kowalchik tomorrow.";

describe("correctedWord", () => {
  it("finds the one word the person changed", () => {
    expect(correctedWord(WRITTEN, "Please call Mr Kowalczyk tomorrow.")).toBe("Kowalczyk");
    expect(correctedWord("I met jean-luc there.", "I met Jean-Luc there.")).toBe("Jean-Luc");
    expect(correctedWord("Ask o'neill.", "Ask O'Neill.")).toBe("O'Neill");
    expect(correctedWord("the krakow office", "the Kraków office")).toBe("Kraków");
  });

  it("ignores punctuation around words", () => {
    expect(correctedWord(WRITTEN, "Please call Mr Kowalchik, tomorrow!")).toBeNull();
    expect(correctedWord("Thanks Ana.", "Thanks Anna!")).toBe("Anna");
  });

  it("offers nothing for anything but one replaced word", () => {
    expect(correctedWord(WRITTEN, WRITTEN)).toBeNull();
    expect(correctedWord(WRITTEN, "Please call Mr Kowalczyk today.")).toBeNull();
    expect(correctedWord(WRITTEN, "Please call Mr Kowalchik tomorrow morning.")).toBeNull();
    expect(correctedWord(WRITTEN, "Please call Mr Kowalch tomorrow.")).toBe("Kowalch");
    expect(correctedWord(WRITTEN, "Please call Mr 42 tomorrow.")).toBeNull();
    expect(correctedWord("call A tomorrow", "call B tomorrow")).toBeNull();
  });
});
