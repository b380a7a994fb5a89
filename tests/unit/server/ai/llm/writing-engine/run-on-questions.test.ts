/** Questions run on after a complete clause: "is that …", "who" and "which" that describe nothing, "can anyone …". */
import { describe, expect, it } from "vitest";
import {
  cleanDictation,
  respond,
  respondSpoken,
} from "../../../../../../src/server/ai/llm/local-writing-engine";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import { questionAfterClauseAt } from "../../../../../../src/server/ai/llm/writing-engine/run-on-questions";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The words of `text` at which a question opens by these rules. */
function questionsIn(text: string): string[] {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return tokens.flatMap((token, index) =>
    questionAfterClauseAt(tokens, index) ? [token.text] : [],
  );
}

describe("a question the subject rules do not read", () => {
  it.each([
    ["the fee is 30 euros is that right", "is"],
    ["I booked the hall is that all right", "is"],
    ["the lunch is on tuesday who is paying", "who"],
    ["the lights are out who has a torch", "who"],
    ["we missed the buses who has a car", "who"],
    ["the shop sells two kettles which one is cheaper", "which"],
    ["the parcels arrived who else ordered something", "who"],
  ])("%s: opens at %s", (text, opener) => {
    expect(questionsIn(text)).toEqual([opener]);
  });

  it.each([
    "I called my aunt who lives in Lisbon",
    "we hired the cleaners who have a van",
    "I'm not sure who is driving",
    "it depends on who is around",
    "she asked which bus is faster",
    "the form which is attached is blank",
    "the real issue is that nobody replied",
    "he showed us which door is open",
    "I can't say exactly who is coming",
  ])("%s: no question", (text) => {
    expect(questionsIn(text)).toEqual([]);
  });

  it("sets a question with 'someone' or 'anybody' apart", () => {
    expect(cleanDictation("the sink is blocked again can somebody call a plumber")).toBe(
      "The sink is blocked again. Can somebody call a plumber?",
    );
    expect(cleanDictation("the tram is late does anyone know why")).toBe(
      "The tram is late. Does anyone know why?",
    );
  });

  it("sets 'is there' and a be-question after a particle apart", () => {
    expect(cleanDictation("the rooms are booked is there another hotel")).toBe(
      "The rooms are booked. Is there another hotel?",
    );
    expect(cleanDictation("the heating is off is the boiler on")).toBe(
      "The heating is off. Is the boiler on?",
    );
  });

  it("keeps a plural after a number from being the subject of 'is'", () => {
    expect(cleanDictation("the parcel came in three bags is that ok")).toBe(
      "The parcel came in three bags. Is that ok?",
    );
  });

  it("keeps a verb's object from being the subject of an 'is' that asks of it", () => {
    expect(cleanDictation("the letter shows the old address is that normal")).toBe(
      "The letter shows the old address. Is that normal?",
    );
    expect(cleanDictation("I signed the lease is that all right")).toBe(
      "I signed the lease. Is that all right?",
    );
  });
});

describe("a question after news in chat and voice", () => {
  it("gives back a question asked of others as the person's text", () => {
    const said = "the heater is off again can someone check it";
    expect(respond([{ role: "user", content: said }])).toBe(
      "The heater is off again. Can someone check it?",
    );
    expect(
      respondSpoken([{ role: "user", content: "the lunch is on tuesday who is paying" }]),
    ).toBe("The lunch is on Tuesday. Who is paying?");
  });

  it("reads 'ask someone to …' as the person's text, not a message to someone", () => {
    expect(respond([{ role: "user", content: "the boxes are heavy ask someone to help" }])).toBe(
      "The boxes are heavy. Ask someone to help.",
    );
  });

  it("still answers a question asked of the writer", () => {
    const asked = respond([{ role: "user", content: "I wrote a cover letter. How do I end it?" }]);
    expect(asked).toMatch(/can't answer questions/);
  });
});
