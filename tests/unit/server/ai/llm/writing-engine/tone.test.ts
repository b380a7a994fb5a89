/** Edits of a selection asked in a word or two: what the words ask for, and how each tone rewords. */
import { describe, expect, it } from "vitest";
import { transform } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { treatmentFor } from "../../../../../../src/server/ai/llm/writing-engine/instructions";

const ANNOUNCED =
  "We would like to inform you that the meeting that was planned for Friday has been moved to Monday.";

describe("treatmentFor", () => {
  it.each([
    ["shorter please", "concise"],
    ["make it shorter pls", "concise"],
    ["more formal please", "formal"],
    ["make it more polite", "formal"],
    ["can you make this politer", "formal"],
    ["less stiff", "friendly"],
    ["make it less formal", "friendly"],
    ["not so formal please", "friendly"],
    ["it's too wordy", "concise"],
    ["a bit less casual", "professional"],
    ["sound less robotic", "friendly"],
    ["make it so formal", "formal"],
  ])("%j asks for %s", (instruction, treatment) => {
    expect(treatmentFor(instruction)).toBe(treatment);
  });
});

describe("a selection made shorter or less stiff", () => {
  it.each([
    ["shorter please", ANNOUNCED, "The meeting planned for Friday has been moved to Monday."],
    [
      "too wordy",
      "In order to save time, the report which was written by Anna is attached.",
      "To save time, the report written by Anna is attached.",
    ],
    [
      "less stiff",
      "We hereby inform you that the meeting has been rescheduled to Monday.",
      "The meeting has been moved to Monday.",
    ],
    [
      "not so formal",
      "Kindly send the report prior to Friday.",
      "Please send the report before Friday.",
    ],
    [
      "shorter",
      "Please note that the office is closed due to the fact that the heating is being repaired.",
      "The office is closed because the heating is being repaired.",
    ],
    [
      "less robotic",
      "Kindly be informed that your request has been processed.",
      "Your request has been processed.",
    ],
  ])("%j: %j → %j", (instruction, text, written) => {
    expect(transform({ text, instruction })).toBe(written);
  });

  it("keeps a relative clause whose verb is no participle", () => {
    expect(
      transform({ text: "The plan that is ready goes out today.", instruction: "shorter" }),
    ).toBe("The plan that is ready goes out today.");
  });
});

describe("a polite rewrite", () => {
  it.each([
    [
      "make it more polite",
      "send me the invoice today",
      "Could you please send me the invoice today?",
    ],
    ["more polite please", "please fix the printer", "Could you please fix the printer?"],
    // What is no order stays: a statement, a question, "let me know".
    // Orders the tagger reads as nouns, by what follows them.
    ["more polite", "review the draft please", "Could you please review the draft?"],
    ["more polite", "call me when you land", "Could you please call me when you land?"],
    ["more formal", "tomorrow the office is closed", "Tomorrow the office is closed."],
    ["more polite", "the invoice is late", "The invoice is late."],
    ["more formal", "let me know if you need anything", "Please let me know if you need anything."],
    ["more polite", "can you send it", "Can you send it?"],
    [
      "more formal",
      "hope you are well. looking forward to it. sounds good. send me the agenda",
      "Hope you are well. Looking forward to it. Sounds good. Could you please send me the agenda?",
    ],
  ])("%j of %j → %j", (instruction, text, written) => {
    expect(transform({ text, instruction })).toBe(written);
  });

  it("leaves orders as they are when the text is only made shorter", () => {
    expect(transform({ text: "send me the invoice today", instruction: "shorter" })).toBe(
      "Send me the invoice today.",
    );
  });
});

describe("contractions spelled out in a formal rewrite", () => {
  it.each([
    ["I don't know if we can't come", "I do not know if we cannot come."],
    ["the shop isn't the one we chose", "The shop is not the one we chose."],
    // A negative said before its subject asks; its long form would stand in the wrong place.
    ["why don't we meet on Friday", "Why don't we meet on Friday?"],
    ["isn't the office open on Saturday", "Isn't the office open on Saturday?"],
    ["the view is lovely isn't it", "The view is lovely, isn't it?"],
  ])("%j → %j", (text, written) => {
    expect(transform({ text, instruction: "more formal" })).toBe(written);
  });
});
