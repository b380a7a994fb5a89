/**
 * Questions asked in a reply or a comment, requests to ask something, and
 * lists said aloud ("first… second… and finally…", "number one… number two…").
 */
import type { WriterCase } from "../writer-cases";
import {
  AISHA,
  HIROSHI,
  LIAM,
  NADIA,
  OLGA,
  POST_ARTICLE,
  POST_CONFERENCE,
  POST_HIRING,
  RAFAEL,
} from "./contexts";

export const QUESTIONS_AND_LISTS: WriterCase[] = [
  {
    via: "reply",
    say: "did you get my email from Monday about the figures",
    context: LIAM,
    keep: ["Liam", "Monday"],
  },
  {
    via: "comment",
    say: "is there a recording of the talk somewhere",
    context: POST_CONFERENCE,
    keep: [],
  },
  {
    via: "comment",
    say: "is the role remote or hybrid and do you sponsor visas",
    context: POST_HIRING,
    keep: [],
  },
  {
    via: "reply",
    say: "what's the delivery window for Porto and does the price include installation",
    context: RAFAEL,
    keep: ["Rafael", "Porto"],
  },
  {
    via: "reply",
    say: "would you prefer a call on Monday or Tuesday to go through the details?",
    context: HIROSHI,
    keep: ["Monday", "Tuesday"],
  },
  {
    via: "chat",
    say: "ask Ingrid if the kickoff is still on the 2nd and whether she needs anything from us before then",
    keep: ["Ingrid", "2nd"],
    says: "kickoff",
  },
  {
    via: "voice",
    say: "could you ask Nadia where the offsite is exactly and if there is parking",
    keep: ["Nadia"],
    says: "parking",
  },
  {
    via: "voice",
    say: "write a message to the team first the office is closed on Friday second the new badges arrive Monday and finally please clean your desks before you leave",
    keep: ["Friday", "Monday"],
    says: "badges",
  },
  {
    via: "reply",
    say: "three things first make sure the backups run second inform the support team and third please send me the timeline",
    context: OLGA,
    keep: ["Olga"],
  },
  {
    via: "chat",
    say: "send Carlos a list of what we still need from him: the signed contract, a copy of his ID, and his bank account number",
    keep: ["Carlos", "ID"],
    says: "signed contract",
  },
  {
    via: "comment",
    say: "what works for us is number one write decisions down number two keep one source of truth and number three review the docs every quarter",
    context: POST_ARTICLE,
    keep: [],
  },
  {
    via: "voice",
    say: "the agenda for Thursday is one the budget two hiring and three the office move",
    keep: ["Thursday"],
  },
  {
    via: "reply",
    say: "to process the refund we need your order number a photo of the damage and the date you received it",
    context: AISHA,
    keep: ["Aisha"],
  },
  {
    via: "chat",
    say: "draft an email to Mei with the changes: the blue should be darker, the logo 2 mm smaller, and the box matte instead of glossy",
    keep: ["Mei", "2 mm"],
    says: "matte",
  },
  {
    via: "reply",
    say: "a few questions what time does it start is lunch included and can I bring a colleague",
    context: NADIA,
    keep: ["Nadia"],
  },
  {
    via: "voice",
    say: "before the trip I need to book the hotel rent a car and get the visa all by next Friday",
    keep: ["Friday"],
  },
  {
    via: "comment",
    say: "quick question how long did the whole migration take you and would you do it again",
    context: POST_ARTICLE,
    keep: [],
  },
];
