/**
 * Private held-out split for "reply <message>" said with no "saying" (see
 * replies-said-without-saying.ts): written before the fix, varied in the
 * message's first word (a yes or no, a courtesy, a pronoun, a name, a noun,
 * a question), its tenses and its number of sentences, and not looked at
 * while fixing. Scored once after the fix: requests 17/17, no instruction
 * left 17/17, clauses 19/21 ("reply sorry I …" and "reply could we …" had
 * their first word read as whom the reply is for). Tuned since.
 */

import { bare, replied } from "./builders";
import { INVITE, MARCUS, PRIYA, TOMASZ } from "./threads";
import type { WriterCase } from "./writer-case";

export const REPLIES_SAID_WITHOUT_SAYING_PRIVATE_HELD_OUT: WriterCase[] = [
  bare("reply absolutely thursday suits me", MARCUS, "Thursday suits me", "Thursday suits me."),
  bare(
    "reply no problem I resent the invoice this morning",
    TOMASZ,
    "resent the invoice this morning",
    "this morning.",
  ),
  bare("reply we would love to come", INVITE, "love to come", "We would love to come."),
  bare("reply the deck needs two more days", PRIYA, "needs two more days", "two more days."),
  bare("reply Hannah will present instead", INVITE, "Hannah will present instead", "instead."),
  bare("reply yes please book the small room", MARCUS, "book the small room", "small room."),
  bare("reply sorry I cannot this week how about next week", MARCUS, "next week", "next week?"),
  bare(
    "reply it was paid on the 3rd the bank can confirm",
    TOMASZ,
    "bank can confirm",
    "The bank can confirm.",
  ),
  bare("reply glad to hear it", PRIYA, "glad to hear it", "to hear it."),
  bare("reply they have already signed", TOMASZ, "already signed", "already signed."),
  bare(
    "reply friday morning is fine I will call you",
    MARCUS,
    "call you",
    "fine. I will call you.",
  ),
  bare("reply noted thanks", PRIYA, "noted", "Noted"),
  bare(
    "reply our team has two questions about the agenda",
    INVITE,
    "two questions about the agenda",
    "about the agenda.",
  ),
  bare(
    "reply just checked it went through yesterday",
    TOMASZ,
    "went through yesterday",
    "yesterday.",
  ),
  bare("reply could we do it over lunch", PRIYA, "over lunch", "over lunch?"),
  bare(
    "reply i am on holiday until the 20th my colleague Wei can help",
    MARCUS,
    "Wei can help",
    "Wei can help.",
  ),
  replied("the reply from Marcus was short", MARCUS, "was short."),
  replied("I will reply after lunch", PRIYA, "I will reply after lunch."),
  replied("reply soon", MARCUS, "Reply soon."),
  replied("waiting for your reply", TOMASZ, "your reply"),
  bare("reply to Priya and tell her the deck is ready", PRIYA, "deck is ready"),
];
