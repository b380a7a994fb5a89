/**
 * Run-on dictations whose second clause opens with a time or a place ("tomorrow",
 * "on Monday", "at the office", "here in Germany"), times and dates said the
 * many ways a recognizer gives them, some in second-language word order.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_TIME_PLACE: WriterCase[] = [
  {
    via: "write",
    say: "we met the client yesterday tomorrow we sign the contract",
    keep: [],
    punctuated: ["yesterday. Tomorrow"],
  },
  {
    via: "write",
    say: "i forgot my badge at home at the office they gave me a new one",
    keep: [],
    punctuated: ["home. At the office"],
  },
  {
    via: "write",
    say: "the shop is closed today on monday we open at 9",
    keep: [],
    punctuated: ["today. On Monday"],
  },
  {
    via: "reply",
    context:
      "Hello,\n\nDo you have two places for the cooking course this week? We are a couple.\n\nOlga",
    say: "this week we are full next week we have free places",
    keep: [],
    punctuated: ["full. Next week"],
  },
  {
    via: "write",
    say: "i am in berlin until thursday after that i fly to madrid",
    keep: ["Berlin", "Madrid"],
    punctuated: ["Thursday. After that"],
  },
  {
    via: "chat",
    say: "last year we went to greece this year we stay at home",
    keep: ["Greece"],
    punctuated: ["Greece. This year"],
  },
  {
    via: "write",
    say: "the report is almost done by end of day you will have it",
    keep: [],
    punctuated: ["done. By"],
  },
  {
    via: "write",
    say: "in the morning i have english class in the afternoon i am free",
    keep: [],
    punctuated: ["class. In the afternoon"],
  },
  {
    via: "write",
    say: "the call was at 3 30 in the end nobody joined",
    keep: ["3:30"],
    punctuated: ["3:30. In the end"],
  },
  {
    via: "voice",
    say: "we arrived at the hotel late at night in the lobby nobody was there",
    keep: [],
    punctuated: ["night. In the lobby"],
  },
  {
    via: "write",
    say: "the audit is in two weeks here in the warehouse everything must be clean",
    keep: [],
    punctuated: ["weeks. Here in the warehouse"],
  },
  {
    via: "reply",
    context: "Hi,\n\nCould we have our call this Friday at 2?\n\nPaulo",
    say: "this friday i cannot next friday is better for me",
    keep: [],
    punctuated: [". Next Friday is better"],
  },
  {
    via: "write",
    say: "at quarter to nine the bus left without me since then i am waiting at the stop",
    keep: [],
    punctuated: ["me. Since then"],
  },
  {
    via: "write",
    say: "my parents live in lyon near them there is a good school",
    keep: ["Lyon"],
    punctuated: ["Lyon. Near them"],
  },
  {
    via: "write",
    say: "we close the office on december 24 on january 2 we open again",
    keep: ["December 24", "January 2"],
    punctuated: ["24. On January 2"],
  },
  {
    via: "comment",
    context: "Throwback: Lisbon's old town before the tourist boom.",
    say: "i was there in 2019 at that time the city was much quieter",
    keep: ["2019"],
    punctuated: ["2019. At that time"],
  },
  {
    via: "write",
    say: "yesterday i have finished the training today i start with real customers",
    keep: [],
    punctuated: ["training. Today"],
  },
  {
    via: "chat",
    say: "tonight i cook pasta tomorrow you cook",
    keep: [],
    punctuated: ["pasta. Tomorrow"],
  },
  {
    via: "write",
    say: "the meeting room is booked until 11 after 11 we can use it",
    keep: ["11"],
    punctuated: [". After 11"],
  },
  {
    via: "write",
    say: "in the kitchen the light is broken in the bathroom the tap is leaking",
    keep: [],
    punctuated: ["broken. In the bathroom"],
  },
  {
    via: "reply",
    context:
      "Dear team,\n\nOur group would like to visit your factory next month. Is it possible to take photos during the tour?\n\nAisha",
    say: "in the factory photos are not allowed outside you can take pictures",
    keep: [],
    punctuated: ["allowed. Outside"],
  },
  {
    via: "write",
    say: "at 10 am there is the fire drill at 10 15 everyone is back at the desk",
    keep: ["10:15"],
    punctuated: [". At 10:15"],
  },
  {
    via: "voice",
    say: "in spain we eat dinner late here in germany people eat at 6",
    keep: ["Spain", "Germany"],
    punctuated: ["late. Here in Germany"],
  },
  {
    via: "write",
    say: "next tuesday morning i am at the dentist on wednesday i am back",
    keep: ["Tuesday"],
    punctuated: ["dentist. On Wednesday"],
  },
  {
    via: "write",
    say: "the store is open from monday to saturday on sunday it is closed",
    keep: [],
    punctuated: ["Saturday. On Sunday"],
  },
  {
    via: "comment",
    context: "Our office Wi-Fi kept dropping every afternoon. Any ideas?",
    say: "we had the same problem in our office in warsaw there we fixed it with a new router",
    keep: ["Warsaw"],
    punctuated: ["Warsaw. There"],
  },
];
