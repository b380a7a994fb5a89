/** The forms of a verb the grammar fixes write. */
import { describe, expect, it } from "vitest";
import {
  ingOf,
  isParticiple,
  isPlainForm,
  pastOf,
  pastOfParticiple,
  plainOf,
  plainOfPast,
  sFormOf,
} from "../../../../../../src/server/ai/llm/writing-engine/verb-forms";

describe("verb forms", () => {
  it.each([
    ["take", "takes"],
    ["watch", "watches"],
    ["try", "tries"],
    ["have", "has"],
    ["play", "plays"],
  ])("the -s form of %s is %s", (plain, sForm) => {
    expect(sFormOf(plain)).toBe(sForm);
    expect(plainOf(sForm)).toBe(plain);
  });

  it.each(["discuss", "bus", "is'"])("%s is no -s form", (word) => {
    expect(plainOf(word)).toBeUndefined();
  });

  it.each([
    ["finish", "finished"],
    ["send", "sent"],
    ["plan", "planned"],
    ["copy", "copied"],
    ["agree", "agreed"],
    ["submit", "submitted"],
    ["visit", "visited"],
  ])("the past of %s is %s", (plain, past) => {
    expect(pastOf(plain)).toBe(past);
  });

  it.each([
    ["written", "wrote"],
    ["gone", "went"],
    ["finished", "finished"],
  ])("the past said for %s is %s", (participle, past) => {
    expect(pastOfParticiple(participle)).toBe(past);
    expect(isParticiple(participle)).toBe(true);
  });

  it.each([
    ["need", true],
    ["put", true],
    ["went", false],
    ["were", false],
    ["don't", false],
    ["closing", false],
  ])("%s is a plain form: %s", (word, plain) => {
    expect(isPlainForm(word)).toBe(plain);
  });

  it("reads no plain verb in -eed as a participle", () => {
    expect(isParticiple("need")).toBe(false);
  });

  it.each([
    ["went", "go"],
    ["finished", "finish"],
    ["received", "receive"],
    ["planned", "plan"],
    ["called", "call"],
    ["copied", "copy"],
    ["hoped", undefined],
  ])("the plain verb of %s is %s", (past, plain) => {
    expect(plainOfPast(past)).toBe(plain);
  });

  it.each([
    ["hear", "hearing"],
    ["make", "making"],
    ["plan", "planning"],
    ["see", "seeing"],
    ["lie", "lying"],
  ])("the -ing form of %s is %s", (plain, ing) => {
    expect(ingOf(plain)).toBe(ing);
  });
});
