/**
 * Run-on dictations with a number or a list at a clause's opening, and those
 * joined by "then", "also", "so" or "but" (where the mark before those is the
 * writer's choice, the piece is the break after).
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_NUMBERS_LISTS_LINKS: WriterCase[] = [
  {
    via: "write",
    say: "the delivery was short two boxes of gloves were missing",
    keep: [],
    punctuated: ["short. Two boxes"],
  },
  {
    via: "write",
    say: "bring your passport two photos and the form the office opens at nine",
    keep: [],
    punctuated: ["passport, two photos", "form. The office"],
  },
  {
    via: "write",
    say: "the hotel has a pool also breakfast is included",
    keep: [],
    punctuated: ["pool. Also"],
  },
  {
    via: "write",
    say: "the tickets are booked also I reserved a table for dinner",
    keep: [],
    punctuated: ["booked. Also"],
  },
  {
    via: "write",
    say: "the train was cancelled so I took a taxi it cost forty euros",
    keep: [],
    punctuated: ["taxi. It cost"],
  },
  {
    via: "write",
    say: "I called twice but nobody answered I will try again tomorrow",
    keep: [],
    punctuated: ["answered. I"],
  },
  {
    via: "write",
    say: "we landed at six then we waited two hours for our bags the airline lost one",
    keep: [],
    punctuated: ["bags. The airline"],
  },
  {
    via: "write",
    say: "first fill in the form then take a number the nurse will call you",
    keep: [],
    punctuated: ["number. The nurse"],
  },
  {
    via: "write",
    say: "the shop was closed but the pharmacy was open we got everything we needed",
    keep: [],
    punctuated: ["open. We got"],
  },
  {
    via: "voice",
    say: "it was raining so we stayed in we watched a film",
    keep: [],
    punctuated: ["in. We watched"],
  },
  {
    via: "write",
    say: "seven people signed up for the course two dropped out after the first week",
    keep: [],
    punctuated: ["course. Two dropped"],
  },
  {
    via: "write",
    say: "we bought milk eggs bread and cheese the bill was twelve euros",
    keep: [],
    punctuated: ["milk, eggs, bread", "cheese. The bill"],
  },
  {
    via: "write",
    say: "room 12 is free room 14 is booked until noon",
    keep: [],
    punctuated: ["free. Room 14"],
  },
  {
    via: "write",
    say: "the first coat is dry also the brushes need cleaning",
    keep: [],
    punctuated: ["dry. Also"],
  },
  {
    via: "write",
    say: "the tiles cost more than we thought but the fitter gave us a discount the job starts on Monday",
    keep: [],
    punctuated: ["discount. The job"],
  },
  {
    via: "write",
    say: "the fan stopped working so I opened the window the noise from the street was terrible",
    keep: [],
    punctuated: ["window. The noise"],
  },
  {
    via: "write",
    say: "the pipes froze then the kitchen flooded the insurance will cover it",
    keep: [],
    punctuated: ["flooded. The insurance"],
  },
  {
    via: "write",
    say: "the boiler was serviced also the smoke alarms were tested",
    keep: [],
    punctuated: ["serviced. Also"],
  },
  {
    via: "write",
    say: "three of the chairs are broken one of the tables is missing a leg",
    keep: [],
    punctuated: ["broken. One of the tables"],
  },
  {
    via: "write",
    say: "we need paper towels soap and bin bags the cleaner comes on Thursday",
    keep: [],
    punctuated: ["paper towels, soap", "bags. The cleaner"],
  },
  {
    via: "write",
    say: "my order was wrong but the waiter changed it quickly the food was excellent",
    keep: [],
    punctuated: ["quickly. The food"],
  },
  {
    via: "voice",
    say: "the kids had a test today so they went to bed early they were very tired",
    keep: [],
    punctuated: ["early. They were"],
  },
];
