/**
 * Rewrites of a selection (`via: "transform"`): shorter, more formal, more
 * polite, longer with a reason added, and a word swapped for another. The
 * names and dates in the selection stay.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const REWRITES: WriterCase[] = [
  {
    via: "transform",
    context:
      "Hi Tom, I just wanted to let you know that at this point in time we are not able to deliver the chairs before Friday, but we will do our very best to deliver them as soon as possible after that.",
    say: "make it shorter",
    keep: ["Tom", "Friday"],
  },
  {
    via: "transform",
    context: "hey guys the meeting is gonna be at 3 pls dont be late",
    say: "more formal",
    keep: [],
  },
  {
    via: "transform",
    context: "The workshop is on Friday in room 2. Please bring your laptop.",
    say: "change friday to monday",
    keep: ["Monday"],
  },
  {
    via: "transform",
    context: "We inform you that your order has been shipped. Delivery takes 3 days.",
    say: "make it friendlier",
    keep: [],
  },
  {
    via: "transform",
    context: "Thanks a lot for the quick answer! We'll send the signed contract on Tuesday.",
    say: "more formal please",
    keep: ["Tuesday"],
  },
  {
    via: "transform",
    context: "The price for the cleaning is 400 euros per month.",
    say: "change 400 euros to 450 euros",
    keep: ["450"],
  },
  {
    via: "transform",
    context: "Send me the numbers. I need them for the board meeting tomorrow.",
    say: "make it more polite",
    keep: [],
  },
  {
    via: "transform",
    context:
      "So basically we are going to finish the project next week and then after that we will send you the invoice and also the final report with all of the results and the photos from the site.",
    say: "shorter and more professional",
    keep: [],
  },
  {
    via: "transform",
    context: "Dear Mr Silva, the delivery is late.",
    say: "make it longer and explain that the truck broke down",
    keep: ["Silva"],
  },
  {
    via: "transform",
    context: "The office will be closed on Monday for cleaning.",
    say: "replace monday with wednesday",
    keep: ["Wednesday"],
  },
  {
    via: "transform",
    context: "ok see u tmrw at the station btw bring the tickets",
    say: "make it professional",
    keep: [],
  },
  {
    via: "transform",
    context:
      "Please kindly find attached herewith the offer for the new windows for your house. The price that we are offering includes the installation of the windows.",
    say: "is too long make it more concise",
    keep: [],
  },
];
