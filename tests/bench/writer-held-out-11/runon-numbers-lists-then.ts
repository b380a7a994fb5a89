/**
 * Run-on dictations whose next clause opens with a number or a list, or with
 * "then", "also", "so" or "but".
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_NUMBERS_LISTS_THEN: WriterCase[] = [
  runOn("we tested the new pumps on the farm two of them leak", ["farm. Two of them"]),
  runOn("the class went on a trip to the zoo twenty children came with us", [
    "zoo. Twenty children",
  ]),
  runOn("I counted the boxes in the van three are missing", ["van. Three are"]),
  runOn("the survey is finished most people want a longer lunch break", ["finished. Most people"]),
  runOn("please buy milk eggs bread and coffee for the weekend", ["milk, eggs, bread"]),
  runOn("for the trip you need a passport a towel sun cream and a hat", [
    "passport, a towel, sun cream",
  ]),
  runOn("the kit has a hammer two screwdrivers a tape measure and gloves", [
    "hammer, two screwdrivers, a tape measure",
  ]),
  runOn("can you pick up the keys at the office then we can drive to the site together", [
    "office? Then we",
  ]),
  runOn(
    "I paid the rent for November also the heater in the bathroom is broken again",
    ["November. Also"],
    ["November"],
  ),
  runOn(
    "the meeting notes are in the folder also Dmitri asked for the budget",
    ["folder. Also"],
    ["Dmitri"],
  ),
  runOn(
    "the printer on the second floor has been jammed all week so I printed the contracts at home",
    ["week, so I printed"],
  ),
  runOn(
    "I have been calling the insurance office since nine in the morning but nobody has picked up",
    ["morning, but nobody"],
  ),
  runOn(
    "the new software was supposed to save time for the accountants but it crashes twice a day",
    ["accountants, but it crashes"],
  ),
  runOn(
    "the trains between Milan and Bologna are on strike tomorrow so we will take the bus instead",
    ["tomorrow, so we will"],
    ["Milan", "Bologna"],
  ),
  runOn("the lift is out of order again also the lights in the stairwell are off", ["again. Also"]),
  runOn("did you finish the quiz then you can play outside", ["quiz? Then you"]),
  runOn(
    "the invoice number is 4471 the amount is 820 euros",
    ["4471. The amount"],
    ["4471", "820"],
  ),
  runOn(
    "the clinic is open Monday Wednesday and Friday",
    ["Monday, Wednesday"],
    ["Monday", "Wednesday", "Friday"],
  ),
  runOn(
    "the team from Jakarta arrives on Sunday also we need a bigger room for Monday",
    ["Sunday. Also"],
    ["Jakarta", "Sunday", "Monday"],
  ),
  runOn(
    "I really wanted to come to your graduation in Toronto but my visa is still not ready",
    ["Toronto, but my visa"],
    ["Toronto"],
  ),
  runOn(
    "we sold 240 tickets yesterday only 60 are left for Saturday",
    ["yesterday. Only 60"],
    ["240", "Saturday"],
  ),
];
