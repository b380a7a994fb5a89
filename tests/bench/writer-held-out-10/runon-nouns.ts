/** Run-on dictations whose second clause opens with a bare noun or a noun phrase. */
import type { WriterCase } from "../writer-cases/writer-case";
import { dictated } from "./cases";

export const RUNON_NOUNS: WriterCase[] = [
  dictated("write", "the meeting ran over by an hour the invoice still needs your signature", [
    "hour. The invoice",
  ]),
  dictated("chat", "I will be late today my manager wants to see me at nine", [
    "today. My manager",
  ]),
  dictated("voice", "we spent the morning in the museum lunch was at a small cafe by the river", [
    "museum. Lunch",
  ]),
  dictated("write", "the heating is off in the whole building the engineer is coming tomorrow", [
    "building. The engineer",
  ]),
  dictated("chat", "my flight is delayed by three hours the airline gave us food vouchers", [
    "hours. The airline",
  ]),
  dictated(
    "write",
    "the kids have a day off on Friday school is closed for teacher training",
    ["Friday. School"],
    ["Friday"],
  ),
  dictated(
    "voice",
    "your results came back normal the doctor wants to see you again in six months",
    ["normal. The doctor"],
  ),
  dictated("chat", "I fixed the leak under the sink the pipe was loose", ["sink. The pipe"]),
  dictated("write", "the apartment is very nice the kitchen is small but the light is beautiful", [
    "nice. The kitchen",
  ]),
  dictated("voice", "my phone fell in the water the screen does not turn on", [
    "water. The screen",
  ]),
  dictated(
    "write",
    "we need more chairs for the event the room holds 80 people",
    ["event. The room"],
    ["80"],
  ),
  dictated("write", "I paid the deposit yesterday the receipt is attached", [
    "yesterday. The receipt",
  ]),
  dictated("write", "i read your proposal the budget looks fine to me", ["proposal. The budget"]),
  dictated("chat", "the shop closes at eight on Sundays bread is usually gone by six", [
    "Sundays. Bread",
  ]),
  dictated(
    "voice",
    "the car failed its inspection the brakes are worn the mechanic can fix them on Tuesday",
    ["inspection. The brakes", "worn. The mechanic"],
    ["Tuesday"],
  ),
  dictated("write", "I cannot log in to my account the password reset email never arrives", [
    "account. The password",
  ]),
  dictated("chat", "our team won the match on Saturday the final score was three to one", [
    "Saturday. The final",
  ]),
  dictated(
    "write",
    "I arrived in Shanghai last night my hotel is very close to the office",
    ["night. My hotel"],
    ["Shanghai"],
  ),
  dictated("voice", "the weather is perfect today the beach is full of people", [
    "today. The beach",
  ]),
  dictated("write", "I returned the jacket two weeks ago my refund has not arrived yet", [
    "ago. My refund",
  ]),
  dictated(
    "write",
    "the contract ends in March a new tenant moves in on April 1st",
    ["March. A new"],
    ["April 1st"],
  ),
  dictated("chat", "my son broke his arm at football practice the cast comes off in four weeks", [
    "practice. The cast",
  ]),
  dictated("write", "the water bill is very high this month our garden tap is leaking", [
    "month. Our garden",
  ]),
];
