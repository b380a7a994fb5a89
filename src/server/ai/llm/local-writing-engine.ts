/*
 * The built-in writing engine: what answers when no AI model is configured.
 * Everything in writing-engine/ is a plain, deterministic function of its
 * input, built from small tables of rules. It never pretends to understand:
 * what the rules cannot do, it says it cannot do.
 */

import { performWritingTask } from "./writing-engine/respond";
import type { WritingEngine } from "./writing-task";

export { CANNOT_ANSWER } from "./writing-engine/answers";
export { cleanDictation } from "./writing-engine/dictation";
export { type DraftRequest, draftComment, draftReply, transform } from "./writing-engine/drafts";
export {
  type ChatOptions,
  type ChatTurn,
  performWritingTask,
  respond,
  respondSpoken,
} from "./writing-engine/respond";
export { deriveTitle } from "./writing-engine/title";
export { rewrite } from "./writing-engine/tone";

/** The built-in engine's writing: done at once, handed over a word at a time as a model's would be. */
export const builtInWriter: WritingEngine = {
  async *perform(task, signal) {
    for (const word of performWritingTask(task).match(/\S+\s*/g) ?? []) {
      if (signal?.aborted) return;
      yield word;
    }
  },
};
