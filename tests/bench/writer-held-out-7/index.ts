/**
 * The writer benchmark's seventh held-out half: written on 2026-11-26
 * (night), blind, before that night's tuning round, by someone who had seen
 * neither the writer, its tuned cases nor the other held-out halves, from
 * what the README and the docs promise. Weighted to run-on dictations (each
 * naming the clause breaks any editor would make), then requests, names and
 * numbers, fillers and snippets, and rewrites of a selection. Never to be
 * tuned on.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { FILLERS_SNIPPETS } from "./fillers-snippets";
import { NAMES_NUMBERS } from "./names-numbers";
import { REQUESTS_DIRECT } from "./requests-direct";
import { REQUESTS_REPLIES } from "./requests-replies";
import { REWRITES } from "./rewrites";
import { RUN_ONS_OPENERS } from "./run-ons-openers";
import { RUN_ONS_PLACES } from "./run-ons-places";
import { RUN_ONS_SUBJECTS } from "./run-ons-subjects";

export const WRITER_HELD_OUT_7: WriterCase[] = [
  ...RUN_ONS_SUBJECTS,
  ...RUN_ONS_OPENERS,
  ...RUN_ONS_PLACES,
  ...REQUESTS_DIRECT,
  ...REQUESTS_REPLIES,
  ...NAMES_NUMBERS,
  ...FILLERS_SNIPPETS,
  ...REWRITES,
];
