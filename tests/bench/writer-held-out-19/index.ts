/**
 * The nineteenth held-out half of the writer benchmark, written on 2026-11-28
 * (fourth session), blind, before that session's tuning, by someone who had
 * seen neither the writer, its tuned cases nor the other held-out halves, from
 * what the README and the docs promise. It is weighted to times, dates and
 * amounts said every way a recogniser gives them ("3 30", "half past two",
 * "the 5th of may", "15 percent", codes and phone numbers digit by digit,
 * durations), to second-language word order and grammar at the joins between
 * clauses ("yesterday i have sent", "i am agree", "he don't know", "please to
 * confirm until friday", "waiting your answer since two weeks", dropped
 * articles and subjects), and to a fair share of plain everyday run-ons. It
 * is never to be tuned on.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { FILLERS_SNIPPETS } from "./fillers-snippets";
import { NAMES_NUMBERS } from "./names-numbers";
import { NEAR_MISSES } from "./near-misses";
import { REQUESTS } from "./requests";
import { REWRITES } from "./rewrites";
import { RUNON_ANSWERS_GREETINGS } from "./runon-answers-greetings";
import { RUNON_NOUNS } from "./runon-nouns";
import { RUNON_NUMBERS_LISTS_THEN } from "./runon-numbers-lists-then";
import { RUNON_ORDERS_QUESTIONS } from "./runon-orders-questions";
import { RUNON_PRONOUNS_NAMES } from "./runon-pronouns-names";
import { RUNON_TIME_PLACE } from "./runon-time-place";

export const WRITER_HELD_OUT_19: WriterCase[] = [
  ...RUNON_PRONOUNS_NAMES,
  ...RUNON_NOUNS,
  ...RUNON_TIME_PLACE,
  ...RUNON_ORDERS_QUESTIONS,
  ...RUNON_ANSWERS_GREETINGS,
  ...RUNON_NUMBERS_LISTS_THEN,
  ...NEAR_MISSES,
  ...REQUESTS,
  ...NAMES_NUMBERS,
  ...FILLERS_SNIPPETS,
  ...REWRITES,
];
