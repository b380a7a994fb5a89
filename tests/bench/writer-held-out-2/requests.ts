/** Requests of two or three parts, and polite refusals asked for in the imperative. */
import type { WriterCase } from "../writer-cases";

export const REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "write to Marta that the invoice is paid and ask her to send the receipt",
    keep: ["Marta"],
    says: "receipt",
  },
  {
    via: "chat",
    say: "email my manager Rahul that I will be late tomorrow because of a doctor appointment and that I will finish the report by evening",
    keep: ["Rahul"],
    says: "doctor",
  },
  {
    via: "voice",
    say: "tell Kenji the demo is moved to Thursday and ask if he can bring the projector",
    keep: ["Kenji", "Thursday"],
    says: "projector",
  },
  {
    via: "reply",
    say: "decline politely say we already chose another supplier but thank them for the quick quote",
    context:
      "Hello, please find attached our quote for 200 office chairs. Let us know if you would like to proceed.",
    keep: [],
    says: "another supplier",
  },
  {
    via: "reply",
    say: "turn it down nicely, I can't take on new projects until March",
    context: "Hi, would you be available to help us with a website redesign starting next month?",
    keep: ["March"],
    says: "March",
  },
  {
    via: "chat",
    say: "write a message to Olu saying congratulations on the new job and let's celebrate on Saturday",
    keep: ["Olu", "Saturday"],
    says: "congratulations",
  },
  {
    via: "reply",
    say: "accept the invitation, tell them I'll bring my colleague Ana and ask what time we should arrive",
    context: "Dear partner, we would be glad to welcome you at our open day on 4 December.",
    keep: ["Ana"],
    says: "what time",
  },
  {
    via: "chat",
    say: "draft an email to the landlord that the washing machine is leaking again and ask when a plumber can come",
    keep: [],
    says: "plumber",
  },
  {
    via: "comment",
    say: "refuse politely, we don't share the source files of client projects",
    context: "Great case study! Could you share the Figma source files so I can learn from them?",
    keep: ["source files"],
    says: "source files",
  },
  {
    via: "voice",
    say: "send Fatima a message that the keys are under the mat and remind her to lock the back door",
    keep: ["Fatima"],
    says: "back door",
  },
  {
    via: "reply",
    say: "say no to the meeting politely, suggest we do it by email instead",
    context: "Could we set up a one hour call this week to go through the budget?",
    keep: [],
    says: "email",
  },
  {
    via: "chat",
    say: "write to Dmitri that the server upgrade is done, mention the downtime was only ten minutes, and thank him for his patience",
    keep: ["Dmitri"],
    says: "patience",
  },
  {
    via: "reply",
    say: "thank her for the feedback and tell her we fixed the typo on page 3",
    context:
      "Hi, small thing: there's a typo on page 3 of the brochure. Otherwise it looks great. — Chloé",
    keep: ["page 3"],
    says: "typo",
  },
  {
    via: "chat",
    say: "message Wanjiru that I sent the money via M-Pesa and ask her to confirm when she gets it",
    keep: ["Wanjiru", "M-Pesa"],
    says: "confirm",
  },
  {
    via: "reply",
    say: "politely decline the discount request, our prices are already fixed for this year, but offer free shipping",
    context: "Hello, we are a small shop. Could you give us 20% off on the next order?",
    keep: [],
    says: "free shipping",
  },
];
