/** How people open and close what they say, run into the clause beside it. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("openings and closings run into a clause", () => {
  it.each([
    ["the report is attached have a nice weekend", "The report is attached. Have a nice weekend."],
    ["thanks for the help see you tomorrow", "Thanks for the help. See you tomorrow."],
    ["take care see you next week", "Take care. See you next week."],
    ["if you need anything let me know", "If you need anything, let me know."],
    ["when you arrive call me from the lobby", "When you arrive, call me from the lobby."],
    // "when" before an auxiliary asks; only one before its subject is fronted.
    ["when is the meeting we need the room", "When is the meeting? We need the room."],
    ["when can you come the boiler is leaking", "When can you come? The boiler is leaking."],
    ["if it rains we will move inside", "If it rains, we will move inside."],
    [
      "because of the storm the flight was cancelled",
      "Because of the storm, the flight was cancelled.",
    ],
    ["oh no the train is late", "Oh no, the train is late."],
    ["sure I can do that", "Sure, I can do that."],
    ["are you free tomorrow we could grab lunch", "Are you free tomorrow? We could grab lunch."],
    [
      "we meet on Monday by the way I booked the room",
      "We meet on Monday. By the way, I booked the room.",
    ],
    ["to be honest I prefer the first one", "To be honest, I prefer the first one."],
    ["Priya thanks for the update", "Priya, thanks for the update."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "Sure thing.",
    "Have a nice weekend.",
    "Tell him that tomorrow I am late.",
    "Could you let me know how long the migration took?",
    "The meeting in São Paulo is on Monday.",
    "Of course.",
    "Monday can work.",
  ])("leaves %j as it was", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});
