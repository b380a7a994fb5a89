/**
 * The eighteenth held-out half of the writer benchmark, written on 2026-11-28
 * (third session), blind, before that session's tuning, by someone who had seen
 * neither the writer, its tuned cases nor the other held-out halves, from what
 * the README and the docs promise. It keeps the usual mix (run-ons of every
 * kind, near misses, requests, names and numbers, fillers and snippets,
 * rewrites) but is weighted to two things earlier halves did little of: times,
 * dates and amounts said every way a recognizer gives them ("at 3 30", "half
 * past two", "the 5th of may", "2 thousand euros", "15 percent", numbers and
 * codes said digit by digit), and second-language word order and grammar
 * ("yesterday i have sent", "is possible to move", "i am agree", "we are
 * waiting your answer"), where only the joins and marks are scored, never a
 * grammar fix. Never to be tuned on.
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

export const WRITER_HELD_OUT_18: WriterCase[] = [
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
