import { describe, expect, it } from "vitest";
import {
  numberedAt,
  pluralAndPlainVerbAt,
} from "../../../../../../src/server/ai/llm/writing-engine/noun-phrases";
import { verbOfNounPhrase } from "../../../../../../src/server/ai/llm/writing-engine/phrase-verbs";
import { shortestSubjectStart } from "../../../../../../src/server/ai/llm/writing-engine/subject-starts";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** The index of `word` in the tokens of `text`. */
const at = (text: string, word: string) => tokenize(text).findIndex((token) => token.text === word);

describe("a noun phrase and its verb, read by their parts of speech", () => {
  it.each([
    ["the printer still does not print", "does"],
    ["marketing cannot make it", "cannot"],
    ["two people cancelled though", "cancelled"],
    ["three of them speak German", "speak"],
    ["the rest of us stayed", "stayed"],
    ["the payment page loads fast now", "loads"],
    ["the total matches the invoice", "matches"],
    ["the figures for March are on page two", "are"],
    ["the doctor never came", "came"],
    ["the new hires had lots of questions", "had"],
    ["room 14 is taken", "is"],
    ["version 3 fixes it", "fixes"],
    ["build 119 passed", "passed"],
    ["legal wants one more look", "wants"],
    ["purchasing sends the order", "sends"],
    ["one point is missing", "is"],
  ])("finds the verb of %s", (text, verb) => {
    expect(verbOfNounPhrase(tokenize(text), 0)).toBe(at(text, verb));
  });

  it.each([
    ["the boxes arrived two were damaged", "two", "were"],
    ["we have three cars one is broken", "one", "is"],
    ["the guests left only two stayed", "only", "stayed"],
    ["we met five people three were nice", "three", "were"],
    ["the train at 6 is full", "6", -1],
    ["I think the new one works", "one", -1],
    ["we waited two days", "two", -1],
  ])("%s: a number said alone from %s is a subject whose verb is %s", (text, start, verb) => {
    const expected = verb === -1 ? -1 : at(text, String(verb));
    expect(verbOfNounPhrase(tokenize(text), at(text, start))).toBe(expected);
  });

  it.each([
    "to the station",
    "the sales team meeting",
    "we moved it",
    "the sales report yesterday",
    "more work",
    "legal advice",
    "room 14",
    "at 5 is fine",
  ])("finds none in %s", (text) => {
    expect(verbOfNounPhrase(tokenize(text), 0)).toBe(-1);
  });
});

describe("the shortest subject that agrees with its verb, after an object's nouns", () => {
  it.each([
    ["we updated the checkout page customers finish faster", "finish", "customers"],
    ["we moved the staff party Ingrid booked a venue", "booked", "Ingrid"],
    ["the kids broke the garden fence Dr Mensah saw it", "saw", "Dr"],
    ["the course covers data analysis Pedro Alves teaches it", "teaches", "Pedro"],
    ["we installed new solar panels electricity bills went down", "went", "electricity"],
    ["we had a long winter heating bills were high", "were", "heating"],
    ["there was a leak in the kitchen ceiling water came through", "came", "water"],
    ["the old release had the bug version 3 fixes it", "fixes", "version"],
    ["we moved on Friday Anna will call", "will", "Anna"],
    ["the boiler makes a noise ms varga called", "called", "ms"],
  ])("%s: the subject of %s starts at %s", (text, verb, subject) => {
    expect(shortestSubjectStart(tokenize(text), at(text, verb))).toBe(at(text, subject));
  });

  it.each([
    ["we redesigned the checkout page customers finish orders faster", "finish", true],
    ["they cut the bus service students walk to school now", "walk", true],
    ["we compressed the photos pages load quickly now", "load", true],
    ["we shortened the form users sign up faster", "sign", true],
    ["our team shipped the dashboard managers use it daily", "use", true],
    ["we planted apple trees birds visit every morning", "visit", true],
    ["the bakery sells bread every morning people queue outside", "queue", true],
    ["the library extended its hours students study there", "study", true],
    ["we cleaned the kids room in the attic", "room", false],
    ["the checkout page customer finish orders", "finish", false],
    ["the new customers finishing", "finishing", false],
  ])("%s: a plural agrees with the plain verb %s: %s", (text, verb, agrees) => {
    expect(pluralAndPlainVerbAt(tokenize(text), at(text, verb))).toBe(agrees);
  });
});

describe("a thing numbered by the figure after it", () => {
  it.each([
    ["room 3 is free", "room", true],
    ["version 3 fixes it", "version", true],
    ["we ordered 12 boxes 3 were damaged", "boxes", false],
    ["they sent forty chairs 5 are broken", "chairs", false],
    ["lesson two was the hardest", "lesson", true],
    ["we tested six laptops two worked", "laptops", false],
    ["the blue one was cheaper", "blue", false],
  ])("in %s, %s is numbered: %s", (text, noun, numbered) => {
    expect(numberedAt(tokenize(text), at(text, noun))).toBe(numbered);
  });
});
