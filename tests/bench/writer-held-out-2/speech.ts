/** Run-on speech, fillers and corrections said in passing. */
import type { WriterCase } from "../writer-cases";

export const SPEECH: WriterCase[] = [
  {
    via: "chat",
    say: "so um I checked the logs this morning nothing looks wrong the error only happens when the cache is empty",
    keep: [],
  },
  {
    via: "voice",
    say: "hey I'm running late the bus didn't come I'll be there in twenty minutes",
    keep: [],
    punctuated: ["late."],
  },
  {
    via: "reply",
    say: "thanks for the update uh the numbers look good I'll share them with the team tomorrow",
    context: "Hi, attached are the Q3 numbers. Let me know what you think.",
    keep: [],
  },
  {
    via: "chat",
    say: "the meeting is on Tuesday no wait Wednesday at the usual room",
    keep: ["Wednesday"],
  },
  {
    via: "comment",
    say: "really nice article I tried the second tip and it worked on my laptop too",
    context: "Five ways to make your old laptop faster",
    keep: [],
  },
  {
    via: "voice",
    say: "okay so the plan is we leave at eight we stop for lunch in Porto and we arrive before dark",
    keep: ["Porto"],
  },
  {
    via: "chat",
    say: "I spoke to the client they are happy with the design but they want the logo bigger",
    keep: [],
    punctuated: ["client."],
  },
  {
    via: "reply",
    say: "um yes that works for me see you then",
    context: "Shall we meet at the café at 10 on Friday?",
    keep: [],
  },
  {
    via: "chat",
    say: "the package arrived today it was damaged the box was wet and one glass was broken",
    keep: [],
    punctuated: ["today."],
  },
  {
    via: "voice",
    say: "er can you remind the team that the office is closed on Monday for cleaning",
    keep: ["Monday"],
  },
  {
    via: "comment",
    say: "I mean this is a good start but the second chart needs labels",
    context: "Draft dashboard for the sales review",
    keep: [],
  },
  {
    via: "chat",
    say: "we tested it on Android it works on iPhone it crashes when you rotate the screen",
    keep: ["Android", "iPhone"],
  },
  {
    via: "reply",
    say: "sorry for the late answer I was on holiday last week I'll look at it today",
    context: "Hi, did you have a chance to review the contract?",
    keep: [],
    punctuated: ["answer."],
  },
  {
    via: "voice",
    say: "tell Priya the the files are in the shared folder",
    keep: ["Priya"],
    says: "shared folder",
  },
];
