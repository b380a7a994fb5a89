/** The subject of a finite verb, read back from the verb, and where the clause it opens starts. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";
import { subjectOfVerbAt } from "../../../../../../src/server/ai/llm/writing-engine/verb-subjects";

/** The words of the subject `verb` of `text` has, read back from it, or "" for none. */
function subjectOf(text: string, verb: string): string {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  const verbAt = tokens.findLastIndex((token) => token.text === verb);
  const start = subjectOfVerbAt(tokens, verbAt);
  return start < 0
    ? ""
    : tokens
        .slice(start, verbAt)
        .map((token) => token.text)
        .join(" ");
}

describe("the subject of a verb, read back from it", () => {
  it.each([
    ["my bike chain snapped the new part costs forty euros", "costs", "the new part"],
    ["the old laptop died the backup still works", "works", "the backup still"],
    ["the old laptop died the new one costs a lot", "costs", "the new one"],
    ["the kids are at the pool towels and snacks are in the car", "are", "towels and snacks"],
    ["the repair costs were high", "costs", ""],
    ["we need the meeting notes by monday", "notes", ""],
    ["the heater makes a noise does it need a service", "does", ""],
  ])("%s: %s has %j", (text, verb, expected) => {
    expect(subjectOf(text, verb)).toBe(expected);
  });
});

describe("a second clause opened by the subject of its verb", () => {
  it.each([
    ["my bike chain snapped the new part costs forty euros", "snapped. The new part costs"],
    ["Rania sent the invoice the total includes shipping", "invoice. The total includes"],
    [
      "the box is on the top shelf scissors tape and labels are in the drawer",
      "shelf. Scissors, tape and labels are",
    ],
    ["the old laptop died the new one costs a lot", "died. The new one costs"],
    ["the parcel the courier left got wet", "The parcel the courier left got wet."],
    ["the repair costs more than we thought", "The repair costs more than we thought."],
  ])("%s", (said, piece) => {
    expect(cleanDictation(said)).toContain(piece);
  });
});
