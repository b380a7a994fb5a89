/**
 * The writer benchmark's held-out half: cases written before the writer was
 * changed for issue 24, by many voices, and never tuned on. writer.bench.ts
 * prints only their counts unless asked (see its header).
 */
import type { WriterCase } from "../writer-cases";
import { NUMBERS } from "./numbers";
import { QUESTIONS_AND_LISTS } from "./questions-and-lists";
import { REQUESTS } from "./requests";
import { SECOND_LANGUAGE } from "./second-language";
import { SNIPPETS } from "./snippets";
import { SPEECH } from "./speech";
import { STYLES } from "./styles";

export const WRITER_HELD_OUT: WriterCase[] = [
  ...REQUESTS,
  ...SPEECH,
  ...NUMBERS,
  ...SECOND_LANGUAGE,
  ...QUESTIONS_AND_LISTS,
  ...SNIPPETS,
  ...STYLES,
];
