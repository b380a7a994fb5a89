/** Requests of one part, polite and curt, with "tell X that …", "ask her whether …", "write a note saying …". */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS: WriterCase[] = [
  {
    via: "reply",
    context: "Hi, could you confirm whether our invoice for October was paid? Thanks, Tomasz",
    say: "write a short reply to Tomasz saying the invoice was paid last Friday",
    keep: [],
    says: "paid last Friday",
  },
  {
    via: "chat",
    say: "tell Maria that the meeting is moved to Thursday afternoon",
    keep: ["Thursday"],
    says: "Thursday afternoon",
  },
  {
    via: "reply",
    context: "We would love to have you at our dinner on Saturday the 12th! Warmly, Helen",
    say: "decline politely I have a family event that weekend",
    keep: [],
    says: "family event",
  },
  {
    via: "chat",
    say: "ask John if he can bring the projector on Monday",
    keep: ["Monday"],
    says: "projector",
  },
  {
    via: "write",
    say: "write a note saying the office will be closed on 24 December",
    keep: ["24 December"],
    says: "closed",
  },
  {
    via: "write",
    say: "ask her whether the samples arrived in good condition",
    keep: [],
    says: "good condition",
  },
  {
    via: "chat",
    say: "tell Ivan the answer is no because the budget for this year is closed",
    keep: [],
    says: "budget",
  },
  {
    via: "reply",
    context:
      "Dear Sir or Madam, we offer cheap office cleaning across the city. May we send you a quote? Best, CleanCo",
    say: "turn it down we already have a cleaning company",
    keep: [],
    says: "already have a cleaning company",
  },
  {
    via: "voice",
    say: "remind Peter that the car has to go to the garage on the 14th",
    keep: ["14th"],
    says: "garage",
  },
  {
    via: "write",
    say: "tell the customer her refund of 45 pounds was sent today",
    keep: ["45"],
    says: "refund",
  },
  {
    via: "chat",
    say: "could you please write an email to Deepa asking if the report can wait until Monday",
    keep: ["Monday"],
    says: "report",
  },
  {
    via: "reply",
    context: "Good day, please when will the quotation for the generator be ready? Chinedu",
    say: "kindly reply him that the quotation will be ready by tomorrow evening",
    keep: [],
    says: "tomorrow evening",
  },
  {
    via: "write",
    say: "write a message to the parents saying school starts at 8:15 on Monday",
    keep: ["8:15"],
    says: "school starts",
  },
  {
    via: "reply",
    context: "Can you send me the signed contract today? Thanks, Marek",
    say: "say yes I will send it this afternoon",
    keep: [],
    says: "this afternoon",
  },
  {
    via: "chat",
    say: "write to Hassan that I am sorry for missing the call",
    keep: [],
    says: "missing the call",
  },
  {
    via: "write",
    say: "tell the support team that ticket 5521 is still not fixed",
    keep: ["5521"],
    says: "not fixed",
  },
  {
    via: "voice",
    say: "tell Leo I am running late",
    keep: [],
    says: "running late",
  },
  {
    via: "chat",
    say: "send a quick message to my landlord saying the rent will be a few days late this month",
    keep: [],
    says: "rent",
  },
  {
    via: "write",
    say: "please help me write email to teacher, my son Leo is sick today and cannot come to class",
    keep: ["Leo"],
    says: "sick",
  },
  {
    via: "reply",
    context:
      "We would like to show you our new booking system. Does June 3 work for a demo? Gabriela",
    say: "accept the invitation June 3 works for us",
    keep: ["June 3"],
    says: "works",
  },
  {
    via: "comment",
    context: "Today is my last day at Mercado Digital after eight great years.",
    say: "wish him all the best in his next job",
    keep: [],
    says: "best",
  },
];
