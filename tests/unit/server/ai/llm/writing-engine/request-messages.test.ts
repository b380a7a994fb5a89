/**
 * The message inside a request is cleaned as the same words dictated alone:
 * what "tell Anna <text>" or "write to Anna <text>" drafts is what
 * cleanDictation(<text>) gives, but for the pronouns that now speak to Anna.
 */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/writing-engine/dictation";
import { performAction } from "../../../../../../src/server/ai/llm/writing-engine/request-actions";
import { readRequest } from "../../../../../../src/server/ai/llm/writing-engine/requests";
import { respond } from "../../../../../../src/server/ai/llm/writing-engine/respond";

/** The drafted message without its greeting and sign-off. */
function drafted(said: string): string | undefined {
  const [greeting, body] = respond([{ role: "user", content: said }]).split("\n\n");
  return greeting === "Hello Anna," ? body : undefined;
}

/** Run-on texts that speak of no third person, so the message rules change no pronoun in them. */
const RUN_ONS = [
  "the server is down the backup runs tonight",
  "the printer is jammed nobody fixed it",
  "all the invoices are paid the auditor comes on monday",
  "what the client wants is a cheaper plan",
  "the email from the bank was fake I deleted it",
  "because of the rain the trip is off",
  "the report is late can we meet on friday",
  "the flat is booked we arrive at 6",
  "Omar approved the budget we can start",
  "the photos are lovely we framed one",
];

describe("a message drafted as its words are dictated alone", () => {
  it.each(RUN_ONS)("tell Anna / write to Anna: %s", (text) => {
    const alone = cleanDictation(text);
    expect(drafted(`tell Anna ${text}`)).toBe(alone);
    expect(drafted(`write to Anna ${text}`)).toBe(alone);
  });

  it("turns only the pronouns that speak of Anna to her", () => {
    const text = "the report is late can she wait until monday";
    expect(cleanDictation(text)).toBe("The report is late. Can she wait until Monday?");
    expect(drafted(`could you tell Anna ${text}`)).toBe(
      "The report is late. Can you wait until Monday?",
    );
  });
});

describe("whom a message is for, where the message opens", () => {
  it.each([
    // A name then a verb is the message's subject, not the rest of whom.
    ["write to Anna Omar approved the budget", "Anna", "Omar approved the budget."],
    ["write to Ravi all the invoices are paid", "Ravi", "All the invoices are paid."],
    [
      "write to Jonas the email from the bank was fake",
      "Jonas",
      "The email from the bank was fake.",
    ],
    ["can you reply to Marek? tell him yes", "Marek", "Yes."],
    // Near misses: a name of two words stays whole.
    ["write to Li Na the flight is at 6", "Li Na", "The flight is at 6."],
  ])("%s", (said, recipient, content) => {
    expect(readRequest(said)).toMatchObject({ recipient, content });
  });

  it("refuses a capitalised word after the name that no verb follows", () => {
    expect(readRequest("Write to Anna Version 2 had the bug")).toBeUndefined();
  });

  it("reads no message where a phrase opens no clause", () => {
    expect(readRequest("write to Mia on friday")).toBeUndefined();
  });
});

describe("performAction", () => {
  it("keeps the stop between the sentence it writes as said and the next", () => {
    expect(performAction("tell Anna the report is late. Can she wait until Monday", true)).toBe(
      "the report is late. Can you wait until Monday",
    );
  });
});
