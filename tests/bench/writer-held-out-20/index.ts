/**
 * The twentieth held-out half of the writer benchmark, written on 2026-11-28
 * (sixth session), blind, before that session's tuning, by someone who had
 * seen neither the writer, its tuned cases nor the other held-out halves,
 * from what the README and the docs promise. It is weighted to plain run-on
 * statements (two or three complete statements said with no word between
 * them, the first ending on a noun, a place, a time, an amount or a name;
 * an apology or thanks before a statement; an order or a question next to
 * a statement), with second-language speakers at the joins, and near misses
 * that must stay whole in the same proportion as before. Never to be tuned
 * on: it measures the writer on text nobody tuned it to.
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

export const WRITER_HELD_OUT_20: WriterCase[] = [
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
