/**
 * Run-on dictations whose second clause opens with a noun phrase ("the
 * coffee machine is empty the new beans come thursday"): the first statement
 * ends, the next opens with a new subject.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_NOUNS: WriterCase[] = [
  {
    via: "write",
    say: "the coffee machine is empty the new beans come on thursday",
    keep: ["Thursday"],
    punctuated: ["empty. The new"],
  },
  {
    via: "chat",
    say: "the kids are in the bath dinner is on the table",
    keep: [],
    punctuated: ["bath. Dinner is"],
  },
  {
    via: "reply",
    context: "Is the quarterly report finished? Thanks, Greta",
    say: "the report is almost done the charts need one more check",
    keep: [],
    punctuated: ["done. The charts"],
  },
  {
    via: "write",
    say: "i went to the hospital doctor say i need rest",
    keep: [],
    punctuated: ["hospital."],
  },
  {
    via: "comment",
    context: "Just back from a long weekend in Split. Highly recommend it!",
    say: "we stayed at the same hotel near the beach the breakfast was excellent",
    keep: [],
    punctuated: ["beach. The breakfast"],
  },
  {
    via: "write",
    say: "our flight was cancelled the airline offered us a voucher",
    keep: [],
    punctuated: [". The airline offered"],
  },
  {
    via: "chat",
    say: "the rent goes up in january my landlord told me last week",
    keep: ["January"],
    punctuated: ["January. My landlord"],
  },
  {
    via: "write",
    say: "sales dropped in october the holiday season should help",
    keep: ["October"],
    punctuated: ["October. The holiday"],
  },
  {
    via: "reply",
    context: "Where is my order? I paid for express shipping. Vera",
    say: "your order left our warehouse the tracking number is 88213",
    keep: ["88213"],
    punctuated: ["warehouse. The tracking"],
  },
  {
    via: "write",
    say: "meeting room is booked projector is not working",
    keep: [],
    punctuated: ["booked."],
  },
  {
    via: "voice",
    say: "the train was full half the passengers stood all the way",
    keep: [],
    punctuated: ["full. Half the"],
  },
  {
    via: "write",
    say: "the bill for march is wrong the amount should be 120 euros",
    keep: ["120"],
    punctuated: ["wrong. The amount"],
  },
  {
    via: "voice",
    say: "the garden looks lovely the roses are finally open",
    keep: [],
    punctuated: ["lovely. The roses"],
  },
  {
    via: "reply",
    context: "Can you send me the contract draft before the call? Regards, Piotr",
    say: "the draft is attached the changes are marked in red",
    keep: [],
    punctuated: ["attached. The changes"],
  },
  {
    via: "write",
    say: "my manager is on leave the approval will take some more days",
    keep: [],
    punctuated: ["leave. The approval"],
  },
  {
    via: "write",
    say: "the car is in the garage the mechanic said it needs new brakes",
    keep: [],
    punctuated: ["garage. The mechanic"],
  },
  {
    via: "write",
    say: "the package has today arrived the box was damaged",
    keep: [],
    punctuated: [". The box was"],
  },
  {
    via: "chat",
    say: "the school sent a letter the trip costs 35 euros",
    keep: ["35"],
    punctuated: ["letter. The trip"],
  },
  {
    via: "comment",
    context: "Rain all weekend, so the final is postponed. Stay tuned!",
    say: "the weather was awful the match was moved to sunday",
    keep: ["Sunday"],
    punctuated: ["awful. The match"],
  },
  {
    via: "reply",
    context: "Hello, I signed up yesterday. Is my account ready? Thanks, Joana",
    say: "your account is active the first invoice comes next month",
    keep: [],
    punctuated: ["active. The first"],
  },
  {
    via: "write",
    say: "the boiler stopped again the house is freezing the engineer comes tomorrow",
    keep: [],
    punctuated: ["again. The house", "freezing. The engineer"],
  },
  {
    via: "write",
    say: "the documents are ready the notary wants to see us on friday",
    keep: ["Friday"],
    punctuated: ["ready. The notary"],
  },
  {
    via: "write",
    say: "the presentation was difficult many questions from the audience",
    keep: [],
    punctuated: ["difficult."],
  },
  {
    via: "chat",
    say: "my laptop is slow the battery lasts one hour",
    keep: [],
    punctuated: ["slow. The battery"],
  },
  {
    via: "write",
    say: "the kitchen tap is leaking the floor is wet",
    keep: [],
    punctuated: ["leaking. The floor"],
  },
  {
    via: "reply",
    context: "How was the conference in Vienna? Did you learn anything useful?",
    say: "the conference was useful the talks on security were the best part",
    keep: [],
    punctuated: ["useful. The talks"],
  },
  {
    via: "write",
    say: "the new intern is very quick her reports need almost no corrections",
    keep: [],
    punctuated: ["quick. Her reports"],
  },
];
