/**
 * Writing requests typed in chat or said in a voice session, of one, two and
 * three parts: each is carried out as the finished text, with the request's
 * own words gone and each later part written as part of the message.
 */
import type { WriterCase } from "../writer-cases";

export const REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "write a reply to Beatriz saying the samples arrived this morning and we'll send feedback by Friday",
    keep: ["Beatriz", "Friday"],
    says: "samples arrived",
  },
  {
    via: "chat",
    say: "tell Kenji the demo is moved to Thursday at 2 and ask him to bring the prototype",
    keep: ["Thursday"],
    says: "bring the prototype",
  },
  {
    via: "chat",
    say: "ask Priya if she can review the budget before Monday, and if not who else could",
    keep: ["Monday"],
    says: "review the budget",
  },
  {
    via: "voice",
    say: "draft a quick note to the landlord that the kitchen tap is leaking again and ask when a plumber can come",
    keep: [],
    says: "kitchen tap",
  },
  {
    via: "chat",
    say: "decline the invitation to Saturday's barbecue politely, I'm away that weekend, but thank them for thinking of me",
    keep: ["Saturday"],
    says: "thinking of me",
  },
  {
    via: "chat",
    say: "let Rafael know that his access badge is ready at reception and he can pick it up any time after 10",
    keep: ["10"],
    says: "badge is ready",
  },
  {
    via: "voice",
    say: "remind the team that timesheets are due tomorrow by noon",
    keep: [],
    says: "timesheets are due",
  },
  {
    via: "chat",
    say: "send a message to Ingrid congratulating her on the promotion and ask her out for lunch next week to celebrate",
    keep: [],
    says: "lunch",
  },
  {
    via: "chat",
    say: "reply to the recruiter from Northwind that I'm interested in the role but can't start before March 1st",
    keep: ["March 1"],
    says: "interested in the role",
  },
  {
    via: "chat",
    say: "can you write an email to Dr. Okafor asking to reschedule my appointment from the 14th to the 21st",
    keep: ["Okafor", "14", "21"],
    says: "reschedule",
  },
  {
    via: "voice",
    say: "turn down the vendor's offer, the price is too high for us this quarter",
    keep: [],
    says: "too high",
  },
  {
    via: "chat",
    say: "follow up with Chiara about the signed NDA, we still haven't received it",
    keep: ["NDA"],
    says: "NDA",
  },
  {
    via: "chat",
    say: "tell the client the delivery slipped a week, apologize for the delay and offer them a fifteen percent discount on the next order",
    keep: ["15"],
    says: "discount",
  },
  {
    via: "voice",
    say: "message Diego that I'm running late and he should start without me",
    keep: [],
    says: "start without me",
  },
  {
    via: "chat",
    say: "write to the HOA board asking whether the pool reopens on June 1 and whether guests are allowed",
    keep: ["HOA", "June 1"],
    says: "pool",
  },
  {
    via: "chat",
    say: "please draft a thank you note to Mrs. Adeyemi for the flowers she sent after my surgery",
    keep: ["Adeyemi"],
    says: "flowers",
  },
  {
    via: "chat",
    say: "ask Tomás whether the 3 pm call is still on and tell him I'll send the agenda tonight",
    keep: ["3"],
    says: "agenda",
  },
  {
    via: "chat",
    say: "accept the meeting invite from Sandra for Tuesday but let her know I'll need to leave at 4:30",
    keep: ["Tuesday", "4:30"],
    says: "leave at 4:30",
  },
  {
    via: "voice",
    say: "tell everyone the office is closed on Monday for the public holiday",
    keep: ["Monday"],
    says: "closed on Monday",
  },
  {
    via: "chat",
    say: "write a short email to facilities, the printer on the third floor is jammed again and nobody can print the contracts",
    keep: ["third floor"],
    says: "jammed",
  },
  {
    via: "chat",
    say: "let Mei know the invoice went out today, then remind her that payment terms are 30 days",
    keep: ["30 days"],
    says: "30 days",
  },
  {
    via: "chat",
    say: "make this more formal: hey guys the report is late cuz the data came in wrong, will fix by wed",
    keep: ["Wednesday"],
    says: "report",
  },
  {
    via: "voice",
    say: "um could you ask Bogdan to send me the floor plans uh by end of day",
    keep: [],
    says: "floor plans",
  },
  {
    via: "chat",
    say: "tell Hyun-woo thanks for covering my shift, I owe him one, and that I can take his on the 19th",
    keep: ["19th"],
    says: "covering my shift",
  },
];
