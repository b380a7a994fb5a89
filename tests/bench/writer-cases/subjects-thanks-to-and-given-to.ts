/**
 * Three readings the writer got wrong: a plural subject and a verb it did
 * not know read as a lead with no verb ("staff complain, the app …"),
 * "thanks to" (because of) reworded as thanks, and a clause after who was
 * given to split from what was given ("she gave the kids you met some
 * sweets"). And a past no participle shares after a reporting verb's
 * object ("the school called the trip got cancelled"), which starts a
 * clause; a regular "-ed" there may describe the noun ("we fixed the bug
 * reported yesterday") and stays. Beside them their near misses: real
 * leads, real thanks, and two clauses after a verb of giving.
 */
import { said } from "./builders";
import type { WriterCase } from "./writer-case";

/** The extension's write mode, in a tone. */
const written = (say: string, tone: WriterCase["tone"], ...punctuated: string[]): WriterCase => ({
  via: "write",
  say,
  tone,
  keep: [],
  punctuated,
});

export const SUBJECTS_THANKS_TO_AND_GIVEN_TO: WriterCase[] = [
  // A plural with no "-s", or a verb that takes a clause: a subject and its verb, no lead.
  said("staff complain the app is slow", "Staff complain the app is slow."),
  said("people reckon the shop is closing", "People reckon the shop is closing."),
  said("police suspect the fire was started on purpose", "Police suspect the fire was started"),
  said("children notice when adults argue", "Children notice when adults argue."),
  said("the parents worry the trip is too long", "The parents worry the trip is too long."),
  said("users report the login page is blank", "Users report the login page is blank."),
  // Near misses: leads with no verb keep their comma.
  said("side note the printer on floor two is broken", "Side note, the printer on floor two"),
  said("bottom line we need more time", "Bottom line, we need more time."),
  said("fun fact the office has a gym", "Fun fact, the office has a gym."),
  said("staff meeting the room changed to B12", "Staff meeting, the room changed"),
  // "thanks to" is "because of" in every tone; thanks stay thanks.
  written("thanks to you we won", "professional", "Thanks to you we won."),
  written("thanks to you we won", "formal", "Thanks to you we won."),
  written("thanks to you we won", "friendly", "Thanks to you we won."),
  written("thanks to the rain the match was cancelled", "confident", "Thanks to the rain"),
  written("thanks for the help", "professional", "Thank you for the help."),
  written("thanks a lot for coming", "formal", "Thank you very much for coming."),
  written("thanks for the help", "friendly", "Thanks for the help!"),
  // Who was given to, a clause describing them, then what was given: one sentence.
  said("she gave the kids you met some sweets", "She gave the kids you met some sweets."),
  said(
    "mum showed the guests we invited the garden",
    "Mum showed the guests we invited the garden.",
  ),
  said(
    "we bought the neighbours we like a bottle of wine",
    "We bought the neighbours we like a bottle of wine.",
  ),
  said("I sent the client you called the new contract", "the client you called the new contract."),
  // Near misses: two clauses after a verb of giving.
  said("I sent the file you need it for Monday", "I sent the file. You need it for Monday."),
  said("I paid the hotel you paid the taxi", "I paid the hotel. You paid the taxi."),
  said("she gave the kids their lunch they loved it", "their lunch. They loved it."),
  // A past no participle shares, after a reporting verb's object, starts a clause.
  said("the school called the trip got cancelled", "The school called. The trip got cancelled."),
  said("the airline texted our flight landed early", "The airline texted. Our flight landed"),
  said("the hotel emailed our room went to someone else", "The hotel emailed. Our room went"),
  // Near misses: an "-ed" that may describe the noun stays with it.
  said("we fixed the bug reported yesterday", "We fixed the bug reported yesterday."),
  said("we emailed the customers charged twice", "We emailed the customers charged twice."),
  said("I met the man who came late", "I met the man who came late."),
];
