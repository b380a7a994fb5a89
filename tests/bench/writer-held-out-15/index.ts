/**
 * The fifteenth held-out half of the writer benchmark: written on 2026-11-27,
 * blind, before that day's tuning, by someone who had seen neither the
 * writer, its tuned cases nor the other held-out halves, from what the README
 * and the docs promise. Weighted to run-on dictations (spread over the ways a
 * second clause opens: a pronoun or a name, a noun, a time or a place, an
 * order or a question, an answer or a greeting, a number or a list, "then",
 * "also", "so" and "but"), with near misses that hold a join no editor would
 * break, then requests of one, two and three parts, names and numbers,
 * fillers and snippets, and rewrites of a selection. Never to be tuned on.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { FILLERS_SNIPPETS } from "./fillers-snippets";
import { NAMES_NUMBERS } from "./names-numbers";
import { NEAR_MISSES } from "./near-misses";
import { REQUESTS } from "./requests";
import { REQUESTS_PARTS_REFUSALS } from "./requests-parts-refusals";
import { REWRITES } from "./rewrites";
import { RUNON_ANSWERS_GREETINGS } from "./runon-answers-greetings";
import { RUNON_NOUNS } from "./runon-nouns";
import { RUNON_NUMBERS_LISTS_THEN } from "./runon-numbers-lists-then";
import { RUNON_ORDERS_QUESTIONS } from "./runon-orders-questions";
import { RUNON_PRONOUNS_NAMES } from "./runon-pronouns-names";
import { RUNON_TIME_PLACE } from "./runon-time-place";

export const WRITER_HELD_OUT_15: WriterCase[] = [
  ...RUNON_PRONOUNS_NAMES,
  ...RUNON_NOUNS,
  ...RUNON_TIME_PLACE,
  ...RUNON_ORDERS_QUESTIONS,
  ...RUNON_ANSWERS_GREETINGS,
  ...RUNON_NUMBERS_LISTS_THEN,
  ...NEAR_MISSES,
  ...REQUESTS,
  ...REQUESTS_PARTS_REFUSALS,
  ...NAMES_NUMBERS,
  ...FILLERS_SNIPPETS,
  ...REWRITES,
];
