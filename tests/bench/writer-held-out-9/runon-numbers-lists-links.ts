/**
 * Run-on dictations around a number or a list, and ones joined by "also",
 * "so", "but", "then" or three clauses in a row.
 */
import type { WriterCase } from "../writer-cases/writer-case";

export const RUNON_NUMBERS_LISTS_LINKS: WriterCase[] = [
  {
    via: "write",
    say: "my order number is 78812 it has not arrived",
    keep: ["78812"],
    punctuated: ["78812. It has"],
  },
  {
    via: "chat",
    say: "i paid 340 euros in cash the receipt is in the envelope",
    keep: ["340"],
    punctuated: ["cash. The receipt"],
  },
  {
    via: "write",
    say: "room 12 is free we can use it after lunch",
    keep: ["12"],
    punctuated: ["free. We can"],
  },
  {
    via: "write",
    say: "the door code is 4471 do not share it",
    keep: ["4471"],
    punctuated: ["4471. Do"],
  },
  {
    via: "write",
    say: "flight TK1985 is delayed the new time is not known",
    keep: ["TK1985"],
    punctuated: ["delayed. The new time"],
  },
  {
    via: "write",
    say: "the helpline number is 0800 123 456 they answer all night",
    keep: ["0800 123 456"],
    punctuated: ["456. They answer"],
  },
  {
    via: "chat",
    say: "we need flour sugar eggs and butter for the cake",
    keep: [],
    punctuated: ["flour, sugar, eggs"],
  },
  {
    via: "write",
    say: "please bring your ID a pen and a calculator",
    keep: [],
    punctuated: ["ID, a pen"],
  },
  {
    via: "write",
    say: "the kit has a hammer a drill two saws and a level",
    keep: [],
    punctuated: ["hammer, a drill, two saws"],
  },
  {
    via: "voice",
    say: "we visited Hanoi Hue and Hoi An",
    keep: ["Hoi An"],
    punctuated: ["Hanoi, Hue"],
  },
  {
    via: "write",
    say: "pack warm socks a hat gloves and a scarf",
    keep: [],
    punctuated: ["socks, a hat, gloves"],
  },
  {
    via: "write",
    say: "the course covers grammar listening reading and writing",
    keep: [],
    punctuated: ["grammar, listening, reading"],
  },
  {
    via: "chat",
    say: "i booked the hotel also i rented a car for the weekend",
    keep: [],
    punctuated: ["hotel. Also"],
  },
  {
    via: "write",
    say: "the fridge makes a strange noise also the light inside is broken",
    keep: [],
    punctuated: ["noise. Also"],
  },
  {
    via: "write",
    say: "the printer works now but the scanner still does not it needs a new driver",
    keep: [],
    punctuated: ["not. It needs"],
  },
  {
    via: "write",
    say: "it rained all week so the match was moved the new date is saturday",
    keep: [],
    punctuated: ["moved. The new date"],
  },
  {
    via: "chat",
    say: "the rent went up so we are moving we found a flat near the river",
    keep: [],
    punctuated: ["moving. We found"],
  },
  {
    via: "write",
    say: "the shop had no bread so i bought rice the kids did not mind",
    keep: [],
    punctuated: ["rice. The kids"],
  },
  {
    via: "write",
    say: "first we check the tyres then we change the oil the car will be ready by five",
    keep: [],
    punctuated: ["oil. The car"],
  },
  {
    via: "write",
    say: "the course is online so you can join from home the link comes by email",
    keep: [],
    punctuated: ["home. The link"],
  },
  {
    via: "write",
    say: "the printer is out of ink also the paper tray is stuck",
    keep: [],
    punctuated: ["ink. Also"],
  },
  {
    via: "voice",
    say: "the flight was late the bags were lost we got to the hotel at midnight",
    keep: [],
    punctuated: ["late. The bags", "lost. We got"],
  },
  {
    via: "write",
    say: "my mother is fine the surgery went well she comes home on friday",
    keep: [],
    punctuated: ["fine. The surgery", "well. She comes"],
  },
  {
    via: "write",
    say: "we need three things for the bathroom a ladder a bucket and a sponge",
    keep: [],
    punctuated: ["a ladder, a bucket"],
  },
  {
    via: "write",
    say: "i tried the blue one but it was too small then i tried the red one it fits perfectly",
    keep: [],
    punctuated: ["one. It fits"],
  },
];
