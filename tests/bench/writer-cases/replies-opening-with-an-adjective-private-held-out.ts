/**
 * The private held-out split of "reply <adjective> <clause>", written before
 * the fix and not looked at while fixing: other adjectives, clauses, tenses
 * and names than the tuned cases, and near misses.
 * Scored once after the fix: clauses 18/21 (85.7%), requests 16/16, beside
 * tuned 100%; the three it missed are listed in docs/benchmarks.md, not kept.
 */

import { bare, replied } from "./builders";
import { INVITE, MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const REPLIES_OPENING_WITH_AN_ADJECTIVE_PRIVATE_HELD_OUT: WriterCase[] = [
  bare("reply glad the parcel came", MARCUS, "parcel came", "Glad the parcel came."),
  bare("reply happy to cover for Kwame on friday", PRIYA, "cover for Kwame", "Happy to cover"),
  bare(
    "reply delighted you all enjoyed the dinner",
    INVITE,
    "enjoyed the dinner",
    "Delighted you all",
  ),
  bare("reply glad the fix worked", TOMASZ, "fix worked", "Glad the fix worked."),
  bare(
    "reply proud of the whole team",
    PRIYA,
    "proud of the whole team",
    "Proud of the whole team.",
  ),
  bare("reply happy we finally met", INVITE, "finally met", "Happy we finally met."),
  bare("reply sorry for the mix up", TOMASZ, "mix up", "Sorry for the mix"),
  bare("reply glad to help anytime", MARCUS, "glad to help", "Glad to help"),
  bare("reply curious what Ana thinks", PRIYA, "what Ana thinks", "Curious what Ana thinks."),
  bare("reply good news the refund went through", TOMASZ, "refund went through", "Good news"),
  bare("reply glad the printer works again", MARCUS, "printer works again", "Glad the printer"),
  bare("reply thankful it ended well", PRIYA, "ended well", "Thankful it ended well."),
  bare("reply excited for saturday", INVITE, "excited for Saturday", "Excited for Saturday."),
  replied("reply to Tomasz", TOMASZ, "Tomasz"),
  replied("reply politely", MARCUS, "Reply politely."),
  replied("she will reply next week", PRIYA, "She will reply next week."),
  replied("glad it arrived safely", MARCUS, "Glad it arrived safely."),
  replied("I was happy with the reply", TOMASZ, "happy with the reply."),
];
