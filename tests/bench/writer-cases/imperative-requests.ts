/**
 * Requests asked for in the imperative, refusals above all, which must be
 * carried out rather than handed back as instructions.
 */
import { INVITE, MARCUS, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const IMPERATIVE_REQUESTS: WriterCase[] = [
  {
    via: "reply",
    say: "decline politely and say we're fully booked that week",
    context: INVITE,
    keep: ["Elena"],
    says: "fully booked that week",
  },
  {
    via: "reply",
    say: "politely decline, tell her we are fully booked until the 20th",
    context: INVITE,
    keep: ["Elena", "20th"],
    says: "fully booked until the 20th",
  },
  {
    via: "chat",
    say: "reply to Anna and decline, we have no budget left this quarter",
    keep: ["Anna"],
    says: "no budget left this quarter",
  },
  {
    via: "reply",
    say: "turn down the offer and explain that we already signed with another vendor",
    context: TOMASZ,
    keep: ["Tomasz"],
    says: "we already signed with another vendor",
  },
  {
    via: "reply",
    say: "kindly refuse the meeting, I'm out of office on the 12th",
    context: MARCUS,
    keep: ["Marcus", "12th"],
    says: "out of office on the 12th",
  },
  {
    via: "voice",
    say: "say no nicely to Rafael because the team is too small for a second project",
    keep: ["Rafael"],
    says: "team is too small for a second project",
  },
  {
    via: "reply",
    say: "apologize for the delay and say the parcel ships on Monday",
    context: TOMASZ,
    keep: ["Tomasz", "Monday"],
    says: "parcel ships on Monday",
  },
  {
    via: "reply",
    say: "thank him for the offer but say we will pass this time",
    context: MARCUS,
    keep: ["Marcus"],
    says: "pass this time",
  },
  {
    via: "chat",
    say: "write to Chiara that the room is booked for 9 am",
    keep: ["Chiara", "9 am"],
    says: "room is booked for 9 am",
  },
  {
    via: "reply",
    say: "please answer him that we cannot extend the deadline, sorry",
    context: MARCUS,
    keep: ["Marcus"],
    says: "cannot extend the deadline",
  },
];
