/** Dates, measures, times and phone numbers said in words: written as a careful editor writes them. */
import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("dates said with an ordinal, in the order said", () => {
  it.each([
    ["the invoice is due on the twenty first of March", "The invoice is due on 21 March."],
    ["the workshop is on March the third", "The workshop is on March 3."],
    ["we fly out on July twenty second", "We fly out on July 22."],
    ["it is on the twenty-first of june", "It is on 21 June."],
    ["the wedding is on the second of may", "The wedding is on 2 May."],
    ["the deadline is the thirtieth of june", "The deadline is 30 June."],
    ["it runs from the third to the fifth of June", "It runs from 3 to 5 June."],
    ["the party is on march the third", "The party is on March 3."],
    ["we launch on june the first twenty twenty seven", "We launch on June 1, 2027."],
    ["it ends on the twenty first of March 2026", "It ends on 21 March 2026."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "The band will march on.",
    "We march the second mile after lunch.",
    "May the best team win.",
    "Her cooking is second to none.",
    "It is the second week of June.",
    "First of all, thanks.",
  ])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});

describe("measures and amounts said in words keep their unit", () => {
  it.each([
    ["the water was forty two degrees", "The water was 42 degrees."],
    ["my suitcase weighed thirty five kilos", "My suitcase weighed 35 kilos."],
    ["the flat has sixty square metres", "The flat has 60 square metres."],
    ["the rate went up to twelve point five percent", "The rate went up to 12.5%."],
    ["make the logo 3 mm smaller", "Make the logo 3 mm smaller."],
    [
      "the cut should be 2 mm deeper and 5 kg lighter",
      "The cut should be 2 mm deeper and 5 kg lighter.",
    ],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "One of them is broken.",
    "Seven people came.",
    "I have one foot in the door.",
    "We eat five square meals a day.",
    "I got five g of signal.",
  ])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });

  it("still drops a hesitation that is not after a figure", () => {
    expect(cleanDictation("mm I think so")).toBe("I think so.");
  });
});

describe("times said as two numbers or with past and to", () => {
  it.each([
    ["let's meet at 7 15 tonight", "Let's meet at 7:15 tonight."],
    ["I will be there by 10 45", "I will be there by 10:45."],
    ["the train leaves at half past eight", "The train leaves at 8:30."],
    ["call me around quarter past nine", "Call me around 9:15."],
    ["we close at a quarter to six", "We close at 5:45."],
    ["it starts at quarter to one", "It starts at 12:45."],
    ["the call is at ten to nine this evening", "The call is at 8:50 this evening."],
    ["we start at twenty five past six", "We start at 6:25."],
    ["see you at five past ten", "See you at 10:05."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    "Then we shout 3 2 1 go.",
    "At 3 people left.",
    "The score was 7 15 after the break.",
    "We walked half past the station.",
    "We need five to ten people.",
    "The score went from ten to nine.",
    "It stays at five to ten minutes.",
  ])("leaves %j as it is", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});

describe("phone numbers with a country code", () => {
  it.each([
    ["my number is plus 44 7700 900 123", "My number is +44 7700 900 123."],
    [
      "call me on plus forty eight six zero one two three four five six seven",
      "Call me on +48 601234567.",
    ],
    ["the hotel is plus 1 415 555 0199", "The hotel is +1 415 555 0199."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each(["Two plus two is four.", "It is ten plus tax.", "We need 5 plus 20 more."])(
    "leaves %j as it is",
    (text) => {
      expect(cleanDictation(text)).toBe(text);
    },
  );
});

describe("a day said right before its month, and days listed before one month", () => {
  it.each([
    ["the meeting is on the fourth december", "The meeting is on 4 December."],
    ["we fly home on the twentieth July", "We fly home on 20 July."],
    ["the first May is a holiday", "1 May is a holiday."],
    [
      "the workshops are on the third the tenth and the seventeenth of june",
      "The workshops are on 3, 10 and 17 June.",
    ],
    [
      "the office is closed on the second and the ninth of march",
      "The office is closed on 2 and 9 March.",
    ],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["the second may be better", "The second may be better."],
    ["the first march was long", "The first march was long."],
    ["this is only the first of many projects", "This is only the first of many projects."],
    ["the third the tenth were fine", "The third the tenth were fine."],
  ])("leaves %j, a verb or no month after the ordinal, as said", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});

describe("a time said with the day after it and no 'at'", () => {
  it.each([
    ["let's meet seven fifteen tomorrow", "Let's meet 7:15 tomorrow."],
    ["the bus leaves eight forty tonight", "The bus leaves 8:40 tonight."],
    ["I can call you nine thirty on monday", "I can call you 9:30 on Monday."],
    ["the train is ten past six in the morning", "The train is 6:10 in the morning."],
    ["we close five thirty this evening", "We close 5:30 this evening."],
  ])("%j → %j", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });

  it.each([
    ["we need seven fifteen minute slots", "We need seven fifteen minute slots."],
    ["we need five to ten people tomorrow", "We need five to ten people tomorrow."],
    [
      "the score went from ten to nine in the last minute",
      "The score went from ten to nine in the last minute.",
    ],
  ])("leaves %j, a count, as said", (said, written) => {
    expect(cleanDictation(said)).toBe(written);
  });
});
