/** A selection rewritten as asked: every ask read, padding dropped, orders asked warmly, chat words put plainly. */
import { describe, expect, it } from "vitest";
import { transform } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { cleanWritten } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { treatmentsFor } from "../../../../../../src/server/ai/llm/writing-engine/instructions";
import { askedPolitely } from "../../../../../../src/server/ai/llm/writing-engine/tone";

describe("treatmentsFor", () => {
  it.each([
    ["warmer and a bit shorter", ["friendly", "concise"]],
    ["fix the grammar and make it more formal", ["cleanup", "formal"]],
    ["make it more short", ["concise"]],
    ["more direct please", ["concise"]],
    ["check my english", ["cleanup"]],
    ["less formal and shorter", ["friendly", "concise"]],
    ["rephrase it", ["professional"]],
    ["rephrase it nicer", ["friendly"]],
    ["what a day", []],
    ["summarise it please", ["concise"]],
    ["less rude", ["friendly"]],
    ["make it sound more nice", ["friendly"]],
    ["more respectful", ["formal"]],
    ["please make correction", ["cleanup"]],
  ])("%j asks %j", (instruction, treatments) => {
    expect(treatmentsFor(instruction)).toEqual(treatments);
  });
});

describe("a selection rewritten as asked", () => {
  it.each([
    [
      "make it shorter",
      "I was wondering if you could share the floor plan with Ines, if that's not too much trouble.",
      "Could you share the floor plan with Ines?",
    ],
    [
      "more concise",
      "For a number of reasons, the audit will take place on a monthly basis for the time being.",
      "For several reasons, the audit will take place monthly for now.",
    ],
    [
      "friendlier",
      "Return the keys to reception. Do not leave them in the room.",
      "Could you please return the keys to reception? Please don't leave them in the room. Thanks!",
    ],
    ["warmer", "The signed lease has been received.", "Thanks, we've received your signed lease!"],
    [
      "more professional",
      "gonna be late cuz the train is stuck lol",
      "Going to be late because the train is stuck.",
    ],
    [
      "more professional",
      "the login thing is sorted, we good?",
      "The login issue is sorted, are we ready?",
    ],
    [
      "fix the grammar and make it friendlier",
      "The new badges arrives Monday. Collect yours at the desk.",
      "The new badges arrive Monday. Could you please collect yours at the desk? Thanks!",
    ],
    [
      "shorter",
      "I hope you are doing well. I am writing to let you know that the clinic is currently closed in the month of August.",
      "The clinic is closed in August.",
    ],
    [
      "make it shorter",
      "It has come to our attention that the invoice is in close proximity to its due date.",
      "The invoice is near its due date.",
    ],
    [
      "more professional",
      "nah, tons of ppl asked already mate!!",
      "No, many people asked already!",
    ],
    [
      "friendlier",
      "You are required to sign in at the front desk.",
      "Could you please sign in at the front desk? Thanks!",
    ],
    [
      "warmer",
      "To whom it may concern, if the badge is lost, you will need to report it to security.",
      "Hello, if the badge is lost, could you please report it to security? Thanks!",
    ],
  ])("%j of %j → %j", (instruction, text, written) => {
    expect(transform({ text, instruction })).toBe(written);
  });

  it("keeps each paragraph of a selection", () => {
    expect(
      transform({ text: "Pay the fee.\n\nThe office opens at 9.", instruction: "friendlier" }),
    ).toBe("Could you please pay the fee?\n\nThe office opens at 9. Thanks!");
  });
});

describe("hostile selections at the extension's limit", () => {
  const asks = "friendlier, shorter, fix the grammar and more professional";
  it.each([
    ["exclamation marks", "!".repeat(5000)],
    ["laughter", ", lol".repeat(1000)],
    ["padding", " if it is not too much trouble,".repeat(160)],
    ["subjects and verbs", "me and the kids was ".repeat(250)],
  ])("rewrites %s without stalling or growing", (_, text) => {
    // Marks alone come back empty, as plain cleanup leaves them; words asked kindly grow a little.
    expect(transform({ text, instruction: asks }).length).toBeLessThanOrEqual(1.5 * text.length);
  });
});

describe("askedPolitely", () => {
  it.each([
    [
      "Send me the figures, I need them today.",
      "Could you please send me the figures? I need them today.",
    ],
    ["Yesterday, I went home.", "Yesterday, I went home."],
    ["Use the side door.", "Could you please use the side door?"],
    ["Invoice 31 is overdue.", "Invoice 31 is overdue."],
    ["Do not park here.", "Please do not park here."],
    ["Bring a pen.", "Could you please bring a pen?"],
  ])("%j → %j", (text, written) => {
    expect(askedPolitely(text)).toBe(written);
  });
});

describe("cleanWritten", () => {
  // Read as run-on speech, "send me" would end a clause before "the updated figures".
  it("ends sentences where the writer ended them", () => {
    const text = "Send me the updated figures for the Lyon branch, I need them in order to finish.";
    expect(cleanWritten(text)).toBe(text);
  });
});
