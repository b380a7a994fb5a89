/**
 * A second private held-out split for breaks at the edge of a noun run,
 * written after the first was scored and the rule widened, before this one
 * was run: other adverbs and times, other possessives, verbs in other
 * tenses, names from many countries, two and three clauses, near misses.
 * Scored once: 16/22 clauses set apart (72.7%). The three it still missed
 * belong to other readings (which clause a time joins, a name or a verb in
 * "-ing" read as a clause's start) and are listed in the round's report.
 */
import { said, typed } from "./builders";
import type { WriterCase } from "./writer-case";

export const BREAKS_AT_THE_EDGE_OF_A_NOUN_RUN_PRIVATE_HELD_OUT_2: WriterCase[] = [
  said(
    "the bakery closed early on friday birthday cakes were all gone",
    "on Friday. Birthday cakes were",
  ),
  said(
    "Tomasz came home late yesterday his work laptop was stolen",
    "yesterday. His work laptop was stolen.",
  ),
  said(
    "the boiler was serviced this week gas bills should drop",
    "this week. Gas bills should drop.",
  ),
  said(
    "Amara trained hard all summer her right knee still hurts",
    "all summer. Her right knee still hurts.",
  ),
  said(
    "the printer broke down again office supplies are running low",
    "down again. Office supplies are",
  ),
  said(
    "we left the party at midnight the last bus had gone",
    "at midnight. The last bus had gone.",
  ),
  said(
    "the new manager started on monday team meetings are now shorter",
    "on Monday. Team meetings are now shorter.",
  ),
  said(
    "my aunt fell in the kitchen this morning her left wrist is broken",
    "this morning. Her left wrist is broken.",
  ),
  said(
    "the power came back at noon the freezer door was open",
    "at noon. The freezer door was open.",
  ),
  said("Yusuf sold his car last year bus tickets cost him more now", "last year. Bus tickets cost"),
  said("the festival starts tomorrow hotel prices have gone up", "tomorrow. Hotel prices have"),
  said("I repaired the bike today the back wheel was bent", "today. The back wheel was bent."),
  typed(
    "the office was cold this morning our heating system failed we worked in coats",
    "this morning. Our heating system failed. We worked",
  ),
  said(
    "Ingrid arrived from Oslo last night her big suitcase got lost",
    "last night. Her big suitcase got lost.",
  ),
  said("the school parking lot is full", "The school parking lot is full."),
  said("our new kitchen table arrived", "Our new kitchen table arrived."),
  said("my right shoulder hurts after yoga", "My right shoulder hurts after yoga."),
  said("the city council members met on tuesday", "The city council members met on Tuesday."),
  typed("before the flight her older sister called", "her older sister called."),
];
