/** Requests in chat, phrased many ways, and dictation typed into chat. */
import { MARCUS, POST, PRIYA } from "./threads";
import type { WriterCase } from "./writer-case";

export const CHAT_REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "please write a short reply saying I will join the meeting tomorrow",
    keep: [],
    says: "I will join the meeting tomorrow",
  },
  {
    via: "chat",
    say: "draft a reply to Sarah saying I will send the report on Friday",
    keep: ["Sarah", "Friday"],
    says: "I will send the report on Friday",
  },
  {
    via: "chat",
    say: "write an email to Tomasz saying the invoice INV-2231 was paid on 12 March",
    keep: ["Tomasz", "INV-2231", "12 March"],
    says: "invoice INV-2231 was paid",
  },
  {
    via: "chat",
    say: "compose a quick message to the team that the release moves to version 2.4",
    keep: ["2.4"],
    says: "release moves to version 2.4",
  },
  {
    via: "chat",
    say: "tell Maria that the contract for Acme GmbH is signed",
    keep: ["Maria", "Acme GmbH"],
    says: "contract for Acme GmbH is signed",
  },
  {
    via: "chat",
    say: "can you ask John if he can review the deck by Wednesday",
    keep: ["John", "Wednesday"],
    says: "review the deck by Wednesday",
  },
  {
    via: "chat",
    say: "say thanks for the quick turnaround on the Q3 numbers",
    keep: ["Q3"],
    says: "quick turnaround on the Q3 numbers",
  },
  {
    via: "chat",
    say: "accept the invitation to the workshop on 14 May",
    keep: ["14 May"],
    says: "accept the invitation to the workshop on 14 May",
  },
  {
    via: "chat",
    say: "decline the call on Friday because I am travelling to Berlin",
    keep: ["Friday", "Berlin"],
    says: "travelling to Berlin",
  },
  {
    via: "chat",
    say: "follow up on the proposal I sent to Chen last week",
    keep: ["Chen"],
    says: "the proposal I sent to Chen last week",
  },
  {
    via: "chat",
    say: "reply that the budget of 45,000 euros is approved",
    keep: ["45,000"],
    says: "budget of 45,000 euros is approved",
  },
  {
    via: "chat",
    say: "write a note to Dr. Okafor about the lab results from 3 June",
    keep: ["Okafor", "3 June"],
    says: "lab results from 3 June",
  },
  {
    via: "chat",
    say: "Could you draft an email to Priya asking whether she can join the call at 4 pm",
    keep: ["Priya", "4 pm"],
    says: "join the call at 4 pm",
  },
  {
    via: "chat",
    say: "write a formal reply to Mr. Schmidt that we accept the offer",
    tone: "formal",
    keep: ["Schmidt"],
    says: "accept the offer",
  },
  {
    via: "chat",
    say: "let Anna know that the deadline is now 30 November",
    keep: ["Anna", "30 November"],
    says: "deadline is now 30 November",
  },
  {
    via: "chat",
    say: "remind Omar to send the slides before the board meeting",
    keep: ["Omar"],
    says: "send the slides before the board meeting",
  },
  {
    via: "chat",
    say: "write a comment saying congrats on the launch of Nimbus 3",
    keep: ["Nimbus 3"],
    says: "launch of Nimbus 3",
  },
  {
    via: "reply",
    say: "Hello can u send me ur numbers for Q3 please thank you?",
    context: PRIYA,
    keep: ["Q3"],
  },
  {
    via: "comment",
    say: "Whats the agenda for tomorrow tho…",
    context: POST,
    keep: [],
  },
  {
    via: "reply",
    say: "I am agree with your proposal, we should discuss about the budget on Monday",
    context: MARCUS,
    keep: ["Monday"],
  },
];
