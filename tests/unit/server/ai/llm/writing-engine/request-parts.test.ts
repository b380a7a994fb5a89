import { describe, expect, it } from "vitest";
import { draftReply } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { splitRequestParts } from "../../../../../../src/server/ai/llm/writing-engine/request-parts";

const texts = (request: string) => splitRequestParts(request).map((part) => part.text);

describe("splitRequestParts", () => {
  it.each([
    ["decline politely and say we're fully booked", ["decline politely", "say we're fully booked"]],
    // "to" before a numbered place shares no verb with the part after it.
    [
      "the class moved to room 12 and add my number",
      ["the class moved to room 12", "add my number"],
    ],
    ["we want to send it and attach the invoice", ["we want to send it and attach the invoice"]],
    [
      "confirm it was paid, add my bank details and ask for the PO",
      ["confirm it was paid", "add my bank details", "ask for the PO"],
    ],
    [
      "thank him for the offer but say we will pass",
      ["thank him for the offer", "say we will pass"],
    ],
    ["decline, we are fully booked until June", ["decline", "we are fully booked until June"]],
    [
      "the server is back, then apologize for the outage",
      ["the server is back", "apologize for the outage"],
    ],
    [
      "remind them to work from home and wish them a good weekend",
      ["remind them to work from home", "wish them a good weekend"],
    ],
  ])("%s", (request, parts) => {
    expect(texts(request)).toEqual(parts);
  });

  it("keeps a verb shared with the part before ('we will review it and add comments')", () => {
    expect(texts("tell him we will review it and add the comments")).toEqual([
      "tell him we will review it and add the comments",
    ]);
  });

  it("still splits off a verb addressed to the recipient after a shared one", () => {
    expect(texts("ask Julia to send the contract and tell her we sign on Monday")).toEqual([
      "ask Julia to send the contract",
      "tell her we sign on Monday",
    ]);
  });

  it("marks a part joined by 'but'", () => {
    expect(splitRequestParts("thank him but say no").map((part) => part.joiner)).toEqual([
      "and",
      "but",
    ]);
  });
});

describe("requests of several parts, carried out", () => {
  const reply = (speech: string) =>
    draftReply({ speech, context: "From: Marcus Lee <m@example.com>\n\nHi" });

  it.each([
    [
      "decline politely and say we're fully booked that week",
      "Thank you. Unfortunately, I have to decline. We are fully booked that week.",
    ],
    [
      "turn down the offer and explain that we already signed with another vendor",
      "Thank you. Unfortunately, I have to decline the offer. We already signed with another vendor.",
    ],
    [
      "confirm the invoice was paid and add that the receipt is attached",
      "I can confirm that the invoice was paid. The receipt is attached.",
    ],
    [
      "thank him for the offer but say we will pass this time",
      "Thank you for the offer, but we will pass this time.",
    ],
    [
      "accept the invitation and ask if I can bring a colleague",
      "Thank you. I am happy to accept the invitation. Could you let me know if I can bring a colleague?",
    ],
    [
      "tell him the invoice was paid and ask him to send the new PO",
      "The invoice was paid. Could you send the new PO?",
    ],
    [
      "please reply that we received the goods and that 2 boxes were damaged",
      "We received the goods. 2 boxes were damaged.",
    ],
  ])("%s", (speech, body) => {
    expect(reply(speech)).toBe(`Hello Marcus,\n\n${body}\n\nBest regards,`);
  });

  it("never hands an instruction back", () => {
    for (const speech of [
      "politely decline, tell him we are fully booked until the 20th",
      "kindly refuse the meeting, I'm out of office on the 12th",
      "let him know the shipment left Hamburg and also mention the tracking number 88-1402",
    ]) {
      expect(reply(speech)).not.toMatch(
        /(^|[.!?]\s+|\n)(decline|refuse|tell|mention|politely|kindly)\b/i,
      );
      expect(reply(speech)).not.toMatch(/\b(and|then)\s+(say|tell|add|mention|ask)\b/i);
    }
  });
});

describe("a clause of its own after a comma", () => {
  it("starts a part at 'our budget for 2026 is …'", () => {
    expect(texts("reject the proposal, our budget for 2026 is used up")).toEqual([
      "reject the proposal",
      "our budget for 2026 is used up",
    ]);
  });
});
