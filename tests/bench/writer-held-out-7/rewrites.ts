/**
 * Rewrites of a selection (mode transform): the selection is the context and
 * the words say how to change it (held-out 7, written blind).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    say: "make this shorter",
    context:
      "I just wanted to quickly let you know that I have now looked through the whole document about the onboarding plan for Lucía that you sent me last week, and I think that overall it is mostly fine as it is.",
    keep: ["Lucía"],
  },
  {
    via: "transform",
    say: "more formal please",
    context: "hey Mr Santos, cant make it thurs, can we do monday instead? thx",
    keep: ["Santos"],
  },
  {
    via: "transform",
    say: "make it friendlier",
    context:
      "Your request has been received. The refund will be processed within 10 days. Do not contact us again about this matter.",
    keep: ["10"],
  },
  {
    via: "transform",
    say: "fix the grammar",
    context: "the shipment leave the warehouse on Monday it should arrives on Thursday",
    keep: ["Monday", "Thursday"],
    says: "Thursday",
    punctuated: ["Monday. It should"],
  },
  {
    via: "transform",
    say: "correct my english",
    context:
      "Me and my colleague was waiting for the approval since two weeks. Please can you check the status of ticket 7731?",
    keep: ["7731"],
    says: "7731",
  },
  {
    via: "transform",
    say: "shorter and more direct",
    context:
      "I was wondering if it might perhaps be possible, if it is not too much trouble for you, to maybe receive the payment of €2,300 for the translation work sometime before Friday, if that works for you.",
    keep: ["€2,300", "Friday"],
  },
  {
    via: "transform",
    say: "make this sound more professional",
    context: "yo the server thing is fixed, Priya did it, we good now",
    keep: ["Priya"],
  },
  {
    via: "transform",
    tone: "friendly",
    say: "rewrite this in a friendly tone",
    context: "Payment is overdue. Pay invoice 4410 immediately.",
    keep: ["4410"],
  },
  {
    via: "transform",
    say: "fix grammar and spelling",
    context: "i recieved your mail yesterday. the invoce amount is 560 dollars not 650.",
    keep: ["560", "650"],
    says: "560",
  },
  {
    via: "transform",
    say: "make it more polite",
    context: "Send me the sales report for Q3. I need it now.",
    keep: ["Q3"],
  },
];
