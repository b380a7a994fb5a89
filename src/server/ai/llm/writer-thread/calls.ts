/**
 * What the built-in writer is asked, as calls that answer later: in this
 * thread (a voice host, the LiveKit worker, a test) or in a thread of its
 * own (the API process, whose event loop does no heavy work).
 */
import { type ChatTurn, performWritingTask, respond, respondSpoken } from "../local-writing-engine";
import type { WritingEngine, WritingTask } from "../writing-task";

export interface WriterCalls {
  /** The task done, whole. */
  perform(task: WritingTask, signal?: AbortSignal): Promise<string>;
  /** The answer to a chat, typed or spoken. */
  answer(turns: ChatTurn[], spoken: boolean, signal?: AbortSignal): Promise<string>;
}

/** The writer on the calling thread's event loop. */
export const writerHere: WriterCalls = {
  perform: async (task) => performWritingTask(task),
  answer: async (turns, spoken) => (spoken ? respondSpoken(turns) : respond(turns)),
};

/** The writer's finished text handed over a word at a time, as a model's would be. */
export function writingEngineOn(calls: WriterCalls): WritingEngine {
  return {
    async *perform(task, signal) {
      for (const word of (await calls.perform(task, signal)).match(/\S+\s*/g) ?? []) {
        if (signal?.aborted) return;
        yield word;
      }
    },
  };
}
