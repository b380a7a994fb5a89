import * as openai from "@livekit/agents-plugin-openai";
import type { AiConfig } from "../../config";
import { ensureAgentsRuntime } from "../agents-runtime";
import type { LLMProvider } from "../types";
import { modelLLMProvider } from "./writing-task";

const OPENAI_API_URL = "https://api.openai.com/v1";

/**
 * Local servers (Ollama, llama.cpp, vLLM without --api-key) ignore the key,
 * but the OpenAI SDK refuses to start without one.
 */
const NO_KEY = "no-key";

/**
 * Any server speaking the OpenAI chat completions API: OpenAI itself, or
 * Ollama (http://localhost:11434/v1), vLLM, llama.cpp, LocalAI.
 */
export function createOpenAILLMProvider(config: AiConfig["openai"]): LLMProvider {
  ensureAgentsRuntime();
  // Given explicitly so that the SDK's own OPENAI_BASE_URL fallback cannot
  // disagree with the configuration.
  const endpoint = config.baseUrl ?? OPENAI_API_URL;
  const llm = new openai.LLM({
    model: config.model,
    baseURL: endpoint,
    apiKey: config.apiKey ?? NO_KEY,
  });
  return modelLLMProvider("openai", llm, endpoint);
}
