/**
 * "Like" and "you know" said as fillers inside a sentence, beside the verb and
 * the preposition they also are; times on the 24-hour clock; codes that open
 * with "a" or close on a letter; the apostrophes of "o'clock" and of a
 * relative's home.
 */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

const cleans = (cases: Array<[string, string]>) =>
  it.each(cases)("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

describe("'like' said as a filler", () => {
  cleans([
    ["can you like send me the link", "Can you send me the link?"],
    ["the app crashes when you like open the camera", "The app crashes when you open the camera."],
    [
      "it failed because like the sample was contaminated",
      "It failed because the sample was contaminated.",
    ],
    ["we like totally forgot the deadline", "We totally forgot the deadline."],
    ["she like called me twice", "She called me twice."],
    ["the boss like wants the slides", "The boss wants the slides."],
    ["will you like forward the minutes", "Will you forward the minutes?"],
  ]);
});

describe("'like' kept as a verb or a preposition", () => {
  cleans([
    ["i like the new office", "I like the new office."],
    ["can you like this post", "Can you like this post?"],
    ["would you like some coffee", "Would you like some coffee?"],
    ["it looks like the server is down", "It looks like the server is down."],
    ["we need people like you", "We need people like you."],
    ["i like used cars", "I like used cars."],
    ["i like play football", "I like play football."],
    ["we discussed things like cost and time", "We discussed things like cost and time."],
  ]);

  it("keeps 'like I said', which means 'as'", () => {
    expect(cleanDictation("and like i said the budget is tight")).toMatch(/like I said/);
  });
});

describe("'you know' after a link, before a clause", () => {
  cleans([
    [
      "it is fine but you know it would be nice to know",
      "It is fine but it would be nice to know.",
    ],
    [
      "i was late because you know the trains were cancelled",
      "I was late because the trains were cancelled.",
    ],
    [
      "i asked you because you know the system better",
      "I asked you because you know the system better.",
    ],
    ["you know the password so please log in", "You know the password, so please log in."],
  ]);
});

describe("times on the 24-hour clock", () => {
  cleans([
    ["the call is at 14 00", "The call is at 14:00."],
    ["we are open from 9 00 until 17 30", "We are open from 9:00 until 17:30."],
    ["the first train leaves at 06 45", "The first train leaves at 06:45."],
    ["the shift ends 22 00 hours", "The shift ends 22:00 hours."],
    ["we printed 14 00 flyers", "We printed 14 00 flyers."],
    ["the score was 21 18", "The score was 21 18."],
    ["we worked 10 15 hours", "We worked 10 15 hours."],
  ]);
});

describe("codes that open with 'a' or close on a letter", () => {
  cleans([
    ["order number a 7 7 4 9 2 is late", "Order number A77492 is late."],
    ["room 3 b is upstairs", "Room 3B is upstairs."],
    ["my seat is 14 c", "My seat is 14C."],
    ["seat 14 a please", "Seat 14A please."],
    ["we booked room 3 a week ago", "We booked room 3 a week ago."],
    ["we need a 3 or 4", "We need a 3 or 4."],
    ["he got 2 a and 3 b", "He got 2 a and 3 b."],
  ]);
});

describe("apostrophes said without", () => {
  cleans([
    ["see you at 10 oclock", "See you at 10 o'clock."],
    ["we go to grandmas house on sunday", "We go to grandma's house on Sunday."],
    ["dads birthday is on friday", "Dad's birthday is on Friday."],
    ["grandmas love long calls", "Grandmas love long calls."],
    ["all the dads help at the party", "All the dads help at the party."],
  ]);
});
