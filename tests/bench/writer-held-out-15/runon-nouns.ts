/** Run-ons whose second clause opens with a bare noun or a noun phrase. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./run-on";

export const RUNON_NOUNS: WriterCase[] = [
  runOn("I checked the budget the invoice is still missing", ["budget. The invoice"]),
  runOn(
    "we had a long day my manager wants the report before the weekend",
    ["day. My manager"],
    "chat",
  ),
  runOn("the kids are hungry lunch is almost ready", ["hungry. Lunch is"]),
  runOn("I called the clinic the scan is booked for thursday", ["clinic. The scan"], "write"),
  runOn("the tap is dripping again the plumber says it needs a new washer", ["again. The plumber"]),
  runOn("she agreed to the plan the deadline stays the same", ["plan. The deadline"], "chat"),
  runOn("the hotel was lovely breakfast was included in the price", ["lovely. Breakfast was"]),
  runOn("I sent the photos to Wojtek my shift starts soon", ["Wojtek. My shift"], "chat", [
    "Wojtek",
  ]),
  runOn("the road was flooded traffic was terrible", ["flooded. Traffic was"]),
  runOn("the customer is angry the order came without the cables", ["angry. The order"], "write"),
  runOn("the boiler was serviced the engineer left a report", ["serviced. The engineer"]),
  runOn("the battery died my phone is charging in the car", ["died. My phone"], "chat"),
  runOn("the printer jammed twice the technician is on his way", ["twice. The technician"]),
  runOn("our team won the match the coach bought pizza for everyone", ["match. The coach"]),
  runOn(
    "the ticket was closed by mistake the customer still cannot log in",
    ["mistake. The customer"],
    "write",
  ),
  runOn("Grandma is feeling better her cough has almost gone", ["better. Her cough"], "chat"),
  runOn("the homework is done the spelling test is on friday", ["done. The spelling"]),
  runOn("I paid the deposit the rest is due on delivery", ["deposit. The rest"], "write"),
  runOn("the train was full half the passengers were standing", ["full. Half the"]),
  runOn("the new laptop is fast the screen is a bit small", ["fast. The screen"], "chat"),
  runOn("the sofa was delivered one leg is broken", ["delivered. One leg"]),
  runOn("we visited Kraków with the kids the old town was beautiful", ["kids. The old"], "voice", [
    "Kraków",
  ]),
  runOn("the password expired the system asks for a new one", ["expired. The system"], "write"),
  runOn("the dog barked all night the people next door complained", ["night. The people"]),
  runOn("the cake is in the oven dinner will be late tonight", ["oven. Dinner will"], "chat"),
  runOn("the rent went up again the landlord did not even warn us", ["again. The landlord"]),
  runOn("the meeting ran long the client left early the proposal still needs work", [
    "long. The client",
    "early. The proposal",
  ]),
  runOn("my son has a fever the school sent him home", ["fever. The school"], "chat"),
];
