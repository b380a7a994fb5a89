/**
 * Run-on speech split where one clause ends, never inside it: a verb keeps
 * its object before "its", a counted object after "be" and "-ing", a time
 * after thanks, "so" after "think", an amount before "compared to".
 */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { asPrepositionAt } from "../../../../../../src/server/ai/llm/writing-engine/clause-lexicon";
import { isFiniteAt } from "../../../../../../src/server/ai/llm/writing-engine/noun-phrases";
import { frontedAt } from "../../../../../../src/server/ai/llm/writing-engine/sentence-edges";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The index of `word` in the tokens of `text`. */
const indexOf = (text: string, word: string) =>
  tokenize(text).findIndex((token) => token.text === word);

describe("readers of one clause", () => {
  it("reads no contraction with its own subject as the verb of the phrase before", () => {
    const text = "I finished the draft it's in the folder";
    expect(isFiniteAt(tokenize(text), indexOf(text, "it's"))).toBe(false);
    expect(isFiniteAt(tokenize("the draft is here"), 2)).toBe(true);
  });

  it("reads 'compared to' and 'based on' as a preposition", () => {
    expect(asPrepositionAt(tokenize("up 12 percent compared to last year"), 3)).toBe(true);
    expect(asPrepositionAt(tokenize("a price based on volume"), 2)).toBe(true);
    expect(asPrepositionAt(tokenize("we compared the prices"), 1)).toBe(false);
  });

  it("reads 'as soon as' and 'in case' as opening a fronted clause", () => {
    expect(frontedAt(tokenize("as soon as you get the keys"), 0)).toBe("clause");
    expect(frontedAt(tokenize("in case you need help"), 0)).toBe("clause");
    expect(frontedAt(tokenize("as you know"), 0)).toBeUndefined();
  });
});

describe("cleanDictation keeps one clause whole", () => {
  it.each([
    ["i finished the draft its in the shared folder", "the draft. It"],
    ["we are hiring two new engineers one will join in october", "engineers. One will"],
    ["thanks for your help yesterday it really saved me", "help yesterday. It really"],
    ["no i dont think so it is too expensive", "think so. It is"],
    ["as soon as you get the keys let me know", "the keys, let me know"],
    ["the store is still open at this hour", "still open at this hour"],
    ["sales are up 12 percent compared to last year", "up 12 percent compared"],
    ["first when is the deadline second who approves it", "? Second, who approves it?"],
  ])("%j", (say, piece) => {
    expect(cleanDictation(say)).toContain(piece);
  });

  it.each([
    ["the kids are playing the parents are chatting", "playing. The parents"],
    ["i was tired so i went home", "tired, so I went home"],
    ["sorry for the delay this morning the train was cancelled", "morning. The train"],
  ])("and still splits two: %j", (say, piece) => {
    expect(cleanDictation(say)).toContain(piece);
  });
});
