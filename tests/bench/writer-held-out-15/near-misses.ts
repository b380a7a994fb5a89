/**
 * Near misses: speech that looks run together but holds a join no editor
 * breaks (a describing clause, "I think …", "so … that", a verb and its
 * object, a name and its surname, "said that …").
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./run-on";

export const NEAR_MISSES: WriterCase[] = [
  runOn("I finally finished the book I was reading on the train", ["the book I was reading"]),
  runOn(
    "the man who called this morning left a number",
    ["man who called this morning left"],
    "chat",
  ),
  runOn("I think he left the keys in the car", ["think he left the keys"]),
  runOn("she was so tired that she slept on the bus", ["so tired that she slept"], "chat"),
  runOn("my landlord said that the water will be off on friday", ["said that the water"], "write"),
  runOn("we gave the children their presents after dinner", ["gave the children their presents"]),
  runOn("I met Ahmed Khan at the conference in Doha", ["met Ahmed Khan at"], "chat", [
    "Ahmed Khan",
    "Doha",
  ]),
  runOn("the woman we spoke to at the bank was very helpful", [
    "woman we spoke to at the bank was",
  ]),
  runOn("I told my sister the good news", ["told my sister the good news"], "chat"),
  runOn("the car we rented broke down on the motorway", ["car we rented broke down"], "write"),
  runOn("I know the team is busy this week", ["know the team is busy"]),
  runOn(
    "the parcel that came yesterday was for my brother",
    ["parcel that came yesterday was"],
    "chat",
  ),
  runOn("he hopes the weather stays dry for the wedding", ["hopes the weather stays dry"]),
  runOn(
    "I sent Maria Gonzalez the new contract",
    ["sent Maria Gonzalez the new contract"],
    "write",
    ["Maria Gonzalez"],
  ),
  runOn("the teacher says the children need more sleep", ["says the children need"], "chat"),
  runOn("the shoes I ordered are too small", ["shoes I ordered are too small"]),
  runOn("we were so busy that nobody had lunch", ["so busy that nobody had lunch"], "chat"),
  runOn("the report you asked for is on the shared drive", ["report you asked for is on"], "write"),
  runOn("I forgot the customer had already paid", ["forgot the customer had already paid"]),
  runOn("the nurse who took my blood was very gentle", ["nurse who took my blood was"], "chat"),
  runOn("my mother wants the whole family at dinner on sunday", [
    "wants the whole family at dinner",
  ]),
  runOn("we believe the mistake was ours", ["believe the mistake was ours"], "write"),
  runOn(
    "the flat we saw last weekend is still available",
    ["flat we saw last weekend is still"],
    "chat",
  ),
  runOn("I heard the shop on the corner closed down", ["heard the shop on the corner closed"]),
  runOn(
    "the guide showed us where the old market was",
    ["showed us where the old market was"],
    "write",
  ),
  runOn("Kwame Mensah is the new head of sales", ["Kwame Mensah is the new head"], "chat", [
    "Kwame Mensah",
  ]),
  runOn("I guess the delivery will come next week", ["guess the delivery will come"]),
  runOn(
    "the girl whose bike was stolen is my niece",
    ["girl whose bike was stolen is my niece"],
    "chat",
  ),
  runOn("she explained that the office moves in january", ["explained that the office moves"]),
  runOn("it rained so much that the match was called off", ["so much that the match"], "write"),
  runOn("the bread my grandmother makes is the best", ["bread my grandmother makes is the best"]),
];
