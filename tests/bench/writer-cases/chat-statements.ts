/**
 * Typed chat messages that are plain statements, which the built-in writer
 * gives back in good English: second-language slips, run-ons, names and
 * numbers as people type them.
 */
import type { WriterCase } from "./writer-case";

export const CHAT_STATEMENTS: WriterCase[] = [
  {
    via: "chat",
    say: "i have meeting with mister Okonkwo on thursday at 3 pm about the budget",
    keep: ["Okonkwo", "Thursday", "3 pm"],
  },
  {
    via: "chat",
    say: "yesterday i was going to the bank but it was closed so i go again tomorrow",
    keep: [],
    punctuated: ["bank, but it was closed, so I go again tomorrow."],
  },
  {
    via: "chat",
    say: "our team finished the migration last night all services are running normally",
    keep: [],
    punctuated: ["last night. All services are running normally."],
  },
  {
    via: "chat",
    say: "my name is Aiko Tanaka and i work in the marketing department since 2019",
    keep: ["Aiko Tanaka", "2019"],
  },
  {
    via: "chat",
    say: "i would like to inform you that the office will be closed on december 24 and 25",
    keep: ["December 24 and 25"],
  },
  {
    via: "chat",
    say: "he don't know about the new rules yet i will explain him tomorrow",
    keep: [],
    punctuated: ["yet. I will explain"],
  },
  {
    via: "chat",
    say: "the delivery was late again this is the third time this month",
    keep: [],
    punctuated: ["late again. This is the third time this month."],
  },
  {
    via: "chat",
    say: "i am agree with your proposal but we need more time for testing",
    keep: [],
    punctuated: ["proposal, but we need more time"],
  },
  {
    via: "chat",
    say: "we have received your payment of 1,250 euros thank you for your quick response",
    keep: ["1,250 euros"],
    punctuated: ["1,250 euros. Thank you for your quick response."],
  },
  {
    via: "chat",
    say: "me and my colleague will visit the factory in Guadalajara on the 14th",
    keep: ["Guadalajara", "14th"],
  },
  {
    via: "chat",
    say: "sorry i cant come to the party i have a dentist appointment",
    keep: [],
    punctuated: ["party. I have a dentist appointment."],
  },
  {
    via: "chat",
    say: "the new version is much more faster than the old one",
    keep: [],
  },
  {
    via: "chat",
    say: "Dr. O'Brien moved the appointment to 8:45 on the 2nd of May",
    keep: ["Dr. O'Brien", "8:45", "2nd of May"],
  },
  // Orders to someone about the person ("remind me", "text me") are the person's text, not requests.
  {
    via: "voice",
    say: "remind me to call the dentist at nine thirty tomorrow",
    keep: ["9:30"],
  },
  { via: "chat", say: "text me when you land in Lisbon", keep: ["Lisbon"] },
  {
    via: "chat",
    say: "email me the slides after the call with Noor",
    keep: ["Noor"],
  },
  {
    via: "chat",
    say: "the hotel was nice the staff were friendly but the wifi was terrible",
    keep: [],
    punctuated: ["was nice. The staff were friendly, but the wifi was terrible."],
  },
];
