/** Requests of one part, said in chat, by voice, or in a reply, comment or field. */
import type { WriterCase } from "../writer-cases/writer-case";

export const REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "write a reply to Tomasz saying the invoice was paid on monday",
    keep: ["Monday"],
    says: "paid",
  },
  {
    via: "chat",
    say: "tell Maria that the meeting is moved to thursday afternoon",
    keep: ["Thursday"],
    says: "meeting",
  },
  {
    via: "chat",
    say: "ask her whether she can send the slides before friday",
    keep: ["Friday"],
    says: "slides",
  },
  {
    via: "chat",
    say: "write a note saying the kitchen will be closed on wednesday for cleaning",
    keep: ["Wednesday"],
    says: "closed",
  },
  {
    via: "write",
    say: "write a short message to the landlord saying the boiler is broken again and we have no hot water",
    keep: [],
    says: "hot water",
  },
  {
    via: "chat",
    say: "ask Dr Patel if i can move my appointment to next tuesday",
    keep: ["Tuesday"],
    says: "appointment",
  },
  {
    via: "voice",
    say: "remind Kofi that the rent is due on the first",
    keep: [],
    says: "rent",
  },
  {
    via: "reply",
    say: "tell them i will send the documents by friday",
    context:
      "Dear Ms Haddad, to finish your onboarding we still need a copy of your ID and your signed contract. Best regards, Human Resources",
    keep: ["Friday"],
    says: "documents",
  },
  {
    via: "chat",
    say: "could you write a message to my neighbour asking her to move her car from my driveway",
    keep: [],
    says: "driveway",
  },
  {
    via: "chat",
    say: "ask Mr Kim whether the shipment has left Busan",
    keep: ["Busan"],
    says: "shipment",
  },
  {
    via: "voice",
    say: "let Joao know the car is ready for pickup",
    keep: [],
    says: "ready",
  },
  {
    via: "chat",
    say: "draft an email to Mrs Adeyemi asking for the signed contract by the 15th",
    keep: ["15th"],
    says: "signed contract",
  },
  {
    via: "write",
    say: "write to the customer that ticket 88213 is resolved",
    keep: ["88213"],
    says: "resolved",
  },
  {
    via: "chat",
    say: "write a note to the cleaner saying please skip the bedroom on tuesday",
    keep: ["Tuesday"],
    says: "bedroom",
  },
  {
    via: "reply",
    say: "reply that the sizes are in the attached table",
    context:
      "Hello, before I order the jackets for my team, could you tell me which sizes you have? Thanks, Yusuf",
    keep: [],
    says: "table",
  },
  {
    via: "chat",
    say: "pls tell Ravi the server is back up",
    keep: [],
    says: "server",
  },
];
