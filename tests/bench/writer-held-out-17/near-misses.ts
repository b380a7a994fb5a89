/**
 * Speech that looks run together but is one clause: a describing clause, a
 * reported clause, "so … that", a verb with two objects, a full name. Each
 * piece is the joined stretch, which must come through with no mark inside.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const NEAR_MISSES: WriterCase[] = [
  {
    via: "write",
    say: "the man who called this morning left a message",
    keep: [],
    punctuated: ["man who called this morning left a message"],
  },
  {
    via: "write",
    say: "the book i borrowed from you is on your desk",
    keep: [],
    punctuated: ["book I borrowed from you is on your desk"],
  },
  {
    via: "write",
    say: "he said the road to the airport was closed",
    keep: [],
    punctuated: ["said the road to the airport was closed"],
  },
  {
    via: "write",
    say: "i was so tired that i slept on the train",
    keep: [],
    punctuated: ["so tired that I slept"],
  },
  {
    via: "write",
    say: "she gave the new intern a laptop",
    keep: [],
    punctuated: ["gave the new intern a laptop"],
  },
  {
    via: "write",
    say: "maria kowalska is our new accountant",
    keep: ["Maria Kowalska"],
    punctuated: ["Maria Kowalska is our new accountant"],
  },
  {
    via: "write",
    say: "the email you sent yesterday had no attachment",
    keep: [],
    punctuated: ["email you sent yesterday had no attachment"],
  },
  {
    via: "reply",
    context: "Hi, here is our price for the website: 9,000 euros. Best, Filip",
    say: "i think the price is too high for us",
    keep: [],
    punctuated: ["think the price is too high"],
  },
  {
    via: "write",
    say: "the woman we met at the conference called today",
    keep: [],
    punctuated: ["woman we met at the conference called today"],
  },
  {
    via: "write",
    say: "they told us the hotel was full",
    keep: [],
    punctuated: ["told us the hotel was full"],
  },
  {
    via: "write",
    say: "i know you are busy this week",
    keep: [],
    punctuated: ["know you are busy this week"],
  },
  {
    via: "write",
    say: "we sent the client the final version",
    keep: [],
    punctuated: ["sent the client the final version"],
  },
  {
    via: "write",
    say: "the car my father bought is already broken",
    keep: [],
    punctuated: ["car my father bought is already broken"],
  },
  {
    via: "chat",
    say: "my boss thinks the project will finish in may",
    keep: [],
    punctuated: ["thinks the project will finish in May"],
  },
  {
    via: "write",
    say: "the people who work at night get extra pay",
    keep: [],
    punctuated: ["people who work at night get extra pay"],
  },
  {
    via: "write",
    say: "i hope the weather is good tomorrow",
    keep: [],
    punctuated: ["hope the weather is good tomorrow"],
  },
  {
    via: "write",
    say: "the report that you asked for is ready",
    keep: [],
    punctuated: ["report that you asked for is ready"],
  },
  {
    via: "write",
    say: "it was so cold that the pipes froze",
    keep: [],
    punctuated: ["so cold that the pipes froze"],
  },
  {
    via: "write",
    say: "the teacher showed the children a short film",
    keep: [],
    punctuated: ["showed the children a short film"],
  },
  {
    via: "write",
    say: "juan carlos martinez will lead the project",
    keep: ["Juan Carlos Martinez"],
    punctuated: ["Juan Carlos Martinez will lead the project"],
  },
  {
    via: "write",
    say: "the place where we had lunch is closed now",
    keep: [],
    punctuated: ["place where we had lunch is closed now"],
  },
  {
    via: "comment",
    context: "Are weekly team meetings still useful?",
    say: "i believe the meetings are too long",
    keep: [],
    punctuated: ["believe the meetings are too long"],
  },
  {
    via: "write",
    say: "please make sure the doors are locked",
    keep: [],
    punctuated: ["make sure the doors are locked"],
  },
  {
    via: "write",
    say: "the manager asked me to send the slides",
    keep: [],
    punctuated: ["asked me to send the slides"],
  },
  {
    via: "reply",
    context: "Hello, your invoice for October is attached. Regards, Billing",
    say: "we noticed the invoice had the wrong address",
    keep: [],
    punctuated: ["noticed the invoice had the wrong address"],
  },
  {
    via: "write",
    say: "the shoes she ordered online arrived broken",
    keep: [],
    punctuated: ["shoes she ordered online arrived broken"],
  },
  {
    via: "write",
    say: "the students who passed the exam get a certificate",
    keep: [],
    punctuated: ["students who passed the exam get a certificate"],
  },
  {
    via: "write",
    say: "i forgot you were on holiday",
    keep: [],
    punctuated: ["forgot you were on holiday"],
  },
  {
    via: "write",
    say: "we bought our neighbours a small gift",
    keep: [],
    punctuated: ["bought our neighbours a small gift"],
  },
  {
    via: "write",
    say: "anna maria lopez sent the contract this morning",
    keep: ["Anna Maria Lopez"],
    punctuated: ["Anna Maria Lopez sent the contract"],
  },
  {
    via: "write",
    say: "the house we rented last summer is for sale",
    keep: [],
    punctuated: ["house we rented last summer is for sale"],
  },
  {
    via: "write",
    say: "he promised the team a bonus",
    keep: [],
    punctuated: ["promised the team a bonus"],
  },
  {
    via: "chat",
    say: "the coffee was so strong that i could not sleep",
    keep: [],
    punctuated: ["so strong that I could not sleep"],
  },
  {
    via: "write",
    say: "the form you need is on the website",
    keep: [],
    punctuated: ["form you need is on the website"],
  },
];
