/** "Ask", "call" or "tell" someone as an order in the person's own text, when it asks nothing. */
import { describe, expect, it } from "vitest";
import {
  asksNothingAt,
  calledWordAt,
  clauseAfterWhomAt,
  opensWithOrderAndReason,
} from "../../../../../../src/server/ai/llm/writing-engine/asking-orders";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { readRequest } from "../../../../../../src/server/ai/llm/writing-engine/requests";
import { tokenize } from "../../../../../../src/server/ai/llm/writing-engine/tokens";

/** Whether the word `verb` of `said` asks nothing. */
const asksNothing = (said: string, verb: string) => {
  const tokens = tokenize(said);
  return asksNothingAt(
    tokens,
    tokens.findIndex((token) => token.text === verb),
  );
};

describe("asksNothingAt", () => {
  it.each([
    ["the bikes are for sale ask tom", "ask"],
    ["she is on vacation ask peter instead", "ask"],
    ["he is in a meeting call his assistant directly", "call"],
    ["ask the driver he knows the way", "ask"],
    ["ask the front desk they open at 8", "ask"],
    ["ask mehmet yilmaz", "ask"],
    ["call rosa she is driving", "call"],
    ["the cake is in the fridge tell dimitri", "tell"],
    ["the room is booked email maria", "email"],
    ["the shop is closed ask around", "ask"],
  ])("%s: %s asks nothing", (said, verb) => {
    expect(asksNothing(said, verb)).toBe(true);
  });

  it.each([
    ["ask tom if he can come", "ask"],
    ["ask him is the room free", "ask"],
    ["ask the price", "ask"],
    ["ask them the price", "ask"],
    ["ask mehmet yilmaz about the contract", "ask"],
    ["tell tom the room is booked", "tell"],
    ["the baby cries when the phone rings", "phone"],
  ])("%s: %s asks or relays something", (said, verb) => {
    expect(asksNothing(said, verb)).toBe(false);
  });
});

describe("clauseAfterWhomAt", () => {
  it("reads the clause after whom as one of its own", () => {
    const tokens = tokenize("ask the driver he knows the way");
    expect(clauseAfterWhomAt(tokens, 3)).toBe(true);
    expect(clauseAfterWhomAt(tokens, 2)).toBe(false);
  });
});

describe("calledWordAt", () => {
  it.each([
    ["ask tom", 1, "Tom"],
    ["call it support", 1, "IT"],
    ["ask reception", 1, undefined],
    ["ask the driver", 2, undefined],
    ["ask tom if he can come", 1, undefined],
    ["ask him", 1, undefined],
    ["ask maria she ordered them", 2, undefined],
    ["i have no idea ask ahmed", 5, "Ahmed"],
  ])("%s, word %i → %s", (said, index, written) => {
    expect(calledWordAt(tokenize(said), index)).toBe(written);
  });
});

describe("opensWithOrderAndReason", () => {
  it.each([
    ["Ask Priya. She knows the password.", true],
    ["Ask the driver he knows the way.", true],
    ["Ask Tom.", false],
    ["Ask Tom if he can come.", false],
  ])("%s → %s", (said, reads) => {
    expect(opensWithOrderAndReason(said)).toBe(reads);
  });
});

describe("an order that asks nothing in the person's text", () => {
  it.each([
    ["the bikes are for sale ask tom", "The bikes are for sale. Ask Tom."],
    ["ask the driver he knows the way", "Ask the driver. He knows the way."],
    [
      "if you need a key ask the front desk they open at 8",
      "If you need a key, ask the front desk. They open at 8.",
    ],
  ])("%s is no request, and is set apart", (said, written) => {
    expect(readRequest(said)).toBeUndefined();
    expect(cleanDictation(said)).toBe(written);
  });

  it("leaves a request that asks something as it was", () => {
    expect(readRequest("ask tom if he can come")?.content).toBe(
      "Could you let me know if you can come?",
    );
    expect(readRequest("please ask ana lopez when the truck comes")?.recipient).toBe("Ana Lopez");
    expect(readRequest("tell mehmet yilmaz about the contract")?.content).toBe(
      "I wanted to update you about the contract.",
    );
  });
});
