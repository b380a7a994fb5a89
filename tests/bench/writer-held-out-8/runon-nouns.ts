/** Run-on dictations whose second clause opens with a bare noun or a noun phrase. */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_NOUNS: WriterCase[] = [
  {
    via: "write",
    say: "i restarted the router twice the printer still shows offline",
    keep: [],
    punctuated: ["twice. The printer"],
    site: "helpdesk.example.com",
  },
  {
    via: "chat",
    say: "we close early on Friday customers can still order online",
    keep: ["Friday"],
    punctuated: ["Friday. Customers"],
  },
  {
    via: "voice",
    say: "i can't drive the kids to school tomorrow my husband's car is at the mechanic",
    keep: [],
    punctuated: ["tomorrow. My husband's"],
  },
  {
    via: "write",
    say: "kindly note the office will remain closed on Monday the salary will be credited on Tuesday",
    keep: ["Monday", "Tuesday"],
    punctuated: ["Monday. The salary"],
  },
  {
    via: "write",
    say: "the app crashes when i upload a photo the error message says file too large",
    keep: [],
    punctuated: ["photo. The error"],
  },
  {
    via: "chat",
    say: "the training is on the third floor lunch will be served at 12:30",
    keep: ["12:30"],
    punctuated: ["floor. Lunch"],
  },
  {
    via: "voice",
    say: "our team won the regional final the trophy is in the lobby now",
    keep: [],
    punctuated: ["final. The trophy"],
  },
  {
    via: "write",
    say: "the tenant in flat 4 moved out last week the keys are with the caretaker",
    keep: ["4"],
    punctuated: ["week. The keys"],
  },
  {
    via: "write",
    say: "the field trip is postponed parents will get a new form next week",
    keep: [],
    punctuated: ["postponed. Parents"],
    tone: "friendly",
  },
  {
    via: "chat",
    say: "i paid the school fees yesterday the receipt is in my email",
    keep: [],
    punctuated: ["yesterday. The receipt"],
  },
  {
    via: "write",
    say: "the demo went very well their finance director asked for a quote",
    keep: [],
    punctuated: ["well. Their finance"],
  },
  {
    via: "voice",
    say: "the heating bill is much higher this year gas prices went up again",
    keep: [],
    punctuated: ["year. Gas"],
  },
  {
    via: "write",
    say: "we tested the new checkout page mobile users still cannot pay with a card",
    keep: [],
    punctuated: ["page. Mobile"],
  },
  {
    via: "write",
    say: "the washing machine is leaking water the floor of the kitchen is all wet",
    keep: [],
    punctuated: ["water. The"],
  },
  {
    via: "chat",
    say: "i booked the tickets for Saturday the seats are in row 12",
    keep: ["Saturday", "12"],
    punctuated: ["Saturday. The seats"],
  },
  {
    via: "write",
    say: "the pain started after the football match my left knee is swollen",
    keep: [],
    punctuated: ["match. My left knee"],
  },
  {
    via: "voice",
    say: "we had a power cut last night all the food in the freezer is spoiled",
    keep: [],
    punctuated: ["night. All"],
  },
  {
    via: "write",
    say: "the contract ends in August most of the furniture belongs to the owner",
    keep: ["August"],
    punctuated: ["August. Most"],
  },
  {
    via: "write",
    say: "i reset my password this morning two factor codes are not arriving by text",
    keep: [],
    punctuated: ["morning. Two"],
  },
  {
    via: "chat",
    say: "the meeting room on floor five is too small the projector also does not work",
    keep: [],
    punctuated: ["small. The projector"],
  },
];
