/** Run-on dictations whose second clause opens with a word of time or place. */
import type { WriterCase } from "../writer-cases/writer-case";
import { dictated } from "./cases";

export const RUNON_TIME_PLACE: WriterCase[] = [
  dictated("write", "the office is closed today tomorrow we open at nine as usual", [
    "today. Tomorrow",
  ]),
  dictated("chat", "the parcel did not come on Monday yesterday the driver left a note", [
    "Monday. Yesterday",
  ]),
  dictated("write", "the morning session is about safety at noon there is a short break", [
    "safety. At noon",
  ]),
  dictated(
    "voice",
    "the museum has a small shop on the ground floor there you can buy the catalogue",
    ["floor. There"],
  ),
  dictated(
    "write",
    "this is the shared folder for the project here you will find the handbook and the rota",
    ["project. Here"],
  ),
  dictated(
    "write",
    "I am on holiday until the 14th after that I can look at the contract",
    ["14th. After that"],
    ["14th"],
  ),
  dictated(
    "chat",
    "the conference starts in Madrid next week on the last day we fly to Lisbon",
    ["week. On the last day"],
    ["Madrid", "Lisbon"],
  ),
  dictated("voice", "the store was very busy this morning tonight it will be quiet", [
    "morning. Tonight",
  ]),
  dictated(
    "write",
    "lunch is provided for everyone in the evening there is a dinner for the speakers",
    ["everyone. In the evening"],
  ),
  dictated(
    "chat",
    "we change trains in Kraków from there it is a short bus ride",
    ["Kraków. From there"],
    ["Kraków"],
  ),
  dictated("write", "my shift ends at six later I can help you move the boxes", ["six. Later"]),
  dictated("voice", "the pharmacy was closed yesterday this morning I finally got the medicine", [
    "yesterday. This morning",
  ]),
  dictated("chat", "the exam was really difficult next time I will study more", [
    "difficult. Next time",
  ]),
  dictated("write", "we had breakfast at my aunt's house after lunch we drove to the lake", [
    "house. After lunch",
  ]),
  dictated("voice", "the repair took three days now the washing machine works perfectly", [
    "days. Now",
  ]),
  dictated("write", "my flat is on the top floor downstairs there is a small bakery", [
    "floor. Downstairs",
  ]),
  dictated("write", "the printer on the second floor is broken upstairs there is another one", [
    "broken. Upstairs",
  ]),
  dictated(
    "chat",
    "we arrived in Hanoi late last night this morning we walked around the lake",
    ["night. This morning"],
    ["Hanoi"],
  ),
  dictated("write", "the training was online last year this year it is in person", [
    "year. This year",
  ]),
  dictated("voice", "yesterday was my last day at the old company today I start at the new job", [
    "company. Today",
  ]),
  dictated("write", "we went to the market early by ten it was too crowded", ["early. By ten"]),
  dictated("write", "please park behind the building at the front there is no space for vans", [
    "building. At the front",
  ]),
  dictated(
    "chat",
    "I was in Istanbul for one week there I met my old friends from university",
    ["week. There"],
    ["Istanbul"],
  ),
];
