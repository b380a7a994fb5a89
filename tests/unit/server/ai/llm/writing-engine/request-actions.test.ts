/** One part of a request carried out: refusals of a named thing, things asked for, things arranged. */
import { describe, expect, it } from "vitest";
import { performAction } from "../../../../../../src/server/ai/llm/writing-engine/request-actions";

describe("performAction", () => {
  it.each([
    ["say no to the meeting", "Thank you. Unfortunately, I have to decline the meeting."],
    ["refuse Anna's invitation", "Thank you. Unfortunately, I have to decline your invitation."],
    ["decline the offer of Paolo", "Thank you. Unfortunately, I have to decline your offer."],
    ["say no to Ivan's request", "Thank you. Unfortunately, I have to decline your request."],
    // What is declined keeps its describing word; whom one writes to is no part of it.
    ["say no to the sales call", "Thank you. Unfortunately, I have to decline the sales call."],
    ["say no to my landlord", "Thank you. Unfortunately, I have to decline."],
    ["accept Marco's offer", "Thank you. I am happy to accept your offer."],
    ["keep the door open", "I hope we can work together in the future."],
    ["request the signed NDA from Pablo", "Could you send me the signed NDA?"],
    ["get the signed copy from him", "Could you send me the signed copy?"],
    ["ask for a refund for order 7781", "I would like to request a refund for order 7781."],
    ["confirm the reservation for Friday", "I am writing to confirm the reservation for Friday."],
    ["arrange a meeting with Anna", "I would like to arrange a meeting with Anna."],
    ["apologize to Lena that I missed her call", "I am sorry that I missed your call."],
    ["follow up with the client", "I am following up on my previous message."],
    ["ask him does he want the blue one", "Do you want the blue one?"],
    ["ask the supplier, can they deliver more", "Can you deliver more?"],
    ["invite Maria and Tom to dinner", "I would like to invite you to dinner."],
    ["agree with the post", "I agree with the post."],
  ])("%j → %j", (part, written) => {
    expect(performAction(part, true)).toBe(written);
  });

  it("reads a participle before a noun as describing it, not as the sentence's verb", () => {
    expect(performAction("request the completed form", true)).toBe(
      "Could you send me the completed form?",
    );
    expect(performAction("request that the form was completed", true)).toBeUndefined();
  });

  it("takes 'get' as an action only when a request opens with it and says from whom", () => {
    expect(performAction("get some rest", true)).toBeUndefined();
    expect(performAction("get the copy from Ana")).toBeUndefined();
  });

  it("asks the reader to confirm what is not something arranged", () => {
    expect(performAction("confirm the PO number", true)).toBeUndefined();
  });

  it("asks or writes with the first sentence, and keeps the sentences after it as said", () => {
    expect(performAction("ask Jun if the room is free. We need it on Thursday", true)).toBe(
      "Could you let me know if the room is free? We need it on Thursday",
    );
    expect(performAction("confirm the reservation for Friday. We will be four people", true)).toBe(
      "I am writing to confirm the reservation for Friday. We will be four people",
    );
    expect(performAction("ask him if we can meet at ul. Długa 5", true)).toBe(
      "Could you let me know if we can meet at ul. Długa 5?",
    );
  });
});
