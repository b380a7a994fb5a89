/**
 * Names after a spelled-out title, given names that are words too before a
 * family name, greetings that name no one, a reply's greeting that names
 * whom a thanks calls, closings signed with a name, and letters said as an
 * acronym.
 */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { signOffSaid } from "../../../../../../src/server/ai/llm/writing-engine/dictated-sign-offs";
import { performWritingTask } from "../../../../../../src/server/ai/llm/writing-engine/respond";
import { acronymAt } from "../../../../../../src/server/ai/llm/writing-engine/spoken-acronyms";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const write = (text: string) => performWritingTask({ mode: "write", text });

describe("a name after a title said in full", () => {
  it.each([
    ["i spoke with doctor nguyen this morning", "I spoke with Doctor Nguyen this morning."],
    [
      "the meeting with professor brown is on friday",
      "The meeting with Professor Brown is on Friday.",
    ],
    ["we had dinner with uncle raj", "We had dinner with Uncle Raj."],
    ["judge hernandez dismissed the case", "Judge Hernandez dismissed the case."],
    // Called before a clause of its own, the titled name takes its comma after the name.
    ["professor miller i could not attend", "Professor Miller, I could not attend."],
    // A title with its article or whose it is, or before no name, stays a word.
    ["the doctor said i should rest", "The doctor said I should rest."],
    ["i have a doctor appointment at 3", "I have a doctor appointment at 3."],
    ["my uncle lives in a village", "My uncle lives in a village."],
    ["don't judge people", "Don't judge people."],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("a given name that is a word too, before a family name", () => {
  it.each([
    ["forward me the email from mark wilson", "Forward me the email from Mark Wilson."],
    ["i sent the contract to bill nakamura", "I sent the contract to Bill Nakamura."],
    ["please mark the file as urgent", "Please mark the file as urgent."],
    ["please mark nguyen as absent", "Please mark nguyen as absent."],
    ["we will bill acme monthly", "We will bill acme monthly."],
  ])("%s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("greetings that name no one", () => {
  it.each([
    ["dear hiring manager i am writing to apply", "Dear hiring manager, I am writing to apply."],
    ["hi again sorry i forgot the file", "Hi again, sorry, I forgot the file."],
    ["hi mrs johnson emma will not be at school", "Hi Mrs Johnson, Emma will not be at school."],
    ["hi tom the build is green", "Hi Tom, the build is green."],
  ])("%s", (said, written) => {
    expect(write(said)).toBe(written);
  });
});

describe("a closing said with the name signed", () => {
  it("signs the name under the closing, after the message", () => {
    expect(write("best regards anna")).toBe("Best regards,\nAnna");
    expect(write("the slides are attached best regards tomasz")).toBe(
      "The slides are attached.\n\nBest regards,\nTomasz",
    );
  });

  it("signs a reply once, with the name said", () => {
    const reply = performWritingTask({
      mode: "reply",
      text: "confirmed we will be there at 10 30 best regards mike",
      context: "Hi, can you confirm? Thanks, Anna",
    });
    expect(reply).toBe(
      "Hello Anna,\n\nConfirmed we will be there at 10:30.\n\nBest regards,\nMike",
    );
  });

  it("names whom a reply greets once: a thanks or an apology drops the name the greeting holds", () => {
    const reply = (text: string) =>
      performWritingTask({ mode: "reply", text, context: "Hi, can you confirm? Thanks, Anna" });
    expect(reply("thanks anna everything is fine")).toBe(
      "Hello Anna,\n\nThank you. Everything is fine.\n\nBest regards,",
    );
    expect(reply("thank you anna for the quick answer")).toBe(
      "Hello Anna,\n\nThank you for the quick answer.\n\nBest regards,",
    );
    expect(reply("sorry anna the date changed")).toBe(
      "Hello Anna,\n\nSorry. The date changed.\n\nBest regards,",
    );
    // Someone else thanked, or a longer name that begins alike, is kept.
    expect(reply("thanks tom for the file")).toContain("Thank you Tom for the file.");
    expect(reply("thanks annabelle for the file")).toMatch(/Thank you annabelle/i);
  });

  it("reads no closing in regards sent, nor a word that names no one", () => {
    expect(signOffSaid("Please give him my regards Anna.")).toBeUndefined();
    expect(signOffSaid("Best regards to the team.")).toBeUndefined();
  });
});

describe("letters said as an acronym", () => {
  const at = (said: string, word: string) => {
    const tokens = tokenize(said);
    return acronymAt(
      tokens,
      tokens.findIndex((token) => token.text === word),
    );
  };

  it.each([
    ["fails on ci", "ci", "CI"],
    ["jessica from hr", "hr", "HR"],
    ["21% vat", "vat", "VAT"],
    ["send the pdfs", "pdfs", "PDFs"],
    ["the flight number is ba 2490", "ba", "BA"],
  ])("%s", (said, word, written) => {
    expect(at(said, word)).toBe(written);
  });

  it.each([
    ["it takes 24 hr", "hr"],
    ["report dot pdf", "pdf"],
    ["my flight lands at 6", "at"],
    ["we sat at 6", "at"],
  ])("leaves %s", (said, word) => {
    expect(at(said, word)).toBeUndefined();
  });
});
