/**
 * The writer benchmark's fifth held-out half, written on 2026-11-26
 * (afternoon), after that day's tuning and before the next, by an engineer
 * who had seen neither the writer, its tuned cases nor any other held-out
 * half: only what the README, docs/extension.md, docs/api.md and the product
 * spec promise, the case type and how each property is scored. It is never
 * to be tuned on: whoever tunes the writer sees only its counts.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { EXTENSION } from "./extension";
import { NUMBERS_AND_FILLERS } from "./numbers-and-fillers";
import { QUESTIONS_AND_TALK } from "./questions-and-talk";
import { REQUESTS } from "./requests";
import { RUN_ONS_PEOPLE } from "./run-ons-people";
import { RUN_ONS_WORK } from "./run-ons-work";
import { SNIPPETS } from "./snippets";

export const WRITER_HELD_OUT_5: WriterCase[] = [
  ...RUN_ONS_WORK,
  ...RUN_ONS_PEOPLE,
  ...REQUESTS,
  ...EXTENSION,
  ...NUMBERS_AND_FILLERS,
  ...SNIPPETS,
  ...QUESTIONS_AND_TALK,
];
