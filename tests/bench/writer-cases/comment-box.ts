/** The extension's comment box under a post. */
import { POST } from "./threads";
import type { WriterCase } from "./writer-case";

export const COMMENT_BOX_CASES: WriterCase[] = [
  {
    via: "comment",
    say: "write a comment saying great work on the onboarding flow",
    context: POST,
    keep: [],
    says: "great work on the onboarding flow",
  },
  {
    via: "comment",
    say: "um congrats to the whole team this is huge",
    context: POST,
    keep: [],
  },
  {
    via: "comment",
    say: "i totally agree with the point about hiring juniors",
    context: POST,
    tone: "friendly",
    keep: [],
  },
  {
    via: "comment",
    say: "this is like really impressive work by Dana and Lee",
    context: POST,
    keep: ["Dana", "Lee"],
  },
  {
    via: "comment",
    say: "hi there",
    context: POST,
    keep: [],
  },
  {
    via: "comment",
    say: "compose a comment that we saw a 40% drop in churn after a similar change",
    context: POST,
    keep: ["40%"],
    says: "40% drop in churn",
  },
  {
    via: "comment",
    say: "can u share more about how u measured the Q3 results",
    context: POST,
    keep: ["Q3"],
  },
  {
    via: "comment",
    say: "we launched something similar in 2024 you know and it worked well",
    context: POST,
    keep: ["2024"],
  },
  {
    via: "comment",
    say: "I have a doubt about the pricing for the EU market",
    context: POST,
    tone: "formal",
    keep: ["EU"],
  },
  {
    via: "comment",
    say: "Congratulations to Ravi, the new dashboards look great!",
    context: POST,
    keep: ["Ravi"],
  },
];
