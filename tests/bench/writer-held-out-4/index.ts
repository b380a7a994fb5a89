/**
 * The fourth held-out half of the writer benchmark, written on 2026-11-26
 * (afternoon) by an engineer who had seen neither the writer's source, its
 * tuned cases nor the other held-out halves, from what the README and the
 * docs promise, before that session's tuning. Never tune on these cases.
 */
import type { WriterCase } from "../writer-cases/writer-case";
import { CONVERSATION } from "./conversation";
import { EXTENSION_MODES } from "./extension-modes";
import { FILLERS_AND_CORRECTIONS } from "./fillers-and-corrections";
import { NUMBERS_AND_NAMES } from "./numbers-and-names";
import { REQUESTS } from "./requests";
import { RUN_ON_SPEECH } from "./run-on-speech";
import { SNIPPETS } from "./snippets";

export const WRITER_HELD_OUT_4: WriterCase[] = [
  ...REQUESTS,
  ...RUN_ON_SPEECH,
  ...NUMBERS_AND_NAMES,
  ...FILLERS_AND_CORRECTIONS,
  ...SNIPPETS,
  ...EXTENSION_MODES,
  ...CONVERSATION,
];
