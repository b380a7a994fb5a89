/**
 * Sixty dictations for the writer benchmark: what people say to Verba in a
 * chat, a voice session and the extension's reply and comment boxes, with
 * the fillers, self-corrections, chat-speak and second-language slips of
 * real speech, and requests phrased many ways.
 */
import type { WritingTone } from "../../src/server/ai/llm/writing-task";

export interface WriterCase {
  /** Where it is said: typed chat, a voice session, or the extension's reply or comment box. */
  via: "chat" | "voice" | "reply" | "comment";
  say: string;
  tone?: WritingTone;
  /** The email or post being answered. */
  context?: string;
  /** What the editor already holds: a greeting, a signature, quoted text. */
  editor?: string;
  /** Names, numbers, dates and terms that must come through exactly. */
  keep: string[];
  /** For a request: words the result must hold, showing it was carried out. */
  says?: string;
  /** The person's snippets: each trigger said becomes its text, byte for byte. */
  snippets?: Array<{ trigger: string; text: string }>;
  /** The host of the page the extension is on, for cases that show a style per place. */
  site?: string;
}

const MARCUS =
  "From: Marcus Lee <marcus.lee@example.com>\n\nHi Ada,\nCan we meet this week?\nMarcus";
const TOMASZ =
  "From: Tomasz Nowak <tomasz@example.pl>\n\nHello,\nCould you confirm the invoice INV-2231 was paid?\nBest regards,\nTomasz Nowak";
const PRIYA = "Hi Ann,\nCould we go over the budget deck this week?\nThanks,\nPriya Raman";
const INVITE =
  "From: Elena Rossi <elena@example.it>\n\nDear team,\nYou are invited to the design workshop on Thursday 14 May.\nElena";
const POST = "Excited to share that our team shipped the new onboarding flow in Q3!";
const GMAIL_EDITOR = "Hi Marcus,\n\n\n\nBest regards,\nAda";
const QUOTED = "\n\nOn Mon, 3 Nov 2026, Marcus Lee <marcus.lee@example.com> wrote:\n> Can we meet?";

export const WRITER_CASES: WriterCase[] = [
  // Requests in chat, phrased many ways.
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
  // Requests and dictation heard in a voice session.
  {
    via: "voice",
    say: "write a reply to Tomasz saying the invoice was paid",
    keep: ["Tomasz"],
    says: "invoice was paid",
  },
  {
    via: "voice",
    say: "um tell Lukas that uh the demo is at 10 am on Tuesday",
    keep: ["Lukas", "10 am", "Tuesday"],
    says: "demo is at 10 am on Tuesday",
  },
  {
    via: "voice",
    say: "move the meeting to 10 30 no wait I mean 11 am",
    keep: ["11 am"],
  },
  {
    via: "voice",
    say: "so um I I think we should like ship it on Thursday",
    keep: ["Thursday"],
  },
  {
    via: "voice",
    say: "send it to Peter no sorry I mean to Paul",
    keep: ["Paul"],
  },
  {
    via: "voice",
    say: "please draft a message to Kenji saying the servers are back up",
    keep: ["Kenji"],
    says: "servers are back up",
  },
  {
    via: "voice",
    say: "ask Fatima whether the order 7781 has shipped",
    keep: ["Fatima", "7781"],
    says: "order 7781 has shipped",
  },
  {
    via: "reply",
    say: "uh can you please explain me the new process for expense reports",
    context: PRIYA,
    keep: [],
  },
  {
    via: "voice",
    say: "I am waiting since 3 days for the approval so please revert back by Monday",
    keep: ["3", "Monday"],
  },
  {
    via: "voice",
    say: "say thank you to Grace for the feedbacks on the draft",
    keep: ["Grace"],
    says: "feedback on the draft",
  },
  // The extension's reply box, with the thread being answered.
  {
    via: "reply",
    say: "write a reply to Tomasz saying the invoice was paid",
    context: TOMASZ,
    keep: ["Tomasz"],
    says: "invoice was paid",
  },
  {
    via: "reply",
    say: "um thanks Marcus I can do Wednesday at 2 pm",
    context: MARCUS,
    keep: ["Marcus", "Wednesday", "2 pm"],
  },
  {
    via: "reply",
    say: "Hi Marcus, Wednesday works for me. Best regards, Ada",
    context: MARCUS,
    editor: GMAIL_EDITOR,
    keep: ["Wednesday"],
  },
  {
    via: "reply",
    say: "Thursday at 9 is fine no wait I mean Thursday at 10",
    context: MARCUS,
    editor: GMAIL_EDITOR,
    keep: ["Thursday at 10"],
  },
  {
    via: "reply",
    say: "accept the invitation",
    context: INVITE,
    keep: ["Elena"],
    says: "accept the invitation",
  },
  {
    via: "reply",
    say: "decline politely because I am on leave until 20 May",
    context: INVITE,
    keep: ["Elena", "20 May"],
    says: "on leave until 20 May",
  },
  {
    via: "reply",
    say: "tell her I will bring the Figma files",
    context: INVITE,
    keep: ["Elena", "Figma"],
    says: "bring the Figma files",
  },
  {
    via: "reply",
    say: "i will send the figures on friday",
    context: PRIYA,
    keep: ["Priya", "Friday"],
  },
  {
    via: "reply",
    say: "pls confirm the PO number 4500123 thx",
    context: TOMASZ,
    keep: ["Tomasz", "4500123"],
  },
  {
    via: "reply",
    say: "yes the payment of $1,250 went out yesterday",
    context: TOMASZ,
    editor: QUOTED,
    keep: ["Tomasz", "$1,250"],
  },
  {
    via: "reply",
    say: "ask him if we can move the meeting to Monday",
    context: MARCUS,
    keep: ["Marcus", "Monday"],
    says: "move the meeting to Monday",
  },
  {
    via: "reply",
    say: "follow up on the contract we discussed in Lisbon",
    context: MARCUS,
    editor: GMAIL_EDITOR,
    keep: ["Lisbon"],
    says: "contract we discussed in Lisbon",
  },
  {
    via: "reply",
    say: "say thanks for the invite and I will be there",
    context: INVITE,
    tone: "friendly",
    keep: ["Elena"],
    says: "I'll be there",
  },
  {
    via: "reply",
    say: "i am agree with the plan, lets discuss about the details on Zoom",
    context: MARCUS,
    keep: ["Marcus", "Zoom"],
  },
  {
    via: "reply",
    say: "write a short reply that I need the report by 5 December",
    context: PRIYA,
    tone: "concise",
    keep: ["Priya", "5 December"],
    says: "report by 5 December",
  },
  {
    via: "reply",
    say: "the the new price is 19.99 per seat starting January",
    context: TOMASZ,
    tone: "formal",
    keep: ["19.99", "January"],
  },
  {
    via: "reply",
    say: "hello",
    context: MARCUS,
    keep: ["Marcus"],
  },
  {
    via: "reply",
    say: "reply saying I will call you at 3 30 pm",
    context: PRIYA,
    editor: GMAIL_EDITOR,
    keep: ["3 30 pm"],
    says: "call you at 3 30 pm",
  },
  {
    via: "reply",
    say: "tell Marcus the office in Kraków is closed on 24 December",
    context: MARCUS,
    tone: "confident",
    keep: ["Marcus", "Kraków", "24 December"],
    says: "office in Kraków is closed",
  },
  {
    via: "reply",
    say: "ok i will share the SharePoint link with the team asap",
    context: PRIYA,
    keep: ["SharePoint"],
  },
  // The extension's comment box under a post.
  {
    via: "comment",
    say: "write a comment saying great work on the onboarding flow",
    context: POST,
    keep: [],
    says: "great work on the onboarding flow",
  },
  {
    via: "comment",
    say: "um congrats to the whole team this is huge",
    context: POST,
    keep: [],
  },
  {
    via: "comment",
    say: "i totally agree with the point about hiring juniors",
    context: POST,
    tone: "friendly",
    keep: [],
  },
  {
    via: "comment",
    say: "this is like really impressive work by Dana and Lee",
    context: POST,
    keep: ["Dana", "Lee"],
  },
  {
    via: "comment",
    say: "hi there",
    context: POST,
    keep: [],
  },
  {
    via: "comment",
    say: "compose a comment that we saw a 40% drop in churn after a similar change",
    context: POST,
    keep: ["40%"],
    says: "40% drop in churn",
  },
  {
    via: "comment",
    say: "can u share more about how u measured the Q3 results",
    context: POST,
    keep: ["Q3"],
  },
  {
    via: "comment",
    say: "we launched something similar in 2024 you know and it worked well",
    context: POST,
    keep: ["2024"],
  },
  {
    via: "comment",
    say: "I have a doubt about the pricing for the EU market",
    context: POST,
    tone: "formal",
    keep: ["EU"],
  },
  {
    via: "comment",
    say: "Congratulations to Ravi, the new dashboards look great!",
    context: POST,
    keep: ["Ravi"],
  },
];
