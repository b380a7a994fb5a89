/**
 * Requests to write phrased the ways people ask in a second language or in
 * a hurry: "help me to write", "help me reply Mr Alvarez …", a message led
 * in by "since", a name of two words said in lower case, "answer Tomasz?
 * tell him …"; and what is no request to write.
 */
import { describe, expect, it } from "vitest";
import { respond } from "../../../../../../src/server/ai/llm/local-writing-engine";
import { twoWordNameCapitalised } from "../../../../../../src/server/ai/llm/writing-engine/request-recipients";
import { readRequest } from "../../../../../../src/server/ai/llm/writing-engine/requests";

const chat = (said: string) => respond([{ role: "user", content: said }]);

describe("a request phrased as people ask", () => {
  it.each([
    [
      "can you help me to write to my landlord that the window is broken",
      undefined,
      "The window is broken.",
    ],
    ["help me reply Mr Alvarez the parcel is delayed", "Mr. Alvarez", "The parcel is delayed."],
    ["answer Dr. Lee the scan is booked", "Dr. Lee", "The scan is booked."],
    [
      "email Jonas since the shop is closed we deliver on Monday",
      "Jonas",
      "Since the shop is closed, we deliver on Monday.",
    ],
    ["tell piotr nowak the meeting is at five", "Piotr Nowak", "The meeting is at five."],
    ["could you please tell kemal okafor we are late", "Kemal Okafor", "We are late."],
    ["could you answer Tomasz? tell him we are fully booked", "Tomasz", "We are fully booked."],
    ["I need that you reply to Kofi we accept", "Kofi", "We accept."],
    ["can you help me answer Priya the budget is approved", "Priya", "The budget is approved."],
    [
      "please make for me an email to Grace that the order is delayed",
      "Grace",
      "The order is delayed.",
    ],
    [
      "could you help me with an email to Jin that the train is cancelled",
      "Jin",
      "The train is cancelled.",
    ],
    [
      "please help to write to the landlord that the sink is leaking",
      undefined,
      "The sink is leaking.",
    ],
    ["we want that you write to Sven that his bike is repaired", "Sven", "Your bike is repaired."],
  ])("carries out %j", (said, recipient, content) => {
    const request = readRequest(said);
    expect(request?.recipient).toBe(recipient);
    expect(request?.content).toBe(content);
  });

  it.each([
    // A time or an answer after the name is no second name.
    ["Tell anna tomorrow the meeting is off", "Tell anna tomorrow the meeting is off"],
    ["Tell ana yes we can come", "Tell ana yes we can come"],
    ["Tell the team the room is booked", "Tell the team the room is booked"],
    ["Could you tell li wei the report is ready", "Could you tell Li Wei the report is ready"],
  ])("reads a name of two words in lower case in %j", (said, written) => {
    expect(twoWordNameCapitalised(said)).toBe(written);
  });

  it.each([
    "can you help me understand this letter",
    "I would like to write more often",
    "can you help me with the translation",
    "please help to carry the boxes upstairs",
    "she made for me a cake and a card",
  ])("reads no request to write in %j", (said) => {
    expect(readRequest(said)).toBeUndefined();
  });

  it("answers a question that asks for no message with what the writer can do", () => {
    expect(chat("can you help me understand this letter")).toMatch(/can't answer questions/);
  });
});
