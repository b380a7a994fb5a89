import type { llm } from "@livekit/agents";
import type { LLMProvider } from "../types";
import { writingTaskChat } from "./prompts";
import { namedLLMProvider, streamText } from "./stream-text";
import type { WritingEngine } from "./writing-task";

/** A model as a writing engine: the task becomes a prompt, the answer is the text. */
export function modelWritingEngine(model: llm.LLM): WritingEngine {
  return { perform: (task, signal) => streamText(model, writingTaskChat(task), signal) };
}

/** A cloud or self-hosted model as a provider: errors named after it, writing tasks prompted. */
export function modelLLMProvider(name: string, model: llm.LLM, endpoint?: string): LLMProvider {
  return { ...namedLLMProvider(name, model, endpoint), writer: modelWritingEngine(model) };
}
