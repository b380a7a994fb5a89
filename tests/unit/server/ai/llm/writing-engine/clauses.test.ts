import { describe, expect, it } from "vitest";
import { cleanDictation } from "../../../../../../src/server/ai/llm/local-writing-engine";

describe("clauses run together in speech", () => {
  it.each([
    [
      "we got the payment today the receipt is attached the next one is due in May",
      "We got the payment today. The receipt is attached. The next one is due in May.",
    ],
    [
      "thanks for your message I checked the numbers they are correct",
      "Thanks for your message. I checked the numbers. They are correct.",
    ],
    [
      "I called the client he said yes we can start on Monday",
      "I called the client. He said yes. We can start on Monday.",
    ],
    ["I sent the file yesterday did you get it", "I sent the file yesterday. Did you get it?"],
    // A verb that takes nothing takes no question either: "which" asks one of its own.
    [
      "the new printer arrived which room should it go in",
      "The new printer arrived. Which room should it go in?",
    ],
    ["she showed me which room is hers", "She showed me which room is hers."],
    [
      "the invoice is attached please pay by the end of the month",
      "The invoice is attached. Please pay by the end of the month.",
    ],
    ["the invoice is attached please confirm", "The invoice is attached. Please confirm."],
    ["can you send it please", "Can you send it please?"],
    [
      "we loved the proposal but the budget is not approved yet",
      "We loved the proposal, but the budget is not approved yet.",
    ],
    [
      "the package arrived this morning two items are missing",
      "The package arrived this morning. Two items are missing.",
    ],
    ["it was closed so i go again tomorrow", "It was closed, so I go again tomorrow."],
    [
      "the delivery was late again this is the third time",
      "The delivery was late again. This is the third time.",
    ],
    [
      "I agree with your proposal but we need more time",
      "I agree with your proposal, but we need more time.",
    ],
    ["we got 1,250 euros thank you for your help", "We got 1,250 euros. Thank you for your help."],
    [
      "my flight lands at six I can be there by eight",
      "My flight lands at six. I can be there by eight.",
    ],
    [
      "we tested it on Android it works fine the iOS version still crashes",
      "We tested it on Android. It works fine. The iOS version still crashes.",
    ],
    ["the boiler broke but the plumber fixed it", "The boiler broke, but the plumber fixed it."],
    [
      "the numbers look good but the chart on page four is wrong",
      "The numbers look good, but the chart on page four is wrong.",
    ],
    ["I need an update the order 5521 is delayed", "I need an update. The order 5521 is delayed."],
    ["we waited for one hour nobody came", "We waited for one hour. Nobody came."],
    [
      "John will send the report Mary will check it",
      "John will send the report. Mary will check it.",
    ],
    ["please send the file today it is urgent", "Please send the file today. It is urgent."],
    [
      "the meeting is cancelled let's meet next week",
      "The meeting is cancelled. Let's meet next week.",
    ],
    ["it's raining again we should stay inside", "It's raining again. We should stay inside."],
    ["it is late maybe we can ask Tom", "It is late. Maybe we can ask Tom."],
    [
      "prices went up again customers are complaining",
      "Prices went up again. Customers are complaining.",
    ],
    ["dinner is at eight don't be late", "Dinner is at eight. Don't be late."],
    ["no problem I can do it tomorrow", "No problem. I can do it tomorrow."],
    ["sounds good to me when can we start", "Sounds good to me. When can we start?"],
    ["the hotel is booked here is the number", "The hotel is booked. Here is the number."],
    ["all tests passed the build is green", "All tests passed. The build is green."],
    ["my phone died I couldn't call you", "My phone died. I couldn't call you."],
    // After a verb of giving, the verb said again or a pronoun shows a clause of its own.
    ["I paid the hotel you paid the taxi", "I paid the hotel. You paid the taxi."],
    ["I sent the file you need it for Monday", "I sent the file. You need it for Monday."],
  ])("%s", (speech, written) => {
    expect(cleanDictation(speech)).toBe(written);
  });

  it.each([
    "I think we should go.",
    "You can tell Yusuf that tomorrow I am coming late.",
    "We start because on Monday we have the budget.",
    "I will let you know tomorrow.",
    "Follow up on the proposal I sent to Chen last week.",
    "The contract we discussed in Lisbon is ready.",
    "So I was thinking we could meet.",
    "Could you let me know how long the migration took?",
    "Tell him we will review it.",
    "The 14:00 slot on Friday 7 June still works.",
    "The report Mary will check is ready.",
    "I think maybe we can ask Tom.",
    "Please write to Hana the parcel was sent today.",
    "We paid the invoice which is attached.",
    "I met the woman who was at the desk.",
    // Who was given to, described by a clause, then what was given.
    "She gave the kids you met some sweets.",
    "Mum showed the guests we invited the garden.",
  ])("leaves one clause alone: %s", (text) => {
    expect(cleanDictation(text)).toBe(text);
  });
});

describe("fillers, wherever they stand", () => {
  it.each([
    ["well actually I mean the figures look fine", "Well actually the figures look fine."],
    ["it was, you know, the best offer we got", "It was the best offer we got."],
    ["so erm the thing is uhm we need more time", "So the thing is we need more time."],
    ["Uh- we can ship on the 4th", "We can ship on the 4th."],
    ["no wait let me start again the call is at 3 pm", "The call is at 3 pm."],
    ["okay right the contract is ready", "Okay, the contract is ready."],
    // Digits read out are a number, not a stutter to collapse.
    ["call me at five five five one two", "Call me at 55512."],
  ])("%s", (speech, written) => {
    expect(cleanDictation(speech)).toBe(written);
  });
});

describe("a verb after a negative or a modal", () => {
  it.each([
    ["we can't do it this month", "We can't do it this month."],
    ["they don't have it", "They don't have it."],
    ["we do it tomorrow", "We do it tomorrow."],
  ])("%j stays one sentence", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});

describe("'never' and 'it' opening a clause", () => {
  it.each([
    [
      "the plan fell apart the money never came through",
      "The plan fell apart. The money never came through.",
    ],
    ["the door is locked never leave it open", "The door is locked. Never leave it open."],
    ["it can wait until Monday", "It can wait until Monday."],
  ])("%j → %j", (said, cleaned) => {
    expect(cleanDictation(said)).toBe(cleaned);
  });
});
