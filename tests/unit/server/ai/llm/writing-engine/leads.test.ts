/** What a sentence opens with before its clause: a lead with no verb, thanks or praise to a name. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { isVerblessLead } from "../../../../../../src/server/ai/llm/writing-engine/clause-so-far";

describe("a lead with no verb", () => {
  it.each([
    [["quick", "question"], true],
    [["heads", "up"], true],
    [["long", "story", "short"], true],
    [["good", "news"], true],
    // A plural and its verb, a verb of the third person, a time, a pronoun: a clause's start.
    [["customers", "complain"], false],
    // A plural with no "-s", a verb that takes a clause.
    [["staff", "complain"], false],
    [["people", "think"], false],
    [["parents", "worry"], false],
    [["quick", "reminder"], true],
    [["staff", "meeting"], true],
    [["mum", "says"], false],
    [["next", "week"], false],
    [["invite", "everyone"], false],
    [["the", "news"], false],
    [["forward", "Priya"], false],
  ])("%j is a lead: %s", (words, lead) => {
    expect(isVerblessLead(words)).toBe(lead);
  });

  it.each([
    ["quick question does the hotel have parking", "Quick question, does the hotel have parking?"],
    ["heads up the client moved the call", "Heads up, the client moved the call."],
    ["long story short we missed the flight", "Long story short, we missed the flight."],
    ["either way we pay the same", "Either way, we pay the same."],
  ])("takes a comma before its clause: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["fair point how did you find out", "Fair point. How did you find out?"],
    ["nice shot where is this beach", "Nice shot. Where is this beach?"],
  ])("is a sentence of its own before a question word: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["amazing how did you manage that", "Amazing. How did you manage that?"],
    ["strange why did it stop", "Strange. Why did it stop?"],
    // No inverted auxiliary: the word and what follows are one sentence.
    ["funny how things work out", "Funny how things work out."],
  ])(
    "one adjective or interjection before a question is a sentence of its own: %s",
    (said, written) => {
      expect(cleanDictation(said)).toBe(written);
    },
  );

  it.each([
    "Heads up from the team.",
    "Next week the office is closed.",
    "Take care. See you next week.",
    "Remind everyone the office is closed.",
    "Great job. How did you do it?",
  ])("is left alone before a phrase, and a time, a wish or a request is none: %s", (written) => {
    expect(cleanDictation(written.toLowerCase().replace(/[.?]/g, ""))).toBe(written);
  });

  it("is no title before a name", () => {
    expect(cleanDictation("project manager Anna will call you")).toBe(
      "Project manager Anna will call you.",
    );
  });

  it("ends its sentence before a clause when a phrase carries it on", () => {
    expect(cleanDictation("well done to the whole class you worked really hard")).toBe(
      "Well done to the whole class. You worked really hard.",
    );
  });
});

describe("thanks or praise to someone called by name", () => {
  it.each([
    ["well done Tomás the launch went smoothly", "Well done, Tomás. The launch went smoothly."],
    ["congratulations Mei you totally deserve it", "Congratulations, Mei. You totally deserve it."],
    [
      "thanks Leila good news the contract is signed",
      "Thanks, Leila. Good news. The contract is signed.",
    ],
    ["nice work Jonas how long did it take", "Nice work, Jonas. How long did it take?"],
  ])("is a sentence of its own: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["thanks Anna for the flowers", "Thanks Anna for the flowers."],
    ["forward Priya the invoice we got", "Forward Priya the invoice we got."],
  ])("is not, when the name leads into the rest: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("a name called before a clause", () => {
  it.each([
    ["Yusuf the taxi is outside", "Yusuf, the taxi is outside."],
    ["Mei your keys are on the table", "Mei, your keys are on the table."],
    ["Oskar we missed the train", "Oskar, we missed the train."],
  ])("is set off by a comma: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["Yusuf booked the taxi", "Yusuf booked the taxi."],
    ["Mei has the keys", "Mei has the keys."],
    ["Oskar thinks the train is late", "Oskar thinks the train is late."],
    ["Tomorrow we fly home", "Tomorrow we fly home."],
  ])("is not, when it is the clause's own subject or a time: %s", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
