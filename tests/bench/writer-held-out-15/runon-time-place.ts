/** Run-ons whose second clause opens with a time or a place. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./run-on";

export const RUNON_TIME_PLACE: WriterCase[] = [
  runOn("I sent the form yesterday tomorrow I will call the office", ["yesterday. Tomorrow"]),
  runOn("the shop is closed today tomorrow it opens at ten", ["today. Tomorrow"], "write"),
  runOn("I am busy all morning at noon I can talk", ["morning. At noon"], "chat"),
  runOn("we arrived at the hotel there was no hot water", ["hotel. There was"]),
  runOn("I parked behind the building there is a free space by the gate", ["building. There"]),
  runOn("the package is ready here is the tracking number", ["ready. Here"], "write"),
  runOn("the team met on monday next week the forms are due", ["Monday. Next week"]),
  runOn(
    "the clinic called this morning on friday you have a blood test",
    ["morning. On Friday"],
    "chat",
  ),
  runOn("I was in Hanoi last month now I am back in Berlin", ["month. Now"], "voice", [
    "Hanoi",
    "Berlin",
  ]),
  runOn("the meeting is in the big room after that we have lunch", ["room. After that"]),
  runOn(
    "the bus stops at the market from there you walk five minutes",
    ["market. From there"],
    "write",
  ),
  runOn("we ate at the new Turkish place last night today I feel sick", ["night. Today I"], "chat"),
  runOn("the keys are under the mat in the fridge there is soup for you", ["mat. In the fridge"]),
  runOn("I have a dentist appointment in the morning in the afternoon I am free", [
    "morning. In the afternoon",
  ]),
  runOn(
    "the package reached Madrid on tuesday since then nothing has moved",
    ["Tuesday. Since then"],
    "write",
  ),
  runOn("we stayed near the beach there were jellyfish everywhere", ["beach. There were"], "chat"),
  runOn("the office is on the third floor on the fourth floor there is a kitchen", [
    "floor. On the fourth",
  ]),
  runOn(
    "I will be in Riyadh until thursday after that I fly to Dubai",
    ["Thursday. After that"],
    "chat",
    ["Riyadh", "Dubai"],
  ),
  runOn("the lesson was moved last week this week it is back in room B", ["week. This week"]),
  runOn("my mother arrived yesterday on sunday we have her birthday party", [
    "yesterday. On Sunday",
  ]),
  runOn("the exam finished early afterwards we went for coffee", ["early. Afterwards"], "chat"),
  runOn("we landed in Seoul outside it was snowing", ["Seoul. Outside"]),
  runOn(
    "the payment went through this morning later today the goods will ship",
    ["morning. Later today"],
    "write",
  ),
  runOn("the wifi is bad in the kitchen in the living room it works fine", [
    "kitchen. In the living room",
  ]),
  runOn(
    "the kids had swimming on monday on wednesday they have football",
    ["Monday. On Wednesday"],
    "chat",
  ),
  runOn("we signed the lease in april in june we move in", ["April. In June"]),
  runOn("we checked in yesterday today we visit the museum tomorrow we fly home", [
    "yesterday. Today",
    "museum. Tomorrow",
  ]),
  runOn(
    "the ceremony was in the old church afterwards there was a dinner in the garden",
    ["church. Afterwards"],
    "write",
  ),
];
