/** Run-on dictations whose next clause opens with a bare noun or a noun phrase. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_NOUNS: WriterCase[] = [
  runOn("I already called the bank twice the card still does not work", ["twice. The card"]),
  runOn(
    "we moved to the new office on Monday the internet is still not connected",
    ["Monday. The internet"],
    ["Monday"],
  ),
  runOn(
    "the meeting with the architects went well my manager wants a second meeting in May",
    ["well. My manager"],
    ["May"],
  ),
  runOn("I will be home late tonight dinner is in the fridge", ["tonight. Dinner is"]),
  runOn("we checked every room on the second floor the scan found two more leaks", [
    "floor. The scan",
  ]),
  runOn("my shift ends at midnight the night nurse takes over after that", ["midnight. The night"]),
  runOn("the school canteen is being repaired lunch will be at home until Friday", [
    "repaired. Lunch will",
  ]),
  runOn(
    "the order for Mrs Haddad arrived damaged the lid of the box was broken",
    ["damaged. The lid"],
    ["Haddad"],
  ),
  runOn("we finished the translation of the manual the glossary needs one more review", [
    "manual. The glossary",
  ]),
  runOn(
    "the training in Ankara was useful our engineers learned a lot about the new valves",
    ["useful. Our engineers"],
    ["Ankara"],
  ),
  runOn(
    "I paid the deposit last Friday the receipt is attached to this email",
    ["Friday. The receipt"],
    ["Friday"],
    "reply",
    "Hi, did you pay the deposit for the flat? Marta",
  ),
  runOn("the water was cut off all morning customers complained about the coffee machine", [
    "morning. Customers complained",
  ]),
  runOn(
    "I cannot open the attachment the file seems to be damaged",
    ["attachment. The file"],
    [],
    "reply",
    "Please see the signed contract attached. Regards, Daniel",
  ),
  runOn(
    "the new students start in September their timetable is on the website",
    ["September. Their timetable"],
    ["September"],
  ),
  runOn(
    "my flight from Seoul was delayed by four hours my luggage is still in Frankfurt",
    ["hours. My luggage"],
    ["Seoul", "Frankfurt"],
  ),
  runOn("the electrician replaced the fuse box the lights in the garage work again", [
    "box. The lights",
  ]),
  runOn(
    "we need to renew the insurance before March the old policy covers only the car",
    ["March. The old"],
    ["March"],
  ),
  runOn("the invoice from the cleaning company is wrong the hours do not match the contract", [
    "wrong. The hours",
  ]),
  runOn("grandma is feeling much better her cough is almost gone the doctor is happy", [
    "better. Her cough",
    "gone. The doctor",
  ]),
  runOn(
    "the tiles for the bathroom came in the wrong colour the supplier will swap them next week",
    ["colour. The supplier"],
    [],
    "comment",
  ),
  runOn(
    "thanks for the photos from Marrakesh the colours are beautiful",
    ["Marrakesh. The colours"],
    ["Marrakesh"],
  ),
];
