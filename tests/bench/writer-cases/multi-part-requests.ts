/** Requests of two or three parts: each part carried out, none joined on as a broken clause. */
import { INVITE, MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const MULTI_PART_REQUESTS: WriterCase[] = [
  {
    via: "reply",
    say: "confirm the invoice was paid and add that the receipt is attached",
    context: TOMASZ,
    keep: ["Tomasz"],
    says: "the receipt is attached",
  },
  {
    via: "reply",
    say: "tell him the invoice was paid and ask him to send the new PO",
    context: TOMASZ,
    keep: ["Tomasz", "PO"],
    says: "send the new PO",
  },
  {
    via: "chat",
    say: "tell Ben the draft is ready and remind him to review it by Thursday",
    keep: ["Ben", "Thursday"],
    says: "review it by Thursday",
  },
  {
    via: "reply",
    say: "accept the invitation and ask if I can bring a colleague",
    context: INVITE,
    keep: ["Elena"],
    says: "bring a colleague",
  },
  {
    via: "voice",
    say: "ask Julia to send the contract and tell her we sign on Monday",
    keep: ["Julia", "Monday"],
    says: "we sign on Monday",
  },
  {
    via: "reply",
    say: "please reply that we received the goods and that 2 boxes were damaged",
    context: TOMASZ,
    keep: ["Tomasz", "2 boxes"],
    says: "2 boxes were damaged",
  },
  {
    via: "chat",
    say: "write a reply to Omar saying the server is back, then apologize for the outage and mention the refund of 30 euros",
    keep: ["Omar", "30 euros"],
    says: "refund of 30 euros",
  },
  {
    via: "reply",
    say: "ok so thank Marcus for the notes, say I agree with point 2 and ask when he is free next week",
    context: MARCUS,
    keep: ["Marcus", "point 2"],
    says: "when you are free next week",
  },
  {
    via: "reply",
    say: "let him know the shipment left Hamburg yesterday and also mention the tracking number 88-1402",
    context: TOMASZ,
    keep: ["Hamburg", "88-1402"],
    says: "tracking number 88-1402",
  },
  {
    via: "voice",
    say: "tell Nadia that I will be late and ask her to start without me",
    keep: ["Nadia"],
    says: "start without me",
  },
];
