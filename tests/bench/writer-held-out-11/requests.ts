/** Requests of one part: replies, messages and notes asked for, polite and curt. */
import type { WriterCase } from "../writer-cases/writer-case";
import { request } from "./make";

export const REQUESTS: WriterCase[] = [
  request(
    "reply",
    "reply saying I can't come to the dinner on Saturday because I'm working",
    "dinner",
    ["Saturday"],
    "Hi Jana, we're having a small dinner at our place on Saturday at 7. Can you come? Marek",
  ),
  request("chat", "tell Ahmed the delivery is delayed until Monday", "delayed", ["Monday"]),
  request(
    "reply",
    "ask her whether the lab results are back yet",
    "results",
    [],
    "Hi, I'm in the lab all week, so let me know if you need anything. Wen",
  ),
  request("write", "write a note saying the kitchen is closed for cleaning today", "closed"),
  request("chat", "accept the invitation to the conference in Lisbon", "conference", ["Lisbon"]),
  request(
    "reply",
    "say thank you for the quick repair",
    "repair",
    [],
    "Hello, our technician replaced the washing machine pump this morning. Regards, Fixit Service",
  ),
  request(
    "comment",
    "congratulate her on the new job at Siemens",
    "congratulations",
    ["Siemens"],
    "Excited to share that I have started a new position as Project Engineer at Siemens! Leila",
  ),
  request("chat", "let Maria know the meeting starts at 10:30 not at 10", "meeting", ["10:30"]),
  request(
    "voice",
    "write to my landlord that the heating has been broken since Tuesday",
    "heating",
    ["Tuesday"],
  ),
  request("chat", "ask Kenji if he can send the drawings by Friday", "drawings", ["Friday"]),
  request(
    "reply",
    "tell him the parcel was returned to the sender",
    "returned",
    [],
    "Hi, my parcel still has not arrived. Can you check? Thanks, Viktor",
  ),
  request(
    "comment",
    "thank him for sharing the article about solar panels",
    "article",
    [],
    "Great read on how small towns are switching to solar panels. Worth your time. Javier",
  ),
  request("write", "apologise to the customer for the late delivery of order 55120", "delivery", [
    "55120",
  ]),
  request("chat", "remind the team that the office is closed on December 24", "closed", [
    "December 24",
  ]),
  request(
    "reply",
    "just say yes Tuesday works",
    "yes",
    ["Tuesday"],
    "Hi, would Tuesday afternoon work for the handover? Ingrid",
  ),
  request("voice", "send a message to Chen saying I will be a few minutes late", "late"),
  request(
    "chat",
    "write an email to the school asking if Sofia can leave early on Friday for a doctor's appointment",
    "leave early",
    ["Sofia", "Friday"],
  ),
  request(
    "reply",
    "ask whether the price includes delivery to Gdańsk",
    "delivery",
    ["Gdańsk"],
    "Hello, the sofa is still available. The price is 450 euros. Best, Tomasz",
  ),
  request(
    "write",
    "write a short note for the cleaner saying the spare key is under the mat",
    "key",
  ),
  request(
    "reply",
    "please write back that we received the payment thank you",
    "payment",
    [],
    "Dear Sir, we have transferred the amount for invoice 8812 today. Kind regards, Hamid",
  ),
  request("chat", "pls tell my sister I land at 18:40 in Madrid", "land", ["18:40", "Madrid"]),
];
