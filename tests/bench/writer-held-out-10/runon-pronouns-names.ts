/** Run-on dictations whose second clause opens with a pronoun or a person's name. */
import type { WriterCase } from "../writer-cases/writer-case";
import { dictated } from "./cases";

export const RUNON_PRONOUNS_NAMES: WriterCase[] = [
  dictated("write", "the printer jammed twice this morning i had to restart it", ["morning. I"]),
  dictated("chat", "we finished the audit on time we will send the report next week", ["time. We"]),
  dictated("voice", "my daughter has a fever since yesterday she cannot go to school today", [
    "yesterday. She",
  ]),
  dictated("write", "the new laptop arrived it is much faster than the old one", ["arrived. It"]),
  dictated("chat", "the neighbours are having a party again they play loud music every weekend", [
    "again. They",
  ]),
  dictated(
    "write",
    "your order left our warehouse today you will receive a tracking number by email",
    ["today. You"],
  ),
  dictated(
    "voice",
    "I called the bank this morning they said the new card will arrive in five days",
    ["morning. They"],
  ),
  dictated(
    "write",
    "Priya is on leave this week she will answer your email on Monday",
    ["week. She"],
    ["Priya", "Monday"],
  ),
  dictated(
    "chat",
    "the client approved the design Marco will start the coding tomorrow",
    ["design. Marco"],
    ["Marco"],
  ),
  dictated(
    "write",
    "the heater is broken again Chidi will send a plumber on Thursday",
    ["again. Chidi"],
    ["Chidi", "Thursday"],
  ),
  dictated(
    "write",
    "the samples are ready anna can pick them up after lunch",
    ["ready. Anna"],
    ["Anna"],
  ),
  dictated(
    "voice",
    "i looked everywhere for the keys they were in my coat pocket i feel so silly",
    ["keys. They", "pocket. I"],
  ),
  dictated("chat", "it rained all weekend we stayed inside and watched films", ["weekend. We"]),
  dictated(
    "write",
    "I received your package yesterday it was very carefully wrapped thank you very much",
    ["yesterday. It", "wrapped. Thank you"],
  ),
  dictated(
    "chat",
    "you left your umbrella in my car I will bring it to the office on Monday",
    ["car. I"],
    ["Monday"],
  ),
  dictated(
    "write",
    "the report is almost done Fatima is checking the numbers now",
    ["done. Fatima"],
    ["Fatima"],
  ),
  dictated(
    "write",
    "the shipment is held at customs Ji-ho will call the agent tomorrow morning",
    ["customs. Ji-ho"],
    ["Ji-ho"],
  ),
  dictated("voice", "we tried the new restaurant near the office it was too expensive for lunch", [
    "office. It",
  ]),
  dictated(
    "chat",
    "my grandmother turns 90 next month we are planning a small party for her",
    ["month. We"],
    ["90"],
  ),
  dictated(
    "write",
    "the keys are under the mat Carlos will be home by six",
    ["mat. Carlos"],
    ["Carlos"],
  ),
  dictated("chat", "she asked for the invoice again I sent it on the 3rd", ["again. I"], ["3rd"]),
  dictated(
    "write",
    "they changed the boarding time you need to be at the gate by 6:15",
    ["time. You"],
    ["6:15"],
  ),
  dictated("write", "sir I have completed the task kindly check it once", ["Sir, I"]),
  dictated("voice", "I checked contract yesterday it has two mistakes on page four", [
    "yesterday. It",
  ]),
  dictated(
    "write",
    "Dong-hyun finished the slides last night Mina will present them at the meeting",
    ["night. Mina"],
    ["Dong-hyun", "Mina"],
  ),
  dictated(
    "chat",
    "we don't have light since morning I will send the file when the power comes back",
    ["morning. I"],
  ),
  dictated(
    "voice",
    "we are flying to Warsaw on Friday it is my first time in Poland",
    ["Friday. It"],
    ["Warsaw", "Poland"],
  ),
  dictated(
    "write",
    "the boiler is fixed Tomasz came this morning he did not charge us anything",
    ["fixed. Tomasz", "morning. He"],
    ["Tomasz"],
  ),
];
