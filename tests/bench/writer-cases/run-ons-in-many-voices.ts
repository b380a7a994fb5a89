/**
 * Run-on speech and typing in many people's voices, clauses opening with a
 * name, "nobody", "maybe", "let's" or a contraction, each set apart.
 */
import { MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const RUN_ONS_IN_MANY_VOICES: WriterCase[] = [
  {
    via: "voice",
    say: "we waited for one hour nobody came",
    keep: [],
    punctuated: ["one hour. Nobody came."],
  },
  {
    via: "chat",
    say: "the food was cold the waiter was rude",
    keep: [],
    punctuated: ["was cold. The waiter was rude."],
  },
  {
    via: "reply",
    say: "John will send the report Mary will check it on Monday",
    context: MARCUS,
    keep: ["John", "Mary", "Monday"],
    punctuated: ["the report. Mary will check it"],
  },
  {
    via: "voice",
    say: "please send the file today it is urgent",
    keep: [],
    punctuated: ["today. It is urgent."],
  },
  {
    via: "chat",
    say: "I'm not sure maybe we can ask Tom",
    keep: ["Tom"],
    punctuated: ["not sure. Maybe we can ask Tom."],
  },
  {
    via: "voice",
    say: "the meeting is cancelled let's meet next week",
    keep: [],
    punctuated: ["cancelled. Let's meet next week."],
  },
  {
    via: "chat",
    say: "it's raining again we should stay inside",
    keep: [],
    punctuated: ["raining again. We should stay inside."],
  },
  {
    via: "reply",
    say: "that's great news we will celebrate on Friday",
    context: TOMASZ,
    keep: ["Friday"],
    punctuated: ["great news. We will celebrate on Friday."],
  },
  {
    via: "chat",
    say: "yesterday I go to the office nobody was there",
    keep: [],
    punctuated: ["the office. Nobody was there."],
  },
  {
    via: "voice",
    say: "the report is ready you can download it from the portal",
    keep: [],
    punctuated: ["is ready. You can download it"],
  },
  {
    via: "chat",
    say: "everything went well everyone was on time",
    keep: [],
    punctuated: ["went well. Everyone was on time."],
  },
  {
    via: "reply",
    say: "our office moved last month we're now on the third floor",
    context: MARCUS,
    keep: [],
    // The reply's professional tone writes "We are": the clause is what is checked.
    punctuated: ["last month. We"],
  },
];
