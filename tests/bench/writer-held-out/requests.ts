/**
 * Requests with two or three parts, and refusals asked for in the imperative:
 * the message must be written, not the instruction handed back.
 */
import type { WriterCase } from "../writer-cases";
import { AISHA, GIULIA, JEAN_LUC, KWAME, NADIA, ZOFIA } from "./contexts";

export const REQUESTS: WriterCase[] = [
  {
    via: "chat",
    say: "reply to Rafael that the quote is attached and add my phone number +351 912 345 678",
    keep: ["Rafael", "+351 912 345 678"],
    says: "attached",
  },
  {
    via: "chat",
    say: "write to Olga that I have no objections to the migration but ask her to send the rollback plan first",
    keep: ["Olga"],
    says: "rollback plan",
  },
  {
    via: "reply",
    say: "decline politely, say we are fully booked on the 18th and suggest the 25th instead",
    context: GIULIA,
    keep: ["Giulia", "18th", "25th"],
    says: "fully booked",
  },
  {
    via: "reply",
    say: "politely say no, we don't do partnerships right now, but thank him for reaching out",
    context: KWAME,
    keep: ["Kwame"],
    says: "reaching out",
  },
  {
    via: "chat",
    say: "turn down the meeting on Friday, I'm at a conference in Madrid",
    keep: ["Friday", "Madrid"],
    says: "conference in Madrid",
  },
  {
    via: "voice",
    say: "refuse their offer nicely we already signed with another vendor",
    keep: [],
    says: "another vendor",
  },
  {
    via: "reply",
    say: "apologise for the damaged order, offer a full refund or a replacement, and ask for a photo of the box",
    context: AISHA,
    keep: ["Aisha"],
    says: "refund",
  },
  {
    via: "chat",
    say: "let Mei know we got the samples, two of them are the wrong colour, and we need new ones by 15 April",
    keep: ["Mei", "15 April"],
    says: "wrong colour",
  },
  {
    via: "voice",
    say: "send a message to the team the office is closed on Monday for the holiday the VPN still works and payroll goes out on Tuesday",
    keep: ["Monday", "VPN", "Tuesday"],
    says: "payroll",
  },
  {
    via: "chat",
    say: "Ask Hiroshi whether 250 licenses is the final number, and tell him the price list comes tomorrow.",
    keep: ["Hiroshi", "250"],
    says: "price list",
  },
  {
    via: "chat",
    say: "draft a note thanking Deepa for her patience, the October timesheet is in the shared drive now",
    keep: ["Deepa", "October"],
    says: "shared drive",
  },
  {
    via: "reply",
    say: "write back that we filled the position, thank him for his time and wish him luck",
    context: JEAN_LUC,
    keep: ["Jean-Luc"],
    says: "filled",
  },
  {
    via: "voice",
    say: "can you write a quick reply to Liam yes Thursday still works and I will bring the figures printed",
    keep: ["Liam", "Thursday"],
    says: "figures",
  },
  {
    via: "chat",
    say: "message Carlos: the delivery is delayed by two days, say sorry, and he gets 10% off his next order",
    keep: ["Carlos", "10%"],
    says: "10% off",
  },
  {
    via: "voice",
    say: "remind everyone the survey closes at midnight and thank the people who already filled it in",
    keep: [],
    says: "survey closes at midnight",
  },
  {
    via: "reply",
    say: "answer her that the September invoice goes out today and the accountant will have it by Friday",
    context: ZOFIA,
    keep: ["Zofia", "September", "Friday"],
    says: "invoice",
  },
  {
    via: "chat",
    say: "Write an email to Nadia asking for the signed contract and whether the start date is still 1 June?",
    keep: ["Nadia", "1 June"],
    says: "signed contract",
  },
  {
    via: "chat",
    say: "tell the client we can't give a discount but we can extend the payment terms to 60 days",
    keep: ["60 days"],
    says: "payment terms",
  },
  {
    via: "reply",
    say: "reply no thank you we are not interested at this time",
    context: KWAME,
    keep: ["Kwame"],
    says: "not interested",
  },
  {
    via: "reply",
    say: "say I'm happy to join the call, Tuesday or Wednesday afternoon works, and ask him to send an invite",
    context: KWAME,
    keep: ["Kwame", "Tuesday", "Wednesday"],
    says: "invite",
  },
  {
    via: "reply",
    say: "decline, I have a doctor's appointment that day, and ask if she can share the slides afterwards",
    context: NADIA,
    keep: ["Nadia"],
    says: "slides",
  },
  {
    via: "voice",
    say: "please write to Sophie that her access to the dashboard is restored and she should reset her password",
    keep: ["Sophie"],
    says: "password",
  },
  {
    via: "chat",
    say: "need a reply for Ben - no budget left this quarter, maybe in Q3, thanks for the proposal anyway",
    keep: ["Ben", "Q3"],
    says: "budget",
  },
];
