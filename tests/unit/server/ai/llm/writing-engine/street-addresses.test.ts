/** A street's name and kind after a house number; counts of roads are no addresses. */
import { describe, expect, it } from "vitest";
import {
  isHouseNumber,
  streetNameLength,
} from "../../../../../../src/server/ai/llm/writing-engine/street-addresses";

describe("streetNameLength", () => {
  it.each([
    ["baker street", 2],
    ["king road today", 2],
    ["main road", 0],
    ["lane road", 0],
    ["the street", 0],
    ["three lane road", 0],
    ["minutes drive away", 0],
    ["hours drive", 0],
    ["miles road", 0],
  ])("%j → %j", (words, length) => {
    expect(streetNameLength(words.split(" "), 0)).toBe(length);
  });

  it("reads a house number typed or said", () => {
    expect(["42", "221b", "forty", "twelve"].every(isHouseNumber)).toBe(true);
    expect(["flat", "2024-05", undefined].some(isHouseNumber)).toBe(false);
  });
});
