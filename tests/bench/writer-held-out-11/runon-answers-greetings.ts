/** Run-on dictations that open or close with an answer, a greeting, thanks or a sorry. */
import type { WriterCase } from "../writer-cases/writer-case";
import { runOn } from "./make";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  runOn(
    "yes I can come on Saturday I will bring the cake",
    ["Yes, I can", "Saturday. I will"],
    ["Saturday"],
    "reply",
    "Hi! Can you come to Leo's party on Saturday? Ana",
  ),
  runOn(
    "no we did not receive the second parcel only the first one arrived",
    ["No, we did", "parcel. Only the"],
    [],
    "reply",
    "Hello, both parcels were delivered yesterday. Regards, Oksana",
  ),
  runOn("I got the package this morning thanks so much for sending it so quickly", [
    "morning. Thanks so much",
  ]),
  runOn("I missed your call sorry about that I was driving", [
    "call. Sorry about that",
    "that. I was",
  ]),
  runOn("hi Tom the report is ready I put it in the shared folder", ["ready. I put"], ["Tom"]),
  runOn("good morning everyone the canteen is closed for repairs the food truck is outside", [
    "repairs. The food",
  ]),
  runOn(
    "sure I can swap shifts with you on Wednesday just tell the manager",
    ["Sure, I can", "Wednesday. Just tell"],
    ["Wednesday"],
    "reply",
    "Hey, could you swap shifts with me on Wednesday? Bilal",
  ),
  runOn("of course we can meet at the café the one near the station is quieter", ["café. The one"]),
  runOn("okay I will check the stock tonight thank you for waiting", ["tonight. Thank you"]),
  runOn(
    "no problem the delivery can wait until Monday the shop is closed anyway",
    ["No problem", "Monday. The shop"],
    ["Monday"],
  ),
  runOn("thanks for the reminder I already paid the school fees", ["reminder. I already"]),
  runOn("the taxi is booked for seven see you tomorrow", ["See you tomorrow"]),
  runOn(
    "hello Mrs Nowak your glasses are ready you can collect them any day this week",
    ["ready. You can"],
    ["Nowak"],
  ),
  runOn(
    "yes the room is still free we keep it for you until Friday",
    ["Yes, the room", "free. We keep"],
    ["Friday"],
  ),
  runOn(
    "sorry for the late answer we were on holiday in Goa the quote is attached",
    ["answer. We were", "Goa. The quote"],
    ["Goa"],
    "reply",
    "Dear Sunita, any news about the quote? Kind regards, Peter",
  ),
  runOn(
    "dear Mr Adeyemi your order has shipped it should arrive in three days",
    ["shipped. It should"],
    ["Adeyemi"],
  ),
  runOn("no sorry I cannot come to the rehearsal my daughter is sick", ["rehearsal. My daughter"]),
  runOn(
    "I fixed the typo in the title thanks Carmen for spotting it",
    ["title. Thanks"],
    ["Carmen"],
  ),
  runOn("the results came back normal congratulations you do not need another test", [
    "normal. Congratulations",
  ]),
  runOn(
    "hey everyone the barbecue moved to Sunday bring your own drinks",
    ["Sunday. Bring your"],
    ["Sunday"],
  ),
  runOn(
    "hi Olu the invoice was paid this morning the receipt will follow by post",
    ["morning. The receipt"],
    ["Olu"],
  ),
];
