/**
 * What a verb right before a subject takes: a clause with its "that" unsaid
 * ("we proved the method is reliable"), or "you" as its object, which ends
 * its clause ("sorry for bothering you the printer is broken").
 */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { readPartsOfSpeech } from "../../../../../../src/server/ai/llm/writing-engine/parts-of-speech";
import {
  clauseTakenWithoutThatAt,
  takesClauseWithoutThat,
  youEndsAt,
} from "../../../../../../src/server/ai/llm/writing-engine/taken-clauses";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const tagged = (text: string) => {
  const tokens = tokenize(text);
  readPartsOfSpeech(tokens);
  return tokens;
};

describe("takesClauseWithoutThat", () => {
  it.each(["proved", "confirmed", "checked", "showed", "verified", "remember", "noticed"])(
    "a verb that takes a clause: %j",
    (verb) => {
      expect(takesClauseWithoutThat(verb)).toBe(true);
    },
  );

  it.each(["ordered", "read", "asked", "visited", "check", "bought"])(
    "a verb that takes a thing first, or an order's check: %j",
    (verb) => {
      expect(takesClauseWithoutThat(verb)).toBe(false);
    },
  );
});

describe("clauseTakenWithoutThatAt", () => {
  it("reads a subject and its verb after such a verb as its clause", () => {
    expect(clauseTakenWithoutThatAt(tagged("we proved the method is reliable"), 2)).toBe(true);
    expect(clauseTakenWithoutThatAt(tagged("i checked the door was locked"), 2)).toBe(true);
  });

  it("but not a phrase with no verb of its own", () => {
    expect(clauseTakenWithoutThatAt(tagged("i checked the logs the server was down"), 2)).toBe(
      false,
    );
  });
});

describe("youEndsAt", () => {
  it("reads 'you' after a verb as its object", () => {
    expect(youEndsAt(tagged("sorry for bothering you the printer is broken"), 4)).toBe(true);
    expect(youEndsAt(tagged("i called you the printer is broken"), 3)).toBe(true);
  });

  it("but not whom one tells or shows", () => {
    expect(youEndsAt(tagged("i told you the printer is broken"), 3)).toBe(false);
    expect(youEndsAt(tagged("we showed you the plan works"), 3)).toBe(false);
  });
});

describe("statements and the clauses their verbs take", () => {
  it.each([
    ["we proved the method is reliable", "We proved the method is reliable."],
    ["i checked the door was locked", "I checked the door was locked."],
    ["she confirmed the room is free", "She confirmed the room is free."],
    ["i checked the logs the server was down", "I checked the logs. The server was down."],
    [
      "sorry for bothering you the printer is broken",
      "Sorry for bothering you. The printer is broken.",
    ],
    ["i told you the printer is broken", "I told you the printer is broken."],
    [
      "the booking is confirmed the hotel sent an email",
      "The booking is confirmed. The hotel sent an email.",
    ],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
