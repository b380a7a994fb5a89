/**
 * The sixth held-out half of the writer benchmark: written on 2026-11-26,
 * blind, by someone who had seen neither the writer, its tuned cases nor the
 * other halves, before that session's tuning round, from what the README and
 * the docs promise. Run-on dictations weigh most, then requests, then names
 * and numbers, fillers, snippets and rewrites. Never to be tuned on: whoever
 * changes the writer does not open this folder.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { FILLERS_AND_SNIPPETS } from "./fillers-and-snippets";
import { NAMES_AND_NUMBERS } from "./names-and-numbers";
import { REQUESTS_DIRECT } from "./requests-direct";
import { REQUESTS_IN_REPLIES } from "./requests-in-replies";
import { RUN_ONS_MOMENTS } from "./run-ons-moments";
import { RUN_ONS_OPENINGS } from "./run-ons-openings";
import { RUN_ONS_VOICES } from "./run-ons-voices";
import { TRANSFORMS } from "./transforms";

export const WRITER_HELD_OUT_6: WriterCase[] = [
  ...RUN_ONS_OPENINGS,
  ...RUN_ONS_MOMENTS,
  ...RUN_ONS_VOICES,
  ...REQUESTS_DIRECT,
  ...REQUESTS_IN_REPLIES,
  ...NAMES_AND_NUMBERS,
  ...FILLERS_AND_SNIPPETS,
  ...TRANSFORMS,
];
