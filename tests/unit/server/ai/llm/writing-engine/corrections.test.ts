/** Self-corrections of a number said in words or of a day, set off by commas as people say them. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("corrections between commas", () => {
  it.each([
    ["we start at three, no, four", "We start at four."],
    ["the meeting is tomorrow, I mean Monday, at ten", "The meeting is Monday at ten."],
    ["send it by Friday, sorry, Thursday", "Send it by Thursday."],
    ["we need twelve no fifteen chairs", "We need fifteen chairs."],
    // A correction reaches back only into its own sentence, and after a restart only past it.
    ["we start at ten. the call is at three, no, four", "We start at ten. The call is at four."],
    [
      "we meet on Monday at three scratch that we meet on Tuesday, no, Wednesday",
      "We meet on Wednesday.",
    ],
    // Only the part corrected is replaced: what followed it and was not said again stays.
    [
      "book it for the second week of June I mean the third week",
      "Book it for the third week of June.",
    ],
    [
      "the room is on the second floor sorry I mean the third floor of the east wing",
      "The room is on the third floor of the east wing.",
    ],
    // A name said again as another name, past a hesitation.
    ["send it to Jan uh I mean Janek", "Send it to Janek."],
    ["send it to Kasia I mean Katarzyna", "Send it to Katarzyna."],
    ["send it to Peter I mean Paul. Thanks", "Send it to Paul. Thanks."],
    // A quarter corrected by a quarter.
    ["the budget is for q3 sorry q4", "The budget is for Q4."],
    ["let's meet at four no sorry five", "Let's meet at five."],
    // A number corrected by another keeps nothing of the first.
    ["at 10 30 no wait I mean 11 am", "At 11 am."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each(["I mean it.", "No, four of us can come.", "I told Anna I mean it."])(
    "leaves %j as it is",
    (text) => {
      expect(cleanDictation(text)).toBe(text);
    },
  );

  it("keeps a name when 'I mean' opens what follows rather than taking it back", () => {
    expect(cleanDictation("I talked to Anna I mean Peter was there too")).toContain("Anna");
  });

  it.each([
    ["we need five chairs no six the boss is coming", "We need six chairs. The boss is coming."],
    ["book 3 rooms no 4", "Book 4 rooms."],
    ["it costs 2500 euro no 2800 a month", "It costs 2800 euro a month."],
  ])("keeps what a number counted when only the number is said again: %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it("replaces what was counted when the correction counts something of its own", () => {
    expect(cleanDictation("it costs 2500 euro no 2800 dollars")).toBe("It costs 2800 dollars.");
  });

  it.each([
    ["we fly on the 5th no the 6th", "We fly on the 6th."],
    ["meet me at the station sorry at the airport", "Meet me at the airport."],
    ["ask Peter no actually ask Paul", "Ask Paul."],
  ])("takes back a phrase said again from its first word: %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "Send it to Peter sorry to bother you again.",
    "I have the keys no the neighbour has them.",
  ])("leaves %j, an apology or a clause of its own, as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});
