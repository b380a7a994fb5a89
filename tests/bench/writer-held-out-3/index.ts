/**
 * The writer benchmark's third held-out half: cases written on 2026-11-26 by
 * someone who had seen neither the writer, its tuned cases nor the other two
 * held-out halves, only the properties they are scored on and what the
 * product promises. Never tuned on; writer.bench.ts prints only their counts
 * unless asked (see its header).
 */
import type { WriterCase } from "../writer-cases";
import { EXTENSION_MODES } from "./extension-modes";
import { NUMBERS } from "./numbers";
import { QUESTIONS_AND_LISTS } from "./questions-and-lists";
import { REQUESTS } from "./requests";
import { SECOND_LANGUAGE } from "./second-language";
import { SNIPPETS } from "./snippets";
import { STATEMENTS } from "./statements";

export const WRITER_HELD_OUT_3: WriterCase[] = [
  ...REQUESTS,
  ...STATEMENTS,
  ...NUMBERS,
  ...SECOND_LANGUAGE,
  ...QUESTIONS_AND_LISTS,
  ...SNIPPETS,
  ...EXTENSION_MODES,
];
