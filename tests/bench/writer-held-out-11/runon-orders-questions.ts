/** Run-on dictations whose next clause is an order or a question. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_ORDERS_QUESTIONS: WriterCase[] = [
  runOn("I am at the airport in Doha call me when you land", ["Doha. Call me"], ["Doha"]),
  runOn(
    "the contract is attached please send it back signed by Thursday",
    ["attached. Please send"],
    ["Thursday"],
    "reply",
    "Hello, could you send me the contract again? Thanks, Priya",
  ),
  runOn(
    "the school trip is on Friday don't forget the permission slip",
    ["Friday. Do"],
    ["Friday"],
  ),
  runOn("the meeting room changed to 4B bring your laptop", ["4B. Bring your"], ["4B"]),
  runOn(
    "the new prices start in April check the list before you quote",
    ["April. Check the"],
    ["April"],
  ),
  runOn("I left the keys with the neighbour pick them up after work", ["neighbour. Pick them"]),
  runOn("the server will restart at midnight save your work before you leave", [
    "midnight. Save your",
  ]),
  runOn("the soup is on the stove heat it for five minutes", ["stove. Heat it"]),
  runOn("your tablets are in the blue box take one after breakfast and one after dinner", [
    "box. Take one",
  ]),
  runOn("I finished the slides can you check them before the meeting", [
    "slides. Can you check them before the meeting?",
  ]),
  runOn("the printer is out of toner do you know where the spare ones are", [
    "toner. Do you know where the spare ones are?",
  ]),
  runOn(
    "the match starts on Saturday what time should we leave",
    ["Saturday. What time should we leave?"],
    ["Saturday"],
  ),
  runOn("I saw the new timetable is it the same for the weekend", [
    "timetable. Is it the same for the weekend?",
  ]),
  runOn(
    "we got the samples from Shenzhen have you tested them yet",
    ["Shenzhen. Have you tested them yet?"],
    ["Shenzhen"],
  ),
  runOn("my car is still at the garage could you give me a lift tomorrow", [
    "garage. Could you give me a lift tomorrow?",
  ]),
  runOn(
    "the password reset link expired where can I get a new one",
    ["expired. Where can I get a new one?"],
    [],
    "comment",
  ),
  runOn("the room is booked for ten people how many chairs do we need", [
    "people. How many chairs do we need?",
  ]),
  runOn("I got your message about the leak which flat is it", ["leak. Which flat is it?"]),
  runOn("the courier came twice nobody was home when are you there", [
    "twice. Nobody was",
    "home. When",
  ]),
  runOn("my son has a fever since last night can the doctor see him today", [
    "night. Can the doctor see him today?",
  ]),
  runOn(
    "we found a cheaper flight via Istanbul should I book it",
    ["Istanbul. Should I book it?"],
    ["Istanbul"],
  ),
  runOn("the tenant on the top floor wants a new fridge who pays for it", [
    "fridge. Who pays for it?",
  ]),
  runOn(
    "the invoice has the wrong address please correct it and send it again",
    ["address. Please correct"],
    [],
    "reply",
    "Dear customer, please find invoice 2231 attached. Best regards, Nadia",
  ),
  runOn("the boxes are heavy ask Tomás to help you", ["heavy. Ask Tomás"], ["Tomás"]),
  runOn("I uploaded the photos to the shared folder are they big enough for the poster", [
    "folder. Are they big enough for the poster?",
  ]),
  runOn("the kids are asleep lock the back door when you come in", ["asleep. Lock the"]),
];
