/** A place before "there is", between two run-on clauses: which clause it opens. */
import { describe, expect, it } from "vitest";
import { openingPlaceBefore } from "../../../../../../src/server/ai/llm/writing-engine/clause-places";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The words of the place that opens the clause at `next`, said after `before`. */
function placeOpening(before: string, next: string): string {
  const tokens = tokenize(`${before} ${next}`);
  readPartsOfSpeech(tokens);
  const index = tokenize(before).length;
  const out = tokens.slice(0, index);
  const length = openingPlaceBefore(out, 0, tokens, index);
  return out
    .slice(out.length - length)
    .map((token) => token.text)
    .join(" ");
}

describe("openingPlaceBefore", () => {
  it.each([
    ["the big room is taken upstairs", "there are two free desks", "upstairs"],
    ["my room is small next door", "there is a big one", "next door"],
    ["the car park is full behind the building", "there is more space", "behind the building"],
    ["the lift is broken next to it", "there are stairs", "next to it"],
    ["the cat sleeps behind the sofa", "there is a blanket", ""],
    ["the kids are playing outside", "there is a park", ""],
    ["the big room is taken upstairs", "we have two desks", ""],
  ])("%j | %j → %j", (before, next, place) => {
    expect(placeOpening(before, next)).toBe(place);
  });
});

describe("'here' and 'there' after a word that places from them", () => {
  it.each([
    [
      "is there a pharmacy near here my son has fever",
      "Is there a pharmacy near here? My son has fever.",
    ],
    ["is there a bank around here i need cash", "Is there a bank around here? I need cash."],
  ])("%s → %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
