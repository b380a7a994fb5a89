import * as google from "@livekit/agents-plugin-google";
import type { AiConfig } from "../../config";
import { ensureAgentsRuntime } from "../agents-runtime";
import { type LLMProvider, ProviderError } from "../types";
import { modelLLMProvider } from "./model-writing-engine";

/**
 * Gemini through @google/genai: Vertex AI (Application Default Credentials)
 * when a Google Cloud project is configured, the Gemini API with a key
 * otherwise. `overrides.baseUrl` points the SDK elsewhere, at a local fake in
 * tests.
 */
export function createGeminiLLMProvider(
  config: AiConfig["gemini"],
  overrides: { baseUrl?: string } = {},
): LLMProvider {
  ensureAgentsRuntime();
  // Both modes are spelled out so that the plugin's own fallbacks
  // (GOOGLE_GENAI_USE_VERTEXAI, GOOGLE_API_KEY) cannot override the configuration.
  let auth:
    | { vertexai: true; project: string; location: string }
    | { vertexai: false; apiKey: string };
  if (config.project) {
    auth = { vertexai: true, project: config.project, location: config.location };
  } else if (config.apiKey) {
    auth = { vertexai: false, apiKey: config.apiKey };
  } else {
    throw new ProviderError("gemini", "set GOOGLE_CLOUD_PROJECT (Vertex AI) or GEMINI_API_KEY");
  }
  const llm = new CancellableGeminiLLM({
    model: config.model,
    ...auth,
    httpOptions: overrides.baseUrl ? { baseUrl: overrides.baseUrl } : undefined,
  });
  return modelLLMProvider("gemini", llm, overrides.baseUrl ?? defaultEndpoint(auth));
}

/** Where @google/genai sends requests by default, for error messages. */
function defaultEndpoint(auth: { vertexai: boolean; location?: string }) {
  if (!auth.vertexai) return "https://generativelanguage.googleapis.com";
  if (auth.location === "global") return "https://aiplatform.googleapis.com";
  if (auth.location === "us" || auth.location === "eu") {
    return `https://aiplatform.${auth.location}.rep.googleapis.com`;
  }
  return `https://${auth.location}-aiplatform.googleapis.com`;
}

/**
 * The plugin never hands its stream's abort signal to @google/genai, so a
 * closed stream would go on reading the reply in the background until the
 * server finished. Each stream here gets a signal of its own, aborted when
 * the stream closes. The failure that abort causes is not the provider
 * failing, so it is kept from the retry loop and from the LLM's 'error'
 * event (which a voice session counts towards giving up).
 */
class CancellableGeminiLLM extends google.LLM {
  override chat(options: Parameters<google.LLM["chat"]>[0]): google.LLMStream {
    const request = new AbortController();
    const stream = super.chat({
      ...options,
      extraKwargs: { ...options.extraKwargs, abortSignal: request.signal },
    });
    const close = stream.close.bind(stream);
    stream.close = () => {
      request.abort();
      close();
    };
    // run() is what the base class's retry loop calls, from a timer that has
    // not fired yet; it is protected, hence the cast.
    const internals = stream as unknown as { run(): Promise<void> };
    const run = internals.run.bind(stream);
    internals.run = async () => {
      try {
        await run();
      } catch (error) {
        if (!request.signal.aborted) throw error;
      }
    };
    return stream;
  }
}
