/** Rewrites of a selection: shorter, more formal, friendlier, grammar fixed. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    say: "make it more formal",
    context: "hey can u send me the sales numbers asap thx",
    keep: [],
    says: "sales numbers",
  },
  {
    via: "transform",
    say: "shorter",
    context:
      "I wanted to let you know that, due to a number of unforeseen circumstances that were outside of our control, the delivery of your order will unfortunately be delayed by approximately three days.",
    keep: [],
    says: "order",
  },
  {
    via: "transform",
    say: "make it friendlier",
    context: "Dear Mr. Castillo, we regret to inform you that your application was not successful.",
    keep: ["Castillo"],
    says: "application",
  },
  {
    via: "transform",
    say: "fix the grammar",
    context:
      "She don't have the keys since yesterday and she need them for open the shop on 6 June.",
    keep: ["6 June"],
    says: "keys",
  },
  {
    via: "transform",
    say: "more formal please",
    context: "Yo team, the demo got moved to Thursday at 3:15, don't be late!",
    tone: "formal",
    keep: ["Thursday", "3:15"],
    says: "demo",
  },
  {
    via: "transform",
    say: "make it sound friendlier",
    context:
      "Please be advised that the parking garage will be closed for maintenance on Saturday 9 March.",
    keep: ["9 March"],
    says: "parking garage",
  },
  {
    via: "transform",
    say: "correct the mistakes",
    context:
      "We was very happy with the service and the staffs was helpful, we will recommend to our friends.",
    keep: [],
    says: "service",
  },
  {
    via: "transform",
    say: "make this shorter",
    context:
      "Hi Leila, I was just checking whether you had a chance to look at the draft contract I sent you on Monday. There is no rush at all, but it would be great to hear back from you by Friday if at all possible.",
    keep: ["Leila", "Friday"],
    says: "contract",
  },
  {
    via: "transform",
    say: "fix the punctuation and capitals",
    context: "the new hours are 8 to 4 monday to friday and the canteen opens at 11:30",
    keep: ["Monday", "Friday", "11:30"],
    says: "canteen",
  },
  {
    via: "transform",
    say: "make it sound more natural",
    context:
      "Dear all, kindly do the needful and revert back at the earliest regarding the pending invoices.",
    keep: [],
    says: "invoices",
  },
];
