/**
 * The private held-out split of orders-to-ask-in-the-persons-text.ts,
 * written before the fix and not tuned on: "ask", "tell", "call" and
 * "email" as orders in the person's own text, in other voices and boxes,
 * with near misses that are still requests for a message.
 * Scored once (d57c966d): clauses set apart 10/12, requests carried out 4/4,
 * names and numbers kept 3/3 (14 of 16 cases whole). The two missed were
 * "i have no idea ask ahmed" (the tagger reads "ahmed" as a past) and "ask
 * priya she knows the password" said in a voice session (read as a message
 * asked for with nothing to say); both were fixed after, not blind, and this
 * file became a tuned one.
 */
import { asked, keeping, said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const ORDERS_TO_ASK_IN_THE_PERSONS_TEXT_PRIVATE_HELD_OUT: WriterCase[] = [
  written("the parking is full ask the guard", "The parking is full. Ask the guard."),
  written("ask lucia she speaks french", "Ask Lucia. She speaks French."),
  typed("i lost the receipt ask omar he paid", "I lost the receipt. Ask Omar. He paid."),
  said(
    "if the door is locked call the janitor he has the keys",
    "If the door is locked, call the janitor. He has the keys.",
  ),
  written(
    "the projector is not working email support",
    "The projector is not working. Email support.",
  ),
  written("the cake is in the fridge tell dimitri", "The cake is in the fridge. Tell Dimitri."),
  typed("the menu changed ask the chef", "The menu changed. Ask the chef."),
  written(
    "when you arrive ask the receptionist she will show you the room",
    "When you arrive, ask the receptionist. She will show you the room.",
  ),
  said("ask priya she knows the password", "Ask Priya. She knows the password."),
  written("the invoice looks wrong ask accounting", "The invoice looks wrong. Ask accounting."),
  typed("i have no idea ask ahmed", "I have no idea. Ask Ahmed."),
  written(
    "the van is outside call rosa she is driving today",
    "The van is outside. Call Rosa. She is driving today.",
  ),
  // Near misses: something to ask, so a message to write.
  asked("write", "ask priya if the password changed", "if the password changed"),
  keeping(["Rosa"], asked("chat", "ask rosa to drive the van today", "drive the van today")),
  keeping(
    ["Jin Park"],
    asked("chat", "could you ask jin park whether the samples arrived", "the samples arrived"),
  ),
  keeping(["Lea"], asked("reply", "ask lea about the invoice", "about the invoice")),
];
