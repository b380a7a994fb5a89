/** Speech whose clauses run together, each of which must be set apart by punctuation. */
import { MARCUS, POST, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const RUN_ON_SPEECH: WriterCase[] = [
  {
    via: "voice",
    say: "the server was down for two hours this morning it is fine now",
    keep: [],
    punctuated: ["this morning. It is fine now."],
  },
  {
    via: "reply",
    say: "I checked with finance the refund was approved yesterday you should see it on Friday",
    context: TOMASZ,
    keep: ["Friday"],
    punctuated: ["with finance. The refund was approved yesterday. You should see it"],
  },
  {
    via: "voice",
    say: "my flight lands at six I can be at the office by eight",
    keep: [],
    punctuated: ["at six. I can be at the office by eight."],
  },
  {
    via: "comment",
    say: "this is really helpful I shared it with my team",
    context: POST,
    keep: [],
    punctuated: ["really helpful. I shared it with my team."],
  },
  {
    via: "reply",
    say: "the numbers look good but the chart on page four is wrong",
    context: MARCUS,
    keep: [],
    punctuated: ["look good, but the chart on page four is wrong."],
  },
  {
    via: "voice",
    say: "Maria called she wants to move the meeting",
    keep: ["Maria"],
    punctuated: ["Maria called. She wants to move the meeting."],
  },
  {
    via: "reply",
    say: "we tested it on Android it works fine the iOS version still crashes",
    context: MARCUS,
    keep: ["Android", "iOS"],
    punctuated: ["on Android. It works fine. The iOS version still crashes."],
  },
  {
    via: "voice",
    say: "I love the new design the colors are much better",
    keep: [],
    punctuated: ["new design. The colors are much better."],
  },
  {
    via: "reply",
    say: "thank you for the quick answer we will sign the contract next week",
    context: TOMASZ,
    keep: [],
    punctuated: ["quick answer. We will sign the contract next week."],
  },
  {
    via: "voice",
    say: "the kids are sick today I have to work from home",
    keep: [],
    punctuated: ["sick today. I have to work from home."],
  },
  {
    via: "voice",
    say: "I don't think it is ready we should wait one more week",
    keep: [],
    punctuated: ["it is ready. We should wait one more week."],
  },
];
