/** Sentence adverbs and the steps of a list, set apart where speech ran them on. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("sentence markers run into the clause before", () => {
  it.each([
    [
      "the documents arrived yesterday however two pages are missing",
      "The documents arrived yesterday. However, two pages are missing.",
    ],
    [
      "can you send me the file today also is the invoice ready",
      "Can you send me the file today? Also, is the invoice ready?",
    ],
    [
      "we accept the offer, also we need the invoice",
      "We accept the offer. Also, we need the invoice.",
    ],
    ["the shipment left, and also we need it", "The shipment left, and also we need it."],
    [
      "first we check the logs second we restart the server third we call the client",
      "First, we check the logs. Second, we restart the server. Third, we call the client.",
    ],
    [
      "first of all thank you for the call secondly the price is fine",
      "First of all, thank you for the call. Secondly, the price is fine.",
    ],
    // The clause gets its verb only after a first marker, which therefore stays in it.
    [
      "the client however we sent the file yesterday however it was late",
      "The client however we sent the file yesterday. However, it was late.",
    ],
  ])("%j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "We also need the invoice.",
    "Can we also meet on Friday?",
    "This is the second time we ask.",
    "First we need the budget.",
    "Thank you also for the flowers.",
    "We can meet however you like.",
  ])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});
