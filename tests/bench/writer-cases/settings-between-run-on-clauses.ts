/**
 * Which of two run-on clauses a time or a place said between them belongs
 * to, read as one setting: after a clause that is whole, a setting opens the
 * next clause when it is an adverb that opens sentences ("afterwards",
 * "meanwhile", "after that", "by then"), when the next clause is "there is"
 * or a question, or when the clause before already ends on a setting of its
 * kind; otherwise it ends the clause before. Said by people of many walks of
 * life and first languages, with near misses that stay whole or keep the
 * setting with the first clause.
 */
import { said, typed, written } from "./builders";
import type { WriterCase } from "./writer-case";

export const SETTINGS_BETWEEN_RUN_ON_CLAUSES: WriterCase[] = [
  said(
    "the workshop is about budgets at three there is a coffee break",
    "budgets. At three there is a coffee break.",
  ),
  said("my class finishes at five afterwards I can pick you up", "five. Afterwards I can pick"),
  said(
    "we stayed at a small hotel in Porto after dinner we walked by the river",
    "Porto. After dinner we walked",
  ),
  said(
    "the office is closed for painting meanwhile calls go to my mobile",
    "painting. Meanwhile calls go",
  ),
  said("the lease ends in June after that the rent goes up", "June. After that the rent goes up."),
  said("the shop was empty all morning by noon it was full", "morning. By noon it was full."),
  typed("Kemal finished the report at noon later he went home", "noon. Later he went home."),
  said(
    "the printer is broken again in the meantime we use the one in the library",
    "again. In the meantime",
  ),
  said(
    "we reached the airport at six by then the gate was closed",
    "six. By then the gate was closed.",
  ),
  written("I finish work at five at six are you free", "five. At six are you free?"),
  written("the lease ends in June after that can we talk", "June. After that can we talk?"),
  said(
    "the kids played in the garden all afternoon in the evening they watched a film",
    "afternoon. In the evening they watched",
  ),
  typed(
    "Oksana lived in Kyiv for ten years then she moved to Warsaw",
    "years. Then she moved to Warsaw.",
  ),
  said("the bus was late this morning then the rain started", "morning. Then the rain started."),
  said(
    "we had lunch at a café near the station in the park there was a concert",
    "station. In the park there was a concert.",
  ),
  written(
    "i cook dinner at seven meanwhile the kids do their homework",
    "seven. Meanwhile the kids do",
  ),
  said(
    "we will finish the roof by Friday after that the painters come",
    "Friday. After that the painters come.",
  ),
  said(
    "the river flooded in March by April the fields were dry",
    "March. By April the fields were dry.",
  ),
  said(
    "Amadou sells fruit at the market all week on Sundays the stalls are closed",
    "week. On Sundays the stalls are closed.",
  ),
  // Near misses.
  said("we met after dinner at the hotel", "We met after dinner at the hotel."),
  said("the train leaves at five on Sunday", "The train leaves at five on Sunday."),
  said("there is a break at three", "There is a break at three."),
  said("I was in Porto last week we loved it", "I was in Porto last week. We loved it."),
  said("the doctor called this morning", "The doctor called this morning."),
  said("the clinic opens at eight in the morning", "The clinic opens at eight in the morning."),
  said("my brother lives in Accra near the beach", "My brother lives in Accra near the beach."),
  said("I worked late yesterday I am tired", "late yesterday. I am tired."),
];
