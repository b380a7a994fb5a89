import type { llm } from "@livekit/agents";
import type { LLMProvider } from "../types";
import { writingTaskChat } from "./prompts";
import { guardTask, restoreSnippetsInStream } from "./snippets";
import { namedLLMProvider, streamText } from "./stream-text";
import type { WritingEngine } from "./writing-task";

/**
 * A model as a writing engine: the task becomes a prompt, the answer is the
 * text. Snippets said reach the model as placeholders, which are swapped for
 * their texts as the answer streams, so the model never sees or changes them;
 * so do those a rewrite's ask names, added after the text when not placed.
 */
export function modelWritingEngine(model: llm.LLM): WritingEngine {
  return {
    perform(task, signal) {
      const asked = task.mode === "transform" ? task.instruction : undefined;
      const guarded = guardTask(task.text, asked, task.snippets ?? [], "model");
      const instruction = guarded.instruction ?? task.instruction;
      const chat = writingTaskChat(
        { ...task, text: guarded.text, instruction },
        guarded.said.length > 0,
      );
      return restoreSnippetsInStream(streamText(model, chat, signal), guarded.said);
    },
  };
}

/** A cloud or self-hosted model as a provider: errors named after it, writing tasks prompted. */
export function modelLLMProvider(name: string, model: llm.LLM, endpoint?: string): LLMProvider {
  return { ...namedLLMProvider(name, model, endpoint), writer: modelWritingEngine(model) };
}
