/**
 * Near misses: speech that looks run together, but whose join no editor would
 * break (a describing clause, a reported thought, a verb with its object, a
 * full name), so the piece stays whole with no mark inside.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const NEAR_MISSES: WriterCase[] = [
  runOn("did you see the book I was reading on the train", ["the book I was reading"]),
  runOn("I need the name of the man who called this morning about the roof", [
    "the man who called this morning",
  ]),
  runOn("I think he left the office early because of the snow", ["I think he left the office"]),
  runOn("the children laughed so much that the teacher had to stop the film", [
    "so much that the teacher",
  ]),
  runOn(
    "Ana Beatriz Souza is our new accountant from Recife",
    ["Ana Beatriz Souza is our"],
    ["Ana Beatriz Souza", "Recife"],
  ),
  runOn(
    "my neighbour said that the water will be off on Friday",
    ["said that the water will be off"],
    ["Friday"],
  ),
  runOn("we finally found the cable we lost in the move", ["the cable we lost in the move"]),
  runOn("the nurse who looked after my father last week is leaving the hospital", [
    "the nurse who looked after my father last week is leaving",
  ]),
  runOn(
    "I know what time the shop opens on Sunday",
    ["I know what time the shop opens"],
    ["Sunday"],
  ),
  runOn("I hope you like the flowers we sent to the office", [
    "I hope you like the flowers we sent",
  ]),
  runOn("the teacher asked whether we could bring our own lunch on the trip", [
    "asked whether we could bring",
  ]),
  runOn("she told me she would call the plumber tomorrow", ["told me she would call the plumber"]),
  runOn("we can start the project when the money from the grant arrives", [
    "start the project when the money",
  ]),
  runOn("the laptop my company gave me is too slow for video calls", [
    "laptop my company gave me is too slow",
  ]),
  runOn("I am not sure if the bus stops near the hotel", ["if the bus stops near the hotel"]),
  runOn("the reason we changed the supplier was the price", [
    "reason we changed the supplier was the price",
  ]),
  runOn(
    "Kwame Mensah will lead the workshop in Accra next month",
    ["Kwame Mensah will lead"],
    ["Kwame Mensah", "Accra"],
  ),
  runOn("it was so cold that the pipes in the garage froze", ["so cold that the pipes"]),
  runOn("everyone who signed up for the course gets a certificate", [
    "who signed up for the course gets a certificate",
  ]),
  runOn("my boss thinks the client will accept the new price", ["thinks the client will accept"]),
  runOn("the place where we had dinner last night has closed", [
    "where we had dinner last night has closed",
  ]),
  runOn("we will send the samples as soon as the lab confirms the results", [
    "as soon as the lab confirms",
  ]),
  runOn("I wonder what the inspector will say about the kitchen", [
    "I wonder what the inspector will say",
  ]),
  runOn("the woman I spoke to at the embassy gave me the wrong form", [
    "woman I spoke to at the embassy gave me",
  ]),
  runOn(
    "I told the students the exam is on Tuesday",
    ["told the students the exam is"],
    ["Tuesday"],
  ),
  runOn(
    "Nguyen Van An sent the documents to the lawyer yesterday",
    ["Nguyen Van An sent the documents"],
    ["Nguyen Van An"],
  ),
  runOn(
    "remember to bring the charger you borrowed from Kemal",
    ["the charger you borrowed from Kemal"],
    ["Kemal"],
  ),
];
