/** Codes, addresses and amounts spelt out aloud: written as they are typed. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  emailAt,
  spelledCodeAt,
} from "../../../../../../src/server/ai/llm/writing-engine/spoken-codes";
import { growthOfEightfoldInput, LINEAR_GROWTH } from "../../../../../helpers/time-growth";

describe("codes read out a character at a time", () => {
  it.each([
    ["the order code is a b seven seven three", "The order code is AB773."],
    ["the booking reference is k l m four two nine", "The booking reference is KLM429."],
    ["my order number is x y one two three four", "My order number is XY1234."],
    ["we are in room b two oh four", "We are in room B204."],
    ["my postcode is s w one a one a a", "My postcode is SW1A1AA."],
    ["the ticket is t k t dash four four nine one", "The ticket is TKT-4491."],
    ["the code is a b one two three a day late", "The code is AB123 a day late."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["she got a b in maths", "a b in maths".split(" ")],
    ["plan b two", "plan b two".split(" ")],
    ["a five five", "a five five".split(" ")],
    ["vitamin d three", "vitamin d three".split(" ")],
    ["dash one two three", "dash one two three".split(" ")],
  ])("leaves %j, no code", (_, words) => {
    expect(words.some((_, index) => spelledCodeAt(words, index))).toBe(false);
  });
});

describe("a long run of single letters and joiners", () => {
  it.each([
    ["letters", "b c "],
    ["parts of an address", "x dot "],
    ["parts of an address after a lead", "to x dot "],
  ])("of %s is read in linear time", (_, unit) => {
    expect(growthOfEightfoldInput((size) => cleanDictation(unit.repeat(size)), 250)).toBeLessThan(
      LINEAR_GROWTH,
    );
  });
});

describe("email addresses spelt out", () => {
  it.each([
    ["my email is anna dot kowalski at gmail dot com", "My email is anna.kowalski@gmail.com."],
    ["send the file to tom at example dot org please", "Send the file to tom@example.org please."],
    ["write to j underscore lee at mail dot co dot uk", "Write to j_lee@mail.co.uk."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["we", "looked at google dot com".split(" ")],
    ["is", "at home at five".split(" ")],
    ["to", "tom at the office".split(" ")],
  ])("after %j leaves %j as said", (before, words) => {
    expect(emailAt(words, 0, before)).toBeUndefined();
  });
});

describe("sites said aloud", () => {
  it.each([
    ["Booking dot com emailed me", "Booking.com emailed me."],
    ["check the prices on amazon dot de first", "Check the prices on amazon.de first."],
    ["the dot com era is over", "The dot com era is over."],
    ["the file is report dot pdf", "The file is report dot pdf."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("cents said after the currency", () => {
  it.each([
    ["the ticket was twelve euros fifty", "The ticket was 12.50 euros."],
    ["the ticket was 12 euros fifty", "The ticket was 12.50 euros."],
    ["a coffee costs three dollars twenty", "A coffee costs 3.20 dollars."],
    ["the tickets were ten euros fifty each", "The tickets were 10.50 euros each."],
    ["it costs twenty dollars 25", "It costs 20.25 dollars."],
    ["the hotel is 120 euros 50 per night", "The hotel is 120.50 euros per night."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["we collected forty euros fifty people donated", "40 euros fifty people"],
    ["it was ten euros fifty percent off", "10 euros 50%"],
    ["it was ten euros fifty per cent off", "10 euros 50%"],
  ])("leaves the count after %j", (said, kept) => {
    expect(cleanDictation(said)).toContain(kept);
  });
});
