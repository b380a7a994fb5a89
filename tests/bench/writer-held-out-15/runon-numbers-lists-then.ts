/** Run-ons with a number or a list, and those joined by "then", "also", "so" and "but". */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./run-on";

export const RUNON_NUMBERS_LISTS_THEN: WriterCase[] = [
  runOn("we need three things milk bread and eggs", ["milk, bread"], "chat"),
  runOn("the shop is quiet three people called in sick", ["quiet. Three people"]),
  runOn("I packed the passports the tickets and the chargers the taxi comes soon", [
    "passports, the tickets",
    "chargers. The taxi",
  ]),
  runOn(
    "the kit has a hammer a saw and a drill the drill is new",
    ["hammer, a saw", "drill. The drill"],
    "write",
  ),
  runOn("the room is booked also we need a projector", ["booked. Also"], "chat"),
  runOn("the slides are done also I fixed the typo in the title", ["done. Also"]),
  runOn("the train was delayed so I took a taxi I got there just in time", ["taxi. I got"]),
  runOn(
    "the kids were tired so we left early the party was fun anyway",
    ["early. The party"],
    "chat",
  ),
  runOn("I tried the new café but it was closed we went to the park instead", ["closed. We went"]),
  runOn("she called twice but nobody picked up we will try again tomorrow", ["up. We"], "write"),
  runOn("first we check the wiring then we test the alarm the client signs at the end", [
    "alarm. The client",
  ]),
  runOn(
    "the van broke down then the driver called me I was still at the depot",
    ["me. I was"],
    "chat",
  ),
  runOn("two of the chairs are broken the others are fine", ["broken. The others"]),
  runOn("the course has ten places eight are taken", ["places. Eight are"], "write"),
  runOn("we have four rooms left two have a sea view", ["left. Two have"], "chat"),
  runOn("the list is short eggs flour and butter", ["eggs, flour"]),
  runOn(
    "bring your ID your contract and a photo the office closes early today",
    ["ID, your contract", "photo. The office"],
    "write",
    ["ID"],
  ),
  runOn("the quote covers paint tiles and grout also the ladder hire is extra", [
    "paint, tiles",
    "grout. Also",
  ]),
  runOn(
    "the flight was full so they moved us to the next one we landed at midnight",
    ["one. We landed"],
    "chat",
  ),
  runOn("I called the bank but the line was busy I will try again later", ["busy. I"]),
  runOn(
    "the soup needs salt pepper and garlic then it simmers for an hour",
    ["salt, pepper"],
    "chat",
  ),
  runOn("the guests are coming soon also Min-jun is bringing dessert", ["soon. Also"], "chat", [
    "Min-jun",
  ]),
  runOn("we lost the first game but we won the second one the final is on sunday", [
    "one. The final",
  ]),
  runOn("my phone died so I used Rafael's the call went fine", ["Rafael's. The call"], "write", [
    "Rafael",
  ]),
  runOn("I checked the first ten forms five have no signature", ["forms. Five have"]),
  runOn(
    "the school needs crayons glue and scissors the list is on the board",
    ["crayons, glue", "scissors. The list"],
    "chat",
  ),
  runOn("the meeting is short also there is cake in the kitchen", ["short. Also"]),
  runOn(
    "the first step is easy then it gets harder the last step takes a day",
    ["harder. The last"],
    "write",
  ),
  runOn("the bill was high but the food was great we will go back", ["great. We"], "chat"),
  runOn("I ordered two boxes of tiles only one arrived", ["tiles. Only one"]),
  runOn("ticket 4471 is solved ticket 4480 is still open", ["solved. Ticket 4480"], "write", [
    "4471",
    "4480",
  ]),
];
