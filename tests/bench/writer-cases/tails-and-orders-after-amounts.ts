/**
 * What follows a complete statement ending on an amount, a date or a time:
 * a verbless tail set off with a comma ("… per person, drinks not
 * included", "… per hour, minimum 2 hours", "… look good, 12 percent up"),
 * or an order ("… an hour. Bring coins.", "… on the 12th. Throw it away
 * …", "… Call after 6.").
 * An apology run into a statement ("sorry for my bad english i am learning")
 * is not read here: the statement reads as a clause describing the noun.
 */
import { said, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const TAILS_AND_ORDERS_AFTER_AMOUNTS: WriterCase[] = [
  written("it costs 25 dollars per person drinks not included", "per person, drinks not included."),
  written(
    "the apartment is 700 euros per month electricity included",
    "per month, electricity included.",
  ),
  written("the rate is 35 dollars per hour minimum 2 hours", "per hour, minimum 2 hours."),
  written("the room holds 20 people maximum 25", "20 people, maximum 25."),
  written("thanks for the update the numbers look good 12 percent up", "look good, 12 percent up."),
  said("the costs went up again 5 percent more", "again, 5 percent more."),
  written("the parking costs 2 pounds an hour bring coins", "an hour. Bring coins."),
  written(
    "the milk expires on the 12th throw it away after that",
    "on the 12th. Throw it away after that.",
  ),
  written("the rent is due on the 1st pay it on time", "on the 1st. Pay it on time."),
  written("my phone number is 555 1234 call after 6", "Call after 6."),
  written("the shop opens at 9 call before 10", "at 9. Call before 10."),
  // Near misses.
  said("the kids bring snacks on friday", "The kids bring snacks on Friday."),
  written("the price is 10 euros including drinks", "The price is 10 euros including drinks."),
  written("we sold 12 percent more this year", "We sold 12 percent more this year."),
  written("there is no need to worry", "There is no need to worry."),
  written("i wear gloves in winter", "I wear gloves in winter."),
];
