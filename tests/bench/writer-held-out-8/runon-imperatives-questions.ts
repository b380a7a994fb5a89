/** Run-on dictations whose second clause is an order or a question. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_IMPERATIVES_QUESTIONS: WriterCase[] = [
  // An imperative opens the second clause.
  {
    via: "write",
    say: "the forms are on your desk please sign both copies",
    keep: [],
    punctuated: ["desk. Please sign"],
  },
  {
    via: "write",
    say: "the meeting moved to room 4B bring your laptop",
    keep: ["4B"],
    punctuated: ["4B. Bring"],
  },
  {
    via: "chat",
    say: "dinner is in the oven heat it for ten minutes",
    keep: [],
    punctuated: ["oven. Heat"],
  },
  {
    via: "write",
    say: "the link in your email has expired send me a new one",
    keep: [],
    punctuated: ["expired. Send"],
  },
  {
    via: "voice",
    say: "the guests reach by eight make sure the hall is ready",
    keep: [],
    punctuated: ["eight. Make"],
  },
  {
    via: "write",
    say: "i have transferred the money check your account and confirm",
    keep: [],
    punctuated: ["money. Check"],
  },
  {
    via: "write",
    say: "the password for the wifi changed use the one on the fridge",
    keep: [],
    punctuated: ["changed. Use"],
  },
  {
    via: "chat",
    say: "it's going to rain all weekend take the umbrella",
    keep: [],
    punctuated: ["weekend. Take"],
  },
  {
    via: "write",
    say: "the code review is done merge the branch after lunch",
    keep: [],
    punctuated: ["done. Merge"],
  },
  {
    via: "write",
    say: "the package is fragile do not open it in the rain",
    keep: [],
    punctuated: ["fragile. Do"],
  },
  {
    via: "voice",
    say: "the water will be cut off tomorrow fill the buckets tonight",
    keep: [],
    punctuated: ["tomorrow. Fill"],
  },
  {
    via: "write",
    say: "the test covers chapters 3 to 5 revise the vocabulary lists",
    keep: ["3"],
    punctuated: ["5. Revise"],
  },
  // A question opens the second clause.
  {
    via: "write",
    say: "the invoice shows 14 hours did you really work that much",
    keep: ["14"],
    punctuated: ["hours. Did", "much?"],
  },
  {
    via: "write",
    say: "i'm at the front gate where should i park",
    keep: [],
    punctuated: ["gate. Where"],
  },
  {
    via: "write",
    say: "the printer on floor two is jammed again can someone from IT come up",
    keep: ["IT"],
    punctuated: ["again. Can"],
  },
  {
    via: "write",
    say: "i am not able to open the salary slip is there any problem with the portal",
    keep: [],
    punctuated: ["slip. Is there"],
  },
  {
    via: "write",
    say: "we finished the survey what should we do with the paper copies",
    keep: [],
    punctuated: ["survey. What", "copies?"],
  },
  {
    via: "write",
    say: "my son has a fever since yesterday can the doctor see him today",
    keep: [],
    punctuated: ["yesterday. Can"],
  },
  {
    via: "write",
    say: "the deadline is Friday do you need more time",
    keep: ["Friday"],
    punctuated: ["Friday. Do you", "time?"],
  },
  {
    via: "write",
    say: "the apartment has two bedrooms is the garage included in the rent",
    keep: [],
    punctuated: ["bedrooms. Is the"],
  },
  {
    via: "write",
    say: "your offer expired last week could you send a new one",
    keep: [],
    punctuated: ["week. Could"],
  },
  {
    via: "write",
    say: "the hotel asked for a deposit which card should i use",
    keep: [],
    punctuated: ["deposit. Which"],
  },
  {
    via: "write",
    say: "the meeting ended early why did the director leave",
    keep: [],
    punctuated: ["early. Why"],
  },
  {
    via: "write",
    say: "the refund still has not arrived how long does it usually take",
    keep: [],
    punctuated: ["arrived. How", "take?"],
    site: "shop.example.com",
  },
];
