/** Thanks, refusals and things sent, as people ask for them: "tell him thanks", "a polite refusal to …", "send Tom the link". */
import { TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const THANKS_AND_REFUSALS: WriterCase[] = [
  {
    via: "reply",
    say: "thank him, confirm the order 4411 and ask when it ships",
    context: TOMASZ,
    keep: ["4411"],
    says: "when it ships",
  },
  {
    via: "reply",
    say: "reply that we agree, also ask for the invoice INV-77 and tell him thanks",
    context: TOMASZ,
    keep: ["INV-77"],
    says: "thank you",
  },
  {
    via: "chat",
    say: "tell her thanks but we already found someone",
    keep: [],
    says: "we already found someone",
  },
  {
    via: "chat",
    say: "send Tom the link and tell him to check it by 5pm",
    keep: ["Tom", "5pm"],
    says: "check it by 5pm",
  },
  {
    via: "chat",
    say: "write a polite refusal to Marek, we don't have capacity before Q3",
    keep: ["Q3"],
    says: "capacity before Q3",
  },
  {
    via: "chat",
    say: "write a thank you to Dr. Rossi for the consultation on 2 May",
    keep: ["Dr. Rossi", "2 May"],
    says: "consultation on 2 May",
  },
  {
    via: "chat",
    say: "write to the landlord asking if the repair can be done on Saturday 9th",
    keep: ["Saturday 9th"],
    says: "repair can be done on Saturday 9th",
  },
  {
    via: "chat",
    say: "follow up with Chen about the invoice 2231",
    keep: ["Chen", "2231"],
    says: "invoice 2231",
  },
  {
    via: "chat",
    say: "Say Ahmed that the car is ready at 16.30",
    keep: ["Ahmed", "16.30"],
    says: "car is ready at 16.30",
  },
  {
    via: "chat",
    say: "tell Marco to send the signed copy of contract K-2026/15",
    keep: ["Marco", "K-2026/15"],
    says: "send the signed copy of contract K-2026/15",
  },
  {
    via: "reply",
    say: "reply formally that we accept the offer of 12 March",
    context: TOMASZ,
    keep: ["Tomasz", "12 March"],
    says: "we accept the offer of 12 March",
  },
  {
    via: "reply",
    say: "in a friendly tone tell him we accept the €1.200 budget",
    context: TOMASZ,
    keep: ["€1.200"],
    says: "we accept the €1.200 budget",
  },
  {
    via: "reply",
    say: "answer this email: we can ship 200 units on 2026-04-02",
    context: TOMASZ,
    keep: ["200 units", "2026-04-02"],
    says: "we can ship 200 units",
  },
  {
    via: "voice",
    say: "let's write to Tom that the build 7.1.0-rc2 is ready",
    keep: ["Tom", "7.1.0-rc2"],
    says: "build 7.1.0-rc2 is ready",
  },
  {
    via: "voice",
    say: "write Tom an email: the build is ready",
    keep: ["Tom"],
    says: "the build is ready",
  },
  {
    via: "reply",
    say: "say no but be nice, we are booked until 15.07.",
    context: TOMASZ,
    keep: ["15.07."],
    says: "booked until 15.07.",
  },
  {
    via: "reply",
    say: "please turn him down gently, we chose another vendor",
    context: TOMASZ,
    keep: [],
    says: "i have to decline",
  },
  {
    via: "reply",
    say: "let him down easy, we chose another vendor",
    context: TOMASZ,
    keep: [],
    says: "i have to decline. we chose another vendor",
  },
  {
    via: "reply",
    say: "reject the proposal kindly, our budget for 2026 is used up",
    context: TOMASZ,
    keep: ["2026"],
    says: "decline the proposal. our budget for 2026 is used up",
  },
];
