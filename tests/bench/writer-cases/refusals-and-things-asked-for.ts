/**
 * Refusals asked for in the imperative with how to refuse said beside them
 * ("decline but keep the door open", "say no to the meeting but offer next
 * week"), things asked for by name ("request the signed NDA", "ask them for
 * the invoice"), and requests of two or three parts joined by "and", "also"
 * and "then", in the English of people of many first languages.
 */
import { INVITE, MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const REFUSALS_AND_THINGS_ASKED_FOR: WriterCase[] = [
  {
    via: "reply",
    say: "decline but keep the door open",
    context: TOMASZ,
    keep: ["Tomasz"],
    says: "work together in the future",
  },
  {
    via: "reply",
    say: "decline politely but leave the door open, we are full this quarter",
    context: TOMASZ,
    keep: [],
    says: "we are full this quarter",
  },
  {
    via: "chat",
    say: "refuse Anna's invitation politely, I am travelling that week",
    keep: ["Anna"],
    says: "decline your invitation",
  },
  {
    // French and Spanish order: the invitation "of" the person.
    via: "chat",
    say: "refuse politely the invitation of Sofía because I am sick",
    keep: ["Sofía"],
    says: "decline your invitation",
  },
  {
    via: "reply",
    say: "say no to the meeting but offer next week",
    context: MARCUS,
    keep: ["Marcus"],
    says: "decline the meeting, but",
  },
  {
    via: "reply",
    say: "turn down the offer but say we can talk again in January",
    context: TOMASZ,
    keep: ["January"],
    says: "we can talk again in January",
  },
  {
    via: "chat",
    say: "reject Paolo's proposal, but keep it friendly and say we like the idea",
    keep: ["Paolo"],
    says: "we like the idea",
  },
  {
    via: "reply",
    say: "decline the workshop and suggest another date",
    context: INVITE,
    keep: ["Elena"],
    says: "suggest another date",
  },
  {
    via: "chat",
    say: "request the signed NDA from Pablo",
    keep: ["Pablo", "NDA"],
    says: "send me the signed NDA",
  },
  {
    via: "reply",
    say: "ask them for the invoice",
    context: TOMASZ,
    keep: [],
    says: "send me the invoice",
  },
  {
    via: "chat",
    say: "request from Jürgen the updated price list until Friday",
    keep: ["Jürgen", "Friday"],
    says: "send me the updated price list",
  },
  {
    // Hindi English: "do one thing" before the request.
    via: "chat",
    say: "do one thing, ask Ravi for the completed form and the ID copy",
    keep: ["Ravi", "ID"],
    says: "send me the completed form and the ID copy",
  },
  {
    // Chinese English: "help me" before whom to ask.
    via: "chat",
    say: "help me ask Mr. Zhang for the signed contract",
    keep: ["Mr. Zhang"],
    says: "send me the signed contract",
  },
  {
    via: "reply",
    say: "get the signed copy from him and say thanks",
    context: TOMASZ,
    keep: [],
    says: "send me the signed copy",
  },
  {
    via: "chat",
    say: "tell Li we accept the offer, also we need the invoice and then ask when they ship",
    keep: ["Li"],
    says: "also, we need the invoice",
  },
  {
    via: "chat",
    say: "write to Jan that the report is late and also ask him for the new numbers then thank him",
    keep: ["Jan"],
    says: "send me the new numbers",
  },
  {
    // Arabic English: "please tell him" and a reason joined with "because".
    via: "reply",
    say: "please tell him sorry we cannot come because the flight is cancelled and ask for a new date",
    context: MARCUS,
    keep: [],
    says: "the flight is cancelled",
  },
  {
    // German English: "we must unfortunately".
    via: "reply",
    say: "write him that we must unfortunately cancel the order 5521 and ask for a credit note",
    context: TOMASZ,
    keep: ["5521"],
    says: "send me a credit note",
  },
  {
    // Polish English: "ask him if" without a verb for the reply.
    via: "chat",
    say: "ask Piotr if the server is ready and if he can deploy on Tuesday",
    keep: ["Piotr", "Tuesday"],
    says: "deploy on Tuesday",
  },
  {
    via: "voice",
    say: "write to Carmen she should bring the laptop, also tell her the meeting moved to 3 pm",
    keep: ["Carmen", "3 pm"],
    says: "the meeting moved to 3 pm",
  },
];
