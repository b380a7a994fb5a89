/**
 * A private held-out split for times and places said between two clauses
 * (times-and-places-between-clauses.ts), written before the fix and not
 * looked at while fixing: other adverbs, verbs and tenses, nouns that are
 * verbs too, other times and places, names from many countries, capitals
 * and lower case, two and three clauses, and near misses. Written before the
 * fix and scored once after it (clauses 20/27, 74.1%, beside the tuned
 * column's 100%); since then its cases are tuned ones.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const TIMES_AND_PLACES_BETWEEN_CLAUSES_PRIVATE: WriterCase[] = [
  said(
    "my cousin works in Dubai at the airport there she checks the bags",
    "airport. There she checks",
  ),
  said(
    "the class was really boring next week i will sit near the window",
    "boring. Next week I will",
  ),
  said("we reached Chiang Mai at night from there we took a tuk tuk", "night. From there we took"),
  said("the dentist opens at eight at one he stops for lunch", "eight. At one he stops"),
  typed(
    "this is the booking page here guests can change the dates",
    "page. Here guests can change",
  ),
  said(
    "the school has a garden behind the gym there the kids plant tomatoes",
    "gym. There the kids plant",
  ),
  said("the ferry was late again next time we book the earlier one", "again. Next time we book"),
  said(
    "the studio is on the fourth floor in the lobby there is a coffee machine",
    "floor. In the lobby there is",
  ),
  typed("i taught english in Osaka for three years there i met my wife", "years. There I met"),
  said("the exam ended at noon afterwards we all went to the pub", "noon. Afterwards we all went"),
  said("we set off before dawn by noon we were at the top", "dawn. By noon we were"),
  said("Olu lives in Ibadan there he has a bakery", "Ibadan. There he has"),
  said(
    "the hostel has a kitchen on the ground floor there guests cook their own meals",
    "floor. There guests cook",
  ),
  said(
    "we drove to the lake in the morning in the afternoon we swam",
    "morning. In the afternoon we swam",
  ),
  typed(
    "that's the old factory there my grandfather worked for forty years",
    "factory. There my grandfather",
  ),
  said("my shift ended at ten tomorrow i start at noon", "ten. Tomorrow I start"),
  said(
    "the kids played in the garden all afternoon later they watched cartoons",
    "afternoon. Later they watched",
  ),
  said(
    "we got to Nice on tuesday there we hired a car the next morning we drove to Monaco",
    "Tuesday. There we hired a car. The next morning we drove",
  ),
  said(
    "the canteen is closed today at lunch there is a food truck outside",
    "today. At lunch there is",
  ),
  typed(
    "Mei studies in Shanghai during the week at weekends she goes home to Suzhou",
    "week. At weekends she goes",
  ),
  said(
    "Dmitri was in Kazan last month over there he visited the kremlin",
    "last month. Over there he visited",
  ),
  // Near misses.
  said("i'll wait for you there we can walk together", "wait for you there. We can walk"),
  said("she teaches there on thursdays", "She teaches there on Thursdays."),
  said("we landed at five in the afternoon", "We landed at five in the afternoon."),
  said("leave the parcel here i will pick it up tonight", "Leave the parcel here. I will pick"),
  said("the bus goes from the square at half past eight", "The bus goes from the square at 8:30."),
  said("he phoned on friday at noon he sounded worried", "Friday at noon. He sounded worried"),
];
