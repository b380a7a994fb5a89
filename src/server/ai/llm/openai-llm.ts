import * as openai from "@livekit/agents-plugin-openai";
import OpenAI from "openai";
import type { AiConfig } from "../../config";
import { ensureAgentsRuntime } from "../agents-runtime";
import type { LLMProvider } from "../types";
import { completeRepliesOnly } from "./complete-replies";
import { modelLLMProvider } from "./model-writing-engine";

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
  const apiKey = config.apiKey ?? NO_KEY;
  const client = new OpenAI({
    baseURL: endpoint,
    apiKey,
    // The agents stream retries on its own.
    maxRetries: 0,
    fetch: completeRepliesOnly(),
  });
  const llm = new openai.LLM({ model: config.model, baseURL: endpoint, apiKey, client });
  return modelLLMProvider("openai", llm, endpoint);
}
