/** Run-ons whose second clause opens with a pronoun or a person's name. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./run-on";

export const RUNON_PRONOUNS_NAMES: WriterCase[] = [
  runOn("the heater broke again I called the landlord this morning", ["again. I called"]),
  runOn("we finished the tiles in the bathroom we start the kitchen on monday", [
    "bathroom. We start",
  ]),
  runOn("my sister called she is bringing the cake", ["called. She"], "chat"),
  runOn("the lift is out of order it should be fixed by tonight", ["order. It should"], "write"),
  runOn("the students handed in their projects they were really good", ["projects. They were"]),
  runOn("your tests came back you do not need to worry", ["back. You"], "chat"),
  runOn("the bus came late I missed the first lesson", ["late. I missed"]),
  runOn("the doctor checked my father's blood pressure he needs more rest", ["pressure. He needs"]),
  runOn("the form was signed Marek will post it this afternoon", ["signed. Marek will"], "write", [
    "Marek",
  ]),
  runOn("the printer no longer works we need a new one for the office", ["works. We need"]),
  runOn("she still has not paid the rent I sent her a reminder", ["rent. I sent"], "chat"),
  runOn("the room is cold we should close the window", ["cold. We should"]),
  runOn("the cat slept all day it seems fine now", ["day. It seems"], "chat"),
  runOn(
    "Aisha joined the team in March she handles the accounts now",
    ["March. She handles"],
    "voice",
    ["Aisha"],
  ),
  runOn(
    "the parcel arrived at reception you can pick it up after lunch",
    ["reception. You can"],
    "write",
  ),
  runOn("I fixed the leak under the sink Tomasz will check the pipes tomorrow", [
    "sink. Tomasz will",
  ]),
  runOn(
    "the shop on Rua Augusta closed they moved to a bigger place",
    ["closed. They moved"],
    "chat",
    ["Rua Augusta"],
  ),
  runOn("my flight landed Kenji is waiting outside with the car", ["landed. Kenji"], "chat", [
    "Kenji",
  ]),
  runOn("the exam was hard I think I passed", ["hard. I think"]),
  runOn(
    "we ordered the parts from Shenzhen they still have not arrived",
    ["Shenzhen. They still"],
    "write",
  ),
  runOn("the meeting was useful Olga took the notes", ["useful. Olga took"], "chat"),
  runOn("Carlos fixed the brakes you can drive the van again", ["brakes. You can"]),
  runOn("the baby is asleep we can talk quietly", ["asleep. We can"], "chat"),
  runOn(
    "the contract was approved by legal Fatima sent it to the client",
    ["legal. Fatima sent"],
    "write",
    ["Fatima"],
  ),
  runOn("the water was turned off I could not shower we had to use bottles", [
    "off. I could",
    "shower. We had",
  ]),
  runOn("is the pharmacy still open I need my tablets", ["open? I need"], "chat"),
  runOn("Nguyen finished his shift he went home early", ["shift. He went"]),
  runOn("the visa got approved we fly to Lisbon in May", ["approved. We fly"], "chat"),
  runOn("my laptop froze twice I lost the whole slide deck", ["twice. I lost"]),
  runOn("the concert sold out Yusuf got two tickets he is very happy", [
    "out. Yusuf got",
    "tickets. He",
  ]),
  runOn("Emeka called from Lagos he lands on Sunday", ["Lagos. He lands"], "write", ["Emeka"]),
  runOn("the kids ate everything they want more pasta", ["everything. They want"]),
];
