/**
 * Speech as it comes: run-on sentences without punctuation, fillers of every
 * kind, stutters, false starts and self-corrections ("Monday no sorry Tuesday").
 */
import type { WriterCase } from "../writer-cases";
import {
  AISHA,
  DEEPA,
  INGRID,
  JEAN_LUC,
  LIAM,
  MEI,
  OLGA,
  POST_ARTICLE,
  POST_HIRING,
  POST_MILESTONE,
} from "./contexts";

export const SPEECH: WriterCase[] = [
  {
    via: "voice",
    say: "um so basically the the client wants the report by end of week and uh we haven't started yet so yeah",
    keep: [],
  },
  {
    via: "voice",
    say: "we need to move the launch to next month because the payment provider is not ready and the legal team still has questions about the terms and I think we should tell the customers early",
    keep: [],
  },
  {
    via: "voice",
    say: "I mean the numbers look fine but you know I'd like to double check the churn figure before we send it out",
    keep: [],
  },
  {
    via: "voice",
    say: "let's meet on Monday no sorry Tuesday at the usual place",
    keep: ["Tuesday"],
  },
  {
    via: "voice",
    say: "the budget is like forty thousand no wait forty five thousand for the whole year",
    keep: [],
  },
  {
    via: "reply",
    say: "yeah so um Thursday works I'll be there around six and uh I did get the figures they look good",
    context: LIAM,
    keep: ["Liam", "Thursday"],
  },
  {
    via: "reply",
    say: "no objections from my side just uh make sure the backups are done before you start you know just in case",
    context: OLGA,
    keep: ["Olga"],
  },
  {
    via: "reply",
    say: "hi Ingrid sorry for the delay the NDA is signed I will send it today and see you on the 2nd",
    context: INGRID,
    keep: ["Ingrid", "NDA", "2nd"],
  },
  {
    via: "comment",
    say: "um this is great news I know a couple of people who might be interested I'll send them your way",
    context: POST_HIRING,
    keep: [],
  },
  {
    via: "comment",
    say: "wow five years congrats you know I still remember your first demo it was basically one slide",
    context: POST_MILESTONE,
    keep: [],
  },
  {
    via: "voice",
    say: "so the plan is we finish the design by Friday then we test over the weekend and then we go live on Monday morning",
    keep: ["Friday", "Monday"],
  },
  {
    via: "voice",
    say: "I I wanted to say thank you for all the help with the move it it really meant a lot",
    keep: [],
  },
  {
    via: "reply",
    say: "sure I'll share it by tomorrow er actually by end of day today",
    context: DEEPA,
    keep: ["Deepa"],
  },
  {
    via: "reply",
    say: "got them thanks the samples look good except the blue one which is like a bit darker than we agreed",
    context: MEI,
    keep: ["Mei"],
  },
  {
    via: "voice",
    say: "please note the office will be closed from the 24th um to the 26th and er we reopen on the 27th",
    keep: ["24th", "26th", "27th"],
  },
  {
    via: "comment",
    say: "totally agree I mean we write everything in Slack and then nobody can find anything later",
    context: POST_ARTICLE,
    keep: ["Slack"],
  },
  {
    via: "voice",
    say: "the meeting with the investors went well they liked the demo they asked a lot about pricing and they want a follow up in two weeks",
    keep: [],
  },
  {
    via: "reply",
    say: "thanks for following up um we are still interviewing and we should have an answer by uh the end of next week",
    context: JEAN_LUC,
    keep: ["Jean-Luc"],
  },
  {
    via: "voice",
    say: "write to Tom uh I mean Tomás that the car is ready for pick up",
    keep: ["Tomás"],
    says: "car is ready",
  },
  {
    via: "chat",
    say: "tell Priyanka no wait tell Deepa that her timesheet is approved",
    keep: ["Deepa"],
    says: "approved",
  },
  {
    via: "reply",
    say: "we are so sorry about that um we will send a new one today free of charge and you don't need to return the damaged one",
    context: AISHA,
    keep: ["Aisha"],
  },
  {
    via: "voice",
    say: "okay so uh where was I right the new hires start on the first and they need laptops by then",
    keep: [],
  },
  {
    via: "comment",
    say: "hmm interesting take but honestly like documentation only works if someone owns it you know",
    context: POST_ARTICLE,
    keep: [],
  },
];
