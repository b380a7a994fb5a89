/**
 * Run-ons whose second clause opens with a number or a list, or with
 * "then", "also", "so" or "but".
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_NUMBERS_LISTS_JOINS: WriterCase[] = [
  runOn("we need more chairs twenty people signed up", ["chairs. Twenty people"]),
  runOn("the chairs arrived two of them are broken", ["arrived. Two of"]),
  runOn("i bought everything for the cake flour eggs sugar and butter", ["flour, eggs, sugar"]),
  runOn("the kit has three parts a frame a seat and a handle", ["a frame, a seat"]),
  runOn("please bring your passport your bank card and the signed form", [
    "passport, your bank card",
  ]),
  runOn("the total is 340 euros half is due now", ["euros. Half is"], { keep: ["340"] }),
  runOn("the agenda has four points budget hiring the new office and holidays", [
    "budget, hiring, the new office",
  ]),
  runOn("we visited Rome Florence and Venice in ten days", ["Rome, Florence"], {
    keep: ["Rome", "Florence", "Venice"],
    via: "chat",
  }),
  runOn("i called three times nobody picked up", ["times. Nobody"]),
  runOn("my order number is 55812 it has not arrived", ["55812. It has"], { keep: ["55812"] }),
  runOn("first we clean the room second we move the desks", ["room. Second"]),
  runOn("the recipe needs tomatoes onions garlic and olive oil", ["tomatoes, onions, garlic"], {
    via: "voice",
  }),
  runOn("the kids need new shoes jackets and school bags", ["shoes, jackets"]),
  runOn("the price went up again three suppliers raised it this year", ["again. Three suppliers"]),
  runOn("the plumber came he fixed the pipe then he checked the boiler", ["came. He fixed"]),
  runOn("we check in at two then we go to the beach the kids want ice cream", ["beach. The kids"]),
  runOn("she finished her shift then she drove to her mother's the roads were empty", [
    "mother's. The roads",
  ]),
  runOn("the printer is out of paper also the toner is low", ["paper. Also"]),
  runOn("we sent the samples on monday also we added a price list", ["Monday. Also"], {
    keep: ["Monday"],
  }),
  runOn("the venue is booked also the caterer confirmed the menu", ["booked. Also"], {
    via: "chat",
  }),
  runOn("the shop on the corner was closed for the holiday so i ordered the cake online", [
    "holiday, so I",
  ]),
  runOn("i called the landlord twice this week but he has not answered either message", [
    "week, but he",
  ]),
  runOn("the cake was delicious but the service in the restaurant was very slow", [
    "delicious, but the",
  ]),
  runOn(
    "my daughter has exams next week so she cannot come to the wedding in Porto",
    ["week, so she"],
    { keep: ["Porto"] },
  ),
  runOn("the plan is good but we need a much bigger budget for the second phase", ["good, but we"]),
  runOn(
    "the roads were icy this morning so the school opened two hours late",
    ["morning, so the"],
    {
      via: "voice",
    },
  ),
  runOn("we tried three different keys but none of them opened the storeroom door", [
    "keys, but none",
  ]),
  runOn("i pack the boxes tonight then we load the van the new tenants arrive on sunday", [
    "van. The new tenants",
  ]),
];
