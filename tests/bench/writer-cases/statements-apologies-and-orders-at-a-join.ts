/**
 * Joins between a whole statement and what follows it (probe 2, K, J and I):
 * a statement ending on a noun, then a new subject and its verb; an apology
 * or thanks formula ("excuse me for the delay", "apologies for …", "sorry for
 * my english"), then a statement; an order after an amount, a time or a
 * date; and the false breaks inside a phrase that the same readings must not
 * make ("costs 90 a night", "the order number is", "… 50 cents, I think").
 * Many voices, second-language speakers above all; with near misses that
 * stay whole (a compound noun, a clause describing a noun).
 *
 * Four cases written for this list are left out, unfixed: "sorry for my bad
 * english i am learning" and "sorry for my english i am still learning" (a
 * clause with "am learning" and no object is read as describing "English",
 * "the English I am learning"), "sorry for bothering you the printer is broken
 * again" ("you" after a verb may be the next subject, so it ends nothing), and
 * "around 5ish works for me text me when you leave" ("text" is no order the
 * writer knows).
 */
import { replied, said, written } from "./builders";
import type { WriterCase } from "./writer-case";

const ANNA = "Hi, can you confirm the details? Thanks, Anna";

export const STATEMENTS_APOLOGIES_AND_ORDERS_AT_A_JOIN: WriterCase[] = [
  // Two plain statements: the break goes after the whole place phrase.
  written(
    "the children are playing in the garden dinner is ready at 7",
    "in the garden. Dinner is ready",
  ),
  written("the kids are in the garden dinner is ready", "in the garden. Dinner is ready"),
  said("the guests are in the living room lunch is almost ready", "living room. Lunch is almost"),
  written(
    "the meeting on the 3rd is cancelled the one on the 10th stays",
    "cancelled. The one on the 10th stays",
  ),
  written(
    "we missed the deadline i need to understand what happened",
    "deadline. I need to understand what happened",
  ),
  said("we missed the bus i need to know why", "bus. I need to know why"),
  // Near misses: a compound noun, a clause describing a noun.
  written("the garden party is on saturday", "The garden party is on Saturday."),
  written("the kids are in the garden party tent", "in the garden party tent."),
  written("the report i am writing is almost done", "The report I am writing is almost done."),
  written("sorry for the mess we made", "Sorry for the mess we made."),
  written("thanks for the book you sent me", "for the book you sent me."),
  // An apology or thanks formula, then a statement.
  written("excuse me for the delay i was in hospital with my mother", "delay. I was in hospital"),
  written("excuse me for the noise we are painting the office", "noise. We are painting"),
  written("apologies for the delay the server was down", "delay. The server was down"),
  said("apologies for the late reply i was travelling", "reply. I was travelling"),
  written("pardon me for the mistake the price is 40 euros", "mistake. The price is 40 euros"),
  written("forgive me for the late answer my son was sick", "answer. My son was sick"),
  written("thanks for the quick answer the invoice is attached", "answer. The invoice is attached"),
  said("excuse me you forgot your umbrella", "Excuse me, you forgot your umbrella."),
  written("excuse me for asking", "Excuse me for asking."),
  written("apologies for the confusion", "Apologies for the confusion."),
  // An order after a statement, after amounts, times and dates.
  written("the tickets cost 20 dollars buy them online", "20 dollars. Buy them online"),
  written("the parking costs 2 pounds an hour bring coins", "an hour. Bring coins"),
  written("the room costs 80 euros per night pay at the desk", "per night. Pay at the desk"),
  written("the meeting is preponed to 10 am kindly adjust your schedule", "10 am. Kindly adjust"),
  written("she is on vacation ask peter instead", "vacation. Ask Peter instead"),
  written("i have send you the photos of the damage please look", "damage. Please look"),
  written("the shop opens on monday the 2nd come early", "Monday the 2nd. Come early"),
  // Near misses: an amount as a subject, a count of things and their verb.
  written("5 dollars buys a coffee here", "5 dollars buys a coffee here."),
  written("we ordered 3 laptops 2 arrived broken", "laptops. 2 arrived broken"),
  // No break inside a phrase: a rate, a date, a compound, a trailing "I think".
  written("the hotel costs 90 a night breakfast included", "The hotel costs 90 a night"),
  written("the apartment costs 700 a month", "The apartment costs 700 a month."),
  written("the deadline is friday the 13th dont be late", "Friday the 13th. Do"),
  written(
    "our fiscal year ends on march 31st reports are due in april",
    "March 31st. Reports are due",
  ),
  replied(
    "i have checked everything the order number is 7 7 3 2 1 it will ship tomorrow",
    ANNA,
    "everything. The order number is",
  ),
  written("the tracking number is on the label", "The tracking number is on the label."),
  written("the total is 240 dollars and 50 cents i think", "50 cents, I think."),
  written("the price is fair i think", "The price is fair, I think."),
  said("the flight is 300 euros i guess", "300 euros, I guess."),
  written("i think the price is fair", "I think the price is fair."),
];
