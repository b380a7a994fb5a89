/** Requests named by verbs beyond tell and ask: cancel, postpone, request, offer, welcome, warn, point out. */
import { TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const MORE_ACTIONS: WriterCase[] = [
  {
    via: "reply",
    say: "cancel the meeting on Friday and apologize for the short notice",
    context: TOMASZ,
    keep: ["Friday"],
    says: "apologize for the short notice",
  },
  {
    via: "reply",
    say: "postpone the call to next week",
    context: TOMASZ,
    keep: [],
    says: "postpone the call to next week",
  },
  {
    via: "reply",
    say: "request a quote for 200 units",
    context: TOMASZ,
    keep: ["200 units"],
    says: "a quote for 200 units",
  },
  {
    via: "chat",
    say: "welcome Nina to the team and tell her the onboarding starts Monday",
    keep: ["Nina", "Monday"],
    says: "onboarding starts Monday",
  },
  {
    via: "reply",
    say: "warn him that the price goes up in March",
    context: TOMASZ,
    keep: ["March"],
    says: "price goes up in March",
  },
  {
    via: "reply",
    say: "offer him a 10% discount on the next order",
    context: TOMASZ,
    keep: ["10%"],
    says: "10% discount",
  },
  {
    via: "chat",
    say: "answer the email from Tom and say yes we can do Friday",
    keep: ["Tom", "Friday"],
    says: "we can do Friday",
  },
  {
    via: "chat",
    say: "get back to Lea and tell her the slides are ready",
    keep: ["Lea"],
    says: "slides are ready",
  },
  {
    via: "chat",
    say: "can you reply to Sam for me saying I will be there at 6",
    keep: ["Sam", "6"],
    says: "I will be there at 6",
  },
];
