/** Run-on dictations whose second clause is an order or a question. */
import type { WriterCase } from "../writer-cases/writer-case";
import { dictated } from "./cases";

export const RUNON_ORDERS_QUESTIONS: WriterCase[] = [
  dictated("write", "I am stuck in traffic call me when you get to the office", [
    "traffic. Call me",
  ]),
  dictated(
    "write",
    "the form is attached please send it back by Friday",
    ["attached. Please send"],
    ["Friday"],
  ),
  dictated("write", "the meeting moved to room 12 don't forget to bring your laptop", [
    "12. Don't forget",
  ]),
  dictated("voice", "the oven is still hot do not touch the door", ["hot. Do not"]),
  dictated("write", "your appointment is confirmed please arrive ten minutes early", [
    "confirmed. Please arrive",
  ]),
  dictated(
    "write",
    "the code for the gate is 4471 let the cleaner in at ten",
    ["4471. Let the cleaner"],
    ["4471"],
  ),
  dictated("chat", "the boxes are heavy ask Tom to help you", ["heavy. Ask Tom"], ["Tom"]),
  dictated("write", "dinner is in the fridge heat it for two minutes", ["fridge. Heat it"]),
  dictated("write", "the Wi-Fi password changed use the new one on the back of the router", [
    "changed. Use the new",
  ]),
  dictated("voice", "make sure all the lights are off lock the back door when you leave", [
    "off. Lock the back",
  ]),
  dictated("write", "I'm at the station can you pick me up", ["station. Can you", "pick me up?"]),
  dictated(
    "write",
    "the dentist has a free slot at 4:30 do you want it",
    ["4:30. Do you want it?"],
    ["4:30"],
  ),
  dictated("write", "the party is on Saturday what time should we come", [
    "Saturday. What time",
    "come?",
  ]),
  dictated("write", "the sky looks very dark is it going to rain today", ["dark. Is it", "today?"]),
  dictated("write", "I finished the draft could you check the numbers on page three", [
    "draft. Could you",
    "page three?",
  ]),
  dictated(
    "write",
    "my sister is visiting from Lagos are you free on Wednesday evening",
    ["Lagos. Are you", "evening?"],
    ["Lagos", "Wednesday"],
  ),
  dictated("write", "the printer is out of toner where do we keep the spare cartridges", [
    "toner. Where do",
    "cartridges?",
  ]),
  dictated("reply", "the invoice shows the wrong address can you correct it and send it again", [
    "address. Can you",
    "again?",
  ]),
  dictated("write", "these shoes are too small do you have them in a size 42", [
    "small. Do you",
    "42?",
  ]),
  dictated("write", "the tracking page says delivered but I did not get it who should I contact", [
    "it. Who should I contact?",
  ]),
  dictated("write", "the file is very big is it okay if I send it in two parts", [
    "big. Is it",
    "parts?",
  ]),
  dictated("write", "the train is late again I will miss the start can you tell the team", [
    "again. I",
    "start. Can you",
    "team?",
  ]),
  dictated("write", "the heating makes a strange noise should I turn it off", [
    "noise. Should I",
    "off?",
  ]),
  dictated("write", "did you get my email please reply when you can", ["email? Please reply"]),
  dictated("write", "how was the interview call me tonight", ["interview? Call me"]),
  dictated("comment", "I missed the workshop last week were the slides shared anywhere", [
    "week. Were the slides",
    "anywhere?",
  ]),
];
