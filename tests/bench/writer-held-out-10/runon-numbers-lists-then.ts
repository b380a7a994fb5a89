/**
 * Run-on dictations around a number or a list, and second clauses opened by
 * "also", "so", "but" or "then".
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { dictated } from "./cases";

export const RUNON_NUMBERS_LISTS_THEN: WriterCase[] = [
  dictated(
    "write",
    "my flight lands at 7:40 the hotel is ten minutes from the airport",
    ["7:40. The hotel"],
    ["7:40"],
  ),
  dictated(
    "chat",
    "the total is $312.50 the receipt is in your inbox",
    ["$312.50. The receipt"],
    ["$312.50"],
  ),
  dictated("write", "we need three things for the trip sunscreen a hat and a water bottle", [
    "sunscreen, a hat",
  ]),
  dictated("write", "please bring your passport your booking number and a credit card", [
    "passport, your booking number",
  ]),
  dictated("voice", "the kit has four parts the frame the wheels the seat and the bell", [
    "the frame, the wheels, the seat",
  ]),
  dictated("chat", "I bought apples bananas grapes and some cheese", ["apples, bananas, grapes"]),
  dictated("write", "the printer is fixed also the coffee machine works again", ["fixed. Also"]),
  dictated("voice", "the kitchen is clean also I took the rubbish out", ["clean. Also"]),
  dictated(
    "write",
    "the main road was closed for repairs so we took the long way through the village",
    ["repairs, so we"],
  ),
  dictated(
    "write",
    "the hotel confirmed our booking last week but the room was given to someone else",
    ["week, but the room"],
  ),
  dictated("chat", "my laptop is at the repair shop so I will work from my phone today", [
    "shop, so I",
  ]),
  dictated("voice", "we visited the castle and then we had lunch by the river the food was great", [
    "river. The food",
  ]),
  dictated(
    "write",
    "I will finish the slides tonight and then send them to you Anna will print them tomorrow",
    ["you. Anna"],
    ["Anna"],
  ),
  dictated(
    "write",
    "the invoice number is 5521 the amount is €480",
    ["5521. The amount"],
    ["5521", "€480"],
  ),
  dictated(
    "write",
    "call me on 0161 496 0321 my mobile has no signal at home",
    ["0161 496 0321. My mobile"],
    ["0161 496 0321"],
  ),
  dictated("chat", "the menu for Saturday is rice beans chicken and salad", [
    "rice, beans, chicken",
  ]),
  dictated("write", "the flat has two bedrooms one bathroom and a big balcony", [
    "two bedrooms, one bathroom",
  ]),
  dictated(
    "write",
    "I have 3 questions about the contract the first one is about the notice period",
    ["contract. The first"],
  ),
  dictated("voice", "it was raining all day so we stayed home we watched a film", [
    "day, so we",
    "home. We watched",
  ]),
  dictated("write", "the course is online but the final exam is in person at the university", [
    "online, but the final",
  ]),
  dictated("chat", "the rent is due on the 1st also the water bill came", ["1st. Also"], ["1st"]),
  dictated(
    "write",
    "our room is 214 breakfast is from 7 to 10 in the garden",
    ["214. Breakfast"],
    ["214"],
  ),
  dictated("write", "to reset the router unplug it wait 30 seconds and plug it back in", [
    "unplug it, wait 30 seconds",
  ]),
];
