/**
 * Times and dates at the join of two clauses: "am" or "pm" after a typed
 * hour belongs to the time ("at 10 am. We …", never "at 10. Am we …"),
 * a day's figure after its weekday or month belongs to the date ("Friday
 * the 13th. Do not …"), and a day told from now after an hour stays with
 * it when an order follows ("at 6 tomorrow. Do not forget …"), and so does a
 * part of the day after a clock hour ("at 6 in the morning. Please …").
 */
import { replied, said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

const ANNA = "Hi, can you confirm the details? Thanks, Anna";

export const TIMES_AND_DATES_AT_A_JOIN: WriterCase[] = [
  written("the store opens at 10 am we should be there early", "at 10 am. We should"),
  written("the server was down from 2 am to 4 am we lost some data", "from 2 am to 4 am. We lost"),
  written("the flight is at 6 am i need to leave at 3 30 am", "at 6 am. I need", "at 3:30 am."),
  said("my shift starts at 7 am i usually take the bus", "at 7 am. I usually"),
  typed("the gym opens at 6 am we can go before work", "at 6 am. We can"),
  written("the backup runs every night at 1 am it takes about an hour", "at 1 am. It takes"),
  said("the kids wake up at 5 am they are very tired", "at 5 am. They are"),
  written("the shop opens at 8 am the bakery opens earlier", "at 8 am. The bakery"),
  replied(
    "the meeting is moved to next wednesday at 2 pm is that ok for you",
    ANNA,
    "at 2 pm. Is that",
  ),
  written("my train leaves at 4 pm i will call you from the station", "at 4 pm. I will call"),
  written("the deadline is friday the 13th dont be late", "Friday the 13th. Do not be late"),
  written(
    "our fiscal year ends on march 31st reports are due in april",
    "on March 31st. Reports are due",
  ),
  said("the party is on saturday the 5th i will bring a cake", "Saturday the 5th. I will bring"),
  written("the course starts on monday the 2nd it lasts two weeks", "Monday the 2nd. It lasts"),
  said("the party is on saturday the 5th bring something to drink", "Saturday the 5th. Bring"),
  written("the party is on the 5th we start at 8", "on the 5th. We start"),
  written("the invoice is due on april 30th please pay on time", "April 30th. Please pay"),
  typed("the rent is due on june 1st we pay by transfer", "June 1st. We pay"),
  written("see you at 6 tomorrow dont forget the tickets", "at 6 tomorrow. Do not forget"),
  written("the sale ends at midnight tonight dont miss it", "at midnight tonight. Do not miss it"),
  said("the bus leaves at 8 tomorrow please be on time", "at 8 tomorrow. Please be"),
  written(
    "we arrive tomorrow at 6 in the morning please wait us at the airport",
    "at 6 in the morning. Please wait",
  ),
  written(
    "we open on 3 march at 10 in the morning everyone is invited",
    "at 10 in the morning. Everyone is",
  ),
  said(
    "the meeting is tomorrow at 9 in the morning i will send the agenda",
    "at 9 in the morning. I will send",
  ),
  written("we landed at midnight in the morning we took a taxi", "at midnight. In the morning"),
];
