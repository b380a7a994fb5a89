/** A date said in a row is one phrase: no clause starts inside it, and its ordinal is a name. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";
import {
  dateBefore,
  insideDateAt,
} from "../../../../../../src/server/ai/llm/writing-engine/date-parts";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

const inside = (said: string, at: string) => {
  const tokens = tokenize(said);
  return insideDateAt(
    tokens,
    tokens.findIndex((token) => token.text === at),
  );
};

describe("insideDateAt", () => {
  it.each([
    ["it is due Friday the 13th", "the"],
    ["the deadline is Friday the 13th", "13th"],
    ["it ends on March 31st", "31st"],
    ["we meet on 4 December", "December"],
  ])("reads %j as one date at %j", (said, at) => {
    expect(inside(said, at)).toBe(true);
  });

  it.each([
    ["in March 30 people came", "30"],
    ["on Friday the team met", "the"],
    ["the 13th floor is closed", "13th"],
  ])("reads no date going on in %j at %j", (said, at) => {
    expect(inside(said, at)).toBe(false);
  });
});

describe("a clause after a date", () => {
  it.each([
    [
      "the deadline is friday the 13th dont be late",
      "The deadline is Friday the 13th. Don't be late.",
    ],
    [
      "our fiscal year ends on march 31st reports are due in april",
      "Our fiscal year ends on March 31st. Reports are due in April.",
    ],
    [
      "the course starts on monday the 2nd it lasts two weeks",
      "The course starts on Monday the 2nd. It lasts two weeks.",
    ],
  ])("starts after the whole date in %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("dateBefore", () => {
  const dateLength = (said: string) => {
    const tokens = tokenize(said);
    return dateBefore(tokens, tokens.length);
  };

  it.each([
    ["the party is on Sunday the 21st", 4],
    ["it ends March 31st", 2],
    ["pay by the 5th", 3],
  ])("reads the date ending %j", (said, length) => {
    expect(dateLength(said)).toBe(length);
  });

  it.each(["she came 2nd", "the 5th", "we finished 13th"])("reads no date ending %j", (said) => {
    expect(dateLength(said)).toBe(0);
  });
});
