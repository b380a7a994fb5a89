/**
 * The writer benchmark's second held-out half: cases written on 2026-11-26,
 * after the writer's third tuning round, by someone who had seen neither the
 * writer, its tuned cases nor the first held-out half. Never tuned on;
 * writer.bench.ts prints only their counts unless asked (see its header).
 */
import type { WriterCase } from "../writer-cases";
import { NUMBERS } from "./numbers";
import { QUESTIONS_AND_LISTS } from "./questions-and-lists";
import { REQUESTS } from "./requests";
import { SECOND_LANGUAGE } from "./second-language";
import { SNIPPETS } from "./snippets";
import { SPEECH } from "./speech";
import { STYLES } from "./styles";

export const WRITER_HELD_OUT_2: WriterCase[] = [
  ...REQUESTS,
  ...SPEECH,
  ...NUMBERS,
  ...SECOND_LANGUAGE,
  ...QUESTIONS_AND_LISTS,
  ...SNIPPETS,
  ...STYLES,
];
