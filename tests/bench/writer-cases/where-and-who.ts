/**
 * Requests that say where the message goes ("in the group", "in Slack"),
 * whose message it answers ("Sarah's email"), several people at once, news
 * named rather than said ("tell them about …"), and dates, amounts and
 * signs as people type them.
 */
import { TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const WHERE_AND_WHO: WriterCase[] = [
  {
    via: "chat",
    say: "write in the group that the standup on 3.4. is cancelled",
    keep: ["3.4."],
    says: "standup on 3.4. is cancelled",
  },
  {
    via: "chat",
    say: "write in Slack to Tom that the build 2026.03.1 is green",
    keep: ["Tom", "2026.03.1"],
    says: "build 2026.03.1 is green",
  },
  {
    via: "chat",
    say: "send to the team that the office is closed on 24.12.",
    keep: ["24.12."],
    says: "office is closed on 24.12.",
  },
  {
    via: "chat",
    say: "announce that the new price is 4,5k€",
    keep: ["4,5k€"],
    says: "new price is 4,5k€",
  },
  {
    via: "chat",
    say: "tell Anna and Tom that the demo moved to 14:30",
    keep: ["Anna and Tom", "14:30"],
    says: "demo moved to 14:30",
  },
  {
    via: "chat",
    say: "write to Ola, Piotr and Kasia that the tickets cost 120 zł",
    keep: ["Ola, Piotr and Kasia", "120 zł"],
    says: "tickets cost 120 zł",
  },
  {
    via: "chat",
    say: "inform him about the delay of 2 days",
    keep: ["2 days"],
    says: "about the delay of 2 days",
  },
  {
    via: "chat",
    say: "let Marta know about the new rate of 19 %",
    keep: ["Marta", "19 %"],
    says: "about the new rate of 19 %",
  },
  {
    via: "chat",
    say: "reply to Sarah's email and say we are in for the 3rd",
    keep: ["Sarah", "3rd"],
    says: "we are in for the 3rd",
  },
  {
    via: "chat",
    say: "draft: the meeting with L'Oréal is at 9 a.m. on Friday",
    keep: ["L'Oréal", "9 a.m.", "Friday"],
    says: "meeting with L'Oréal is at 9 a.m.",
  },
  {
    via: "reply",
    say: "answer on this email that we agree with ul. Długa 5 as the address",
    context: TOMASZ,
    keep: ["ul. Długa 5"],
    says: "we agree with ul. Długa 5",
  },
  {
    via: "reply",
    say: "formulate an answer that the temperature must stay below -5°C",
    context: TOMASZ,
    keep: ["-5°C"],
    says: "temperature must stay below -5°C",
  },
  {
    via: "chat",
    say: "about the invoice 2231 tell Anna it's paid",
    keep: ["Anna", "2231"],
    says: "invoice 2231",
  },
  {
    via: "chat",
    say: "re: order #A-88 - tell Jürgen it ships on 5/6",
    keep: ["Jürgen", "#A-88", "5/6"],
    says: "ships on 5/6",
  },
  {
    via: "chat",
    say: "could you write something to Tom that the report is ready",
    keep: ["Tom"],
    says: "report is ready",
  },
  {
    via: "chat",
    say: "My boss wants the report. Write to him that it is ready on Monday 9.",
    keep: ["Monday 9"],
    says: "ready on Monday 9",
  },
  {
    via: "chat",
    say: "hmm let me think, tell Piotr the invoice is paid",
    keep: ["Piotr"],
    says: "invoice is paid",
  },
];
