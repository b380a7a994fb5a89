/*
 * The built-in writing engine: what answers when no AI model is configured.
 * Everything in writing-engine/ is a plain, deterministic function of its
 * input, built from small tables of rules. It never pretends to understand:
 * what the rules cannot do, it says it cannot do.
 */

import { cleanDictation as cleanDictationRules } from "./writing-engine/dictation";
import * as drafts from "./writing-engine/drafts";
import { readingOnce } from "./writing-engine/parts-of-speech";
import * as responses from "./writing-engine/respond";
import { deriveTitle as deriveTitleRules } from "./writing-engine/title";
import { rewrite as rewriteRules } from "./writing-engine/tone";
import type { WritingEngine } from "./writing-task";

export { CANNOT_ANSWER } from "./writing-engine/answers";
export type { DraftRequest } from "./writing-engine/drafts";
export type { ChatOptions, ChatTurn } from "./writing-engine/respond";

/** One call of the writer, in which each text is tagged once however often its rules read it. */
function oneCall<A extends unknown[], R>(rules: (...args: A) => R): (...args: A) => R {
  return (...args) => readingOnce(() => rules(...args));
}

export const cleanDictation = oneCall(cleanDictationRules);
export const draftComment = oneCall(drafts.draftComment);
export const draftReply = oneCall(drafts.draftReply);
export const transform = oneCall(drafts.transform);
export const performWritingTask = oneCall(responses.performWritingTask);
export const respond = oneCall(responses.respond);
export const respondSpoken = oneCall(responses.respondSpoken);
export const deriveTitle = oneCall(deriveTitleRules);
export const rewrite = oneCall(rewriteRules);

/** The built-in engine's writing: done at once, handed over a word at a time as a model's would be. */
export const builtInWriter: WritingEngine = {
  async *perform(task, signal) {
    for (const word of performWritingTask(task).match(/\S+\s*/g) ?? []) {
      if (signal?.aborted) return;
      yield word;
    }
  },
};
