/**
 * The fourteenth held-out half of the writer benchmark: written on
 * 2026-11-27, blind, before that day's tuning round, by someone who had seen
 * neither the writer, its tuned cases nor the other held-out halves, from
 * what the README and the docs promise. Weighted to run-on dictations (spread
 * over the ways a second clause opens: a pronoun, a name, a noun, a time or a
 * place, an order, a question, an answer or greeting, a number or a list,
 * "then", "also", "so" and "but", with some of three clauses), with near
 * misses that hold a join no editor would break, then requests of one, two
 * and three parts, names and numbers, fillers and snippets, and rewrites of a
 * selection. Never to be tuned on.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { FILLERS_SNIPPETS } from "./fillers-snippets";
import { NAMES_NUMBERS } from "./names-numbers";
import { NEAR_MISSES } from "./near-misses";
import { REQUESTS } from "./requests";
import { REQUESTS_PARTS_REFUSALS } from "./requests-parts-refusals";
import { REWRITES } from "./rewrites";
import { RUNON_ANSWERS_GREETINGS } from "./runon-answers-greetings";
import { RUNON_NAMES } from "./runon-names";
import { RUNON_NOUNS } from "./runon-nouns";
import { RUNON_NUMBERS_LISTS_LINKS } from "./runon-numbers-lists-links";
import { RUNON_ORDERS } from "./runon-orders";
import { RUNON_PRONOUNS } from "./runon-pronouns";
import { RUNON_QUESTIONS } from "./runon-questions";
import { RUNON_THREE_CLAUSES } from "./runon-three-clauses";
import { RUNON_TIME_PLACE } from "./runon-time-place";

export const WRITER_HELD_OUT_14: WriterCase[] = [
  ...RUNON_PRONOUNS,
  ...RUNON_NAMES,
  ...RUNON_NOUNS,
  ...RUNON_TIME_PLACE,
  ...RUNON_ORDERS,
  ...RUNON_QUESTIONS,
  ...RUNON_ANSWERS_GREETINGS,
  ...RUNON_NUMBERS_LISTS_LINKS,
  ...RUNON_THREE_CLAUSES,
  ...NEAR_MISSES,
  ...REQUESTS,
  ...REQUESTS_PARTS_REFUSALS,
  ...NAMES_NUMBERS,
  ...FILLERS_SNIPPETS,
  ...REWRITES,
];
