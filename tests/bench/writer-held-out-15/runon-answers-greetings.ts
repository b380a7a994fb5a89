/** Run-ons that open with an answer, a greeting, thanks or an apology. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./run-on";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  runOn("yes I can come on saturday", ["Yes, I can"], "chat"),
  runOn("no we did not get the parcel", ["No, we"], "chat"),
  runOn("yes the room is booked for the whole day", ["Yes, the room"]),
  runOn("no the price does not include delivery", ["No, the price"], "write"),
  runOn("thanks for the photos they are lovely", ["photos. They"], "chat"),
  runOn(
    "hi Tom the meeting moved to the small room I booked it this morning",
    ["Tom,", "room. I booked"],
    "chat",
    ["Tom"],
  ),
  runOn(
    "hello Ngozi your results are ready you can collect them at reception",
    ["Ngozi,", "ready. You can"],
    "write",
    ["Ngozi"],
  ),
  runOn("sorry I am late the train stopped outside the station", ["late. The train"], "chat"),
  runOn("thank you for waiting your order is on its way", ["waiting. Your order"], "write"),
  runOn("sure I will bring the chairs", ["Sure, I"], "chat"),
  runOn(
    "hi everyone the kitchen will be cleaned on friday please empty the fridge",
    ["everyone,", "Friday. Please empty"],
    "write",
  ),
  runOn(
    "good morning the server is back up we lost no data",
    ["Good morning", "up. We lost"],
    "chat",
  ),
  runOn("thanks for the quick reply the boxes arrived safely", ["reply. The boxes"]),
  runOn("yes she signed the form this morning", ["Yes, she"]),
  runOn("no it is not ready yet the paint is still wet", ["No, it", "yet. The paint"], "chat"),
  runOn("sorry for the delay the supplier sent the wrong size", ["delay. The supplier"], "write"),
  runOn("hi Mei the samples came in we can test them on tuesday", ["Mei,", "in. We can"], "chat", [
    "Mei",
  ]),
  runOn("the files are on the drive see you on monday", ["drive. See you"]),
  runOn(
    "hey Diego the tickets are booked we leave early on friday",
    ["Diego,", "booked. We leave"],
    "chat",
    ["Diego"],
  ),
  runOn("yes we still have the blue one in stock", ["Yes, we"], "write"),
  runOn("no you do not need a visa for Georgia", ["No, you"], "chat"),
  runOn("thanks again for dinner the kids loved it see you soon", [
    "dinner. The kids",
    "it. See you",
  ]),
  runOn("sorry about the mess the builders left early", ["mess. The builders"], "chat"),
  runOn("yes it works now thank you so much", ["Yes, it", "now. Thank you"]),
  runOn(
    "no the bus does not go to the airport you need the train",
    ["No, the bus", "airport. You need"],
    "write",
  ),
  runOn(
    "hello Rashid the parts are ready the total is 240 dollars",
    ["Rashid,", "ready. The total"],
    "chat",
    ["Rashid"],
  ),
  runOn("hi Ines sorry for the late reply I was on holiday", ["Ines,", "reply. I was"], "chat", [
    "Ines",
  ]),
];
