/**
 * Steps and orders said in one breath, each opening with its verb ("open the
 * app tap settings and choose reset"), which take commas between them; beside
 * two orders joined by "and" and a verb whose object is also a verb, which
 * stay as they were said.
 */
import { MARCUS } from "./threads";
import type { WriterCase } from "./writer-case";

export const STEPS_IN_ONE_BREATH: WriterCase[] = [
  {
    via: "voice",
    say: "go to the dashboard select reports choose last month and export it as PDF",
    keep: ["PDF"],
    punctuated: ["dashboard, select reports, choose last month and export it as PDF"],
  },
  {
    via: "write",
    say: "to reset it open the app tap settings and choose reset",
    keep: [],
    punctuated: ["To reset it, open the app, tap settings and choose reset."],
  },
  {
    via: "reply",
    say: "please print the contract sign both pages and scan it back to me",
    context: MARCUS,
    keep: [],
    punctuated: ["print the contract, sign both pages and scan it back to me"],
  },
  {
    via: "voice",
    say: "kindly fill the form attach your ID and submit it before Friday",
    keep: ["ID", "Friday"],
    punctuated: ["fill the form, attach your ID and submit it before Friday"],
  },
  {
    via: "chat",
    say: "to see the bug sign in upload a photo and the page goes blank",
    keep: [],
    punctuated: ["To see the bug, sign in, upload a photo and the page goes blank."],
  },
  {
    via: "voice",
    say: "preheat the oven mix the flour add the eggs and bake it for an hour",
    keep: [],
    punctuated: ["Preheat the oven, mix the flour, add the eggs and bake it for an hour."],
  },
  {
    via: "voice",
    say: "please open the file and check the numbers",
    keep: ["open the file and check the numbers"],
  },
  {
    via: "voice",
    say: "click save and close the window",
    keep: ["Click save and close the window"],
  },
];
