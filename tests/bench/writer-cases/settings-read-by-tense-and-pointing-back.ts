/**
 * A time or a place said between two run-on clauses, read by which clause
 * it fits: a past time goes with the clause whose verb is past, a future
 * time with the clause that says "will" or "going to", words pointing back
 * ("after that", "afterwards", "later") open the clause after, and a first
 * clause that already has its own time or place after its verb leaves the
 * setting to the next one. Said by people of many walks of life and first
 * languages, with near misses that stay whole or keep the setting with the
 * first clause.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SETTINGS_READ_BY_TENSE_AND_POINTING_BACK: WriterCase[] = [
  said(
    "the clinic closes at five today tomorrow we open at eight",
    "today. Tomorrow we open at eight.",
  ),
  said(
    "I worked in Warsaw for two years after that I moved to Lisbon",
    "years. After that I moved to Lisbon.",
  ),
  said(
    "the shop was empty all afternoon in the evening it was packed",
    "afternoon. In the evening it was packed.",
  ),
  said("my class finishes at four afterwards I can pick you up", "four. Afterwards I can pick"),
  said(
    "your scan looks fine next week the doctor will explain it",
    "fine. Next week the doctor will explain it.",
  ),
  said(
    "the boiler works now last night it made a loud noise",
    "now. Last night it made a loud noise.",
  ),
  said("we did well this year next year we need more staff", "year. Next year we need more"),
  said(
    "we stayed at a hostel near the port on the last day we took a boat",
    "port. On the last day we took a boat.",
  ),
  typed("the contract looks good tomorrow I will sign it", "good. Tomorrow I will sign it."),
  said(
    "my knee feels better next month I am going to run again",
    "better. Next month I am going to run again.",
  ),
  typed(
    "Ngozi is very busy these days next week she will have more time",
    "days. Next week she will have more time.",
  ),
  said(
    "the kitchen is clean again yesterday the kids made a big mess",
    "again. Yesterday the kids made a big mess.",
  ),
  said("the road is open now last week it was closed for repairs", "now. Last week it was closed"),
  said(
    "we close the office at six on weekdays on Saturday we open at nine",
    "weekdays. On Saturday we open at nine.",
  ),
  said("Tomasz teaches in the morning later he drives a taxi", "morning. Later he drives a taxi."),
  said(
    "I lived in Nairobi for five years afterwards we moved to Mombasa",
    "years. Afterwards we moved to Mombasa.",
  ),
  written(
    "the invoice is ready now next Monday I will send it to the client",
    "now. Next Monday I will send it",
  ),
  said(
    "my sister is a nurse last year she worked in a hospital in Manila",
    "nurse. Last year she worked",
  ),
  said(
    "the bakery sells bread until noon in the afternoon it sells cakes",
    "noon. In the afternoon it sells cakes.",
  ),
  said(
    "we walk to school every day tomorrow we are going to take the bus",
    "day. Tomorrow we are going to take the bus.",
  ),
  typed(
    "the meeting room is free at two at four the cleaners come",
    "two. At four the cleaners come.",
  ),
  said(
    "Hiroshi cooks at home during the week on weekends we eat out",
    "week. On weekends we eat out.",
  ),
  // Near misses: the setting stays with the first clause, or the sentence stays whole.
  said("she moved to Lisbon after that", "She moved to Lisbon after that."),
  said("I can pick you up afterwards", "I can pick you up afterwards."),
  said("the doctor will call you tomorrow at ten", "The doctor will call you tomorrow at ten."),
  said("we met at the station yesterday", "We met at the station yesterday."),
  said(
    "I will finish the report tomorrow the boss is waiting",
    "report tomorrow. The boss is waiting.",
  ),
  said("we bought a new car last week it is red", "car last week. It is red."),
  said("the painters will come next week", "The painters will come next week."),
  said("my son started school yesterday he loved it", "school yesterday. He loved it."),
];
