/**
 * Run-on dictations with an answer (yes, no, sure), a greeting or a sign-off
 * at the start or the end, or opening the second clause.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { dictated } from "./cases";

export const RUNON_ANSWERS_GREETINGS: WriterCase[] = [
  dictated("write", "yes I can come to the meeting on Thursday", ["Yes, I"], ["Thursday"]),
  dictated("write", "no we have not received the payment yet", ["No, we"]),
  dictated(
    "write",
    "hi Tom the package arrived this morning the box was a bit damaged",
    ["Hi Tom,", "morning. The box"],
    ["Tom"],
  ),
  dictated(
    "write",
    "hello Maria I got the photos they are beautiful",
    ["Hello Maria,", "photos. They"],
    ["Maria"],
  ),
  dictated("write", "sorry for the late reply I was travelling all last week", ["reply. I was"]),
  dictated("write", "the documents arrived safely thanks again for your help", [
    "safely. Thanks again",
  ]),
  dictated("write", "yes that works for me see you at three", ["Yes, that", "me. See you"]),
  dictated(
    "write",
    "hi Ana hope you are well the tickets are booked for Saturday",
    ["Hi Ana,", "well. The tickets"],
    ["Ana", "Saturday"],
  ),
  dictated("write", "yes please book the table for six people", ["Yes, please book"]),
  dictated(
    "write",
    "the report is in the shared folder let me know if anything is missing thanks Kemal",
    ["folder. Let me", "missing."],
    ["Kemal"],
  ),
  dictated("write", "dear team the office will close early on Friday", ["Dear team,"], ["Friday"]),
  {
    via: "reply",
    say: "thanks for the invitation yes I can come I will bring my laptop",
    context: "Hi, can you come to the data workshop on Friday morning? Leila",
    keep: [],
    punctuated: ["Yes, I can", "come. I will"],
  },
  dictated("write", "sure I can cover your shift on Sunday", ["Sure, I"], ["Sunday"]),
  dictated(
    "write",
    "hey Sam are you coming to the barbecue tonight",
    ["Hey Sam, are you", "tonight?"],
    ["Sam"],
  ),
  dictated(
    "write",
    "good afternoon my name is Olusegun I am calling about my order",
    ["Olusegun. I am"],
    ["Olusegun"],
  ),
  dictated("write", "yes I got your message I will reply tonight", ["Yes, I", "message. I will"]),
  dictated("write", "no the meeting is still on it just starts an hour later", [
    "No, the meeting",
    "on. It just",
  ]),
  dictated("write", "hello I would like to return these shoes they are too tight", ["shoes. They"]),
  dictated(
    "write",
    "hi Lena the room is booked for Tuesday the projector is not working though see you there",
    ["Hi Lena,", "Tuesday. The projector"],
    ["Lena", "Tuesday"],
  ),
];
