/**
 * Requests said midway after a statement ("… so tell Lea …"), opened the way
 * second-language speakers open them, or relaying an instruction or a
 * question; the slips a careful editor fixes; and edits asked of a
 * selection. Some are near misses that must stay as they were said.
 */
import type { WriterCase } from "./writer-case";

const MEETING = "We meet on Tuesday at 10 to discuss the q3 plan with Nadia.";

export const REQUESTS_MIDWAY_RELAYED_AND_EDITS: WriterCase[] = [
  // A request after a statement and "so", "anyway", "actually".
  {
    via: "chat",
    say: "I'm stuck in traffic so tell Lea I'll be ten minutes late",
    keep: ["Lea"],
    says: "ten minutes late",
  },
  {
    via: "voice",
    say: "the meeting ran over anyway tell Marco I'll call him tomorrow",
    keep: ["Marco"],
    says: "call you tomorrow",
  },
  {
    via: "chat",
    say: "my laptop died actually can you ask Jonas to send me the slides again",
    keep: ["Jonas"],
    says: "send me the slides again",
  },
  {
    via: "chat",
    say: "the client moved the deadline so please let Amira know the draft is due Thursday",
    keep: ["Amira", "Thursday"],
    says: "draft is due Thursday",
  },
  // Near miss: what the person did, not a request.
  {
    via: "chat",
    say: "I was so tired so I told Lea I would stay home",
    keep: ["Lea"],
    punctuated: ["I told Lea I would stay home."],
  },
  // Openings of second-language speakers.
  {
    via: "chat",
    say: "I want that you write to Piotr the order is delayed",
    keep: ["Piotr"],
    says: "the order is delayed",
  },
  {
    via: "chat",
    say: "please to write Ana that the contract is signed",
    keep: ["Ana"],
    says: "contract is signed",
  },
  {
    via: "chat",
    say: "you write to Chen that the shipment left today",
    keep: ["Chen"],
    says: "shipment left today",
  },
  {
    via: "voice",
    say: "you tell to Yuki that the visa papers are ready",
    keep: ["Yuki"],
    says: "visa papers are ready",
  },
  {
    via: "chat",
    say: "make polite answer to Omar, we are agree with the price",
    keep: ["Omar"],
    says: "we agree with the price",
  },
  // Near miss: "you write" as a statement about the reader.
  {
    via: "chat",
    say: "you write very clear emails",
    keep: [],
    punctuated: ["You write very clear emails."],
  },
  // An instruction or a question relayed to someone.
  {
    via: "chat",
    say: "write to Ravi that kindly send the invoice again",
    keep: ["Ravi"],
    says: "send the invoice again?",
  },
  {
    via: "chat",
    say: "email Tomás that please confirm the booking for 4 people",
    keep: ["Tomás", "4 people"],
    says: "confirm the booking for 4 people?",
  },
  {
    via: "chat",
    say: "message Sara why is the build red again",
    keep: ["Sara"],
    says: "why is the build red again?",
  },
  {
    via: "voice",
    say: "text Mei when does the train leave tomorrow",
    keep: ["Mei"],
    says: "when does the train leave tomorrow?",
  },
  // Whose thing it is, told to a group or to one person.
  {
    via: "chat",
    say: "ask them to send his homework by Friday",
    keep: ["Friday"],
    says: "send his homework by Friday",
  },
  {
    via: "chat",
    say: "ask him to send his homework by Friday",
    keep: ["Friday"],
    says: "send your homework by Friday",
  },
  // Slips a careful editor fixes, and their near misses.
  {
    via: "reply",
    say: "I am very interesting in the role and I can start in March",
    keep: ["March"],
    punctuated: ["I am very interested in the role"],
  },
  {
    via: "comment",
    say: "we are agree with the plan but the file is having errors",
    keep: [],
    punctuated: ["agree with the plan", "the file has errors"],
  },
  {
    via: "write",
    say: "he don't know the password and we needs a new one by Monday",
    keep: ["Monday"],
    punctuated: ["does not know the password", "we need a new one by Monday"],
  },
  {
    via: "write",
    say: "I will recieve it tommorow so you shuold definately keep them seperate untill Friday",
    keep: ["Friday"],
    punctuated: ["receive it tomorrow", "should definitely keep them separate until Friday"],
  },
  {
    via: "write",
    say: "the results are interesting in many ways and she is having lunch with Tariq",
    keep: ["Tariq"],
    punctuated: ["interesting in many ways", "she is having lunch with Tariq"],
  },
  // Edits asked of a selection.
  {
    via: "transform",
    say: "change Tuesday to Thursday",
    context: MEETING,
    keep: ["Thursday", "10", "Q3", "Nadia"],
    punctuated: ["We meet on Thursday at 10"],
  },
  {
    via: "transform",
    say: "replace 'asap' with 'by Friday'",
    context: "Please send the Q3 report asap.",
    keep: ["Q3"],
    punctuated: ["Q3 report by Friday."],
  },
  {
    via: "transform",
    say: "fix the spelling and grammar",
    context: "i recieve the q3 report tommorow and we needs to discuss it with Nadia",
    keep: ["Q3", "Nadia"],
    punctuated: ["I receive the Q3 report tomorrow", "we need to discuss it with Nadia"],
  },
  {
    via: "transform",
    say: "make it formal",
    context: "hey guys, the q3 numbers are in, pls check them asap",
    keep: ["Q3"],
    punctuated: ["the Q3 numbers are in"],
  },
];
