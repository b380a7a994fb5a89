/** A model's reply as text, whichever provider answers: streamed, or whole. */
import { AsyncLocalStorage } from "node:async_hooks";
import type { APIConnectOptions, llm } from "@livekit/agents";
import { ensureAgentsRuntime } from "../agents-runtime";
import type { LLMProvider } from "../types";
import { describeProviderError } from "./provider-errors";

/**
 * Text chat waits for a whole answer while a person watches, so a dead server
 * should fail soon rather than after the agents default of four attempts.
 * The timeout is generous because @google/genai keeps it armed while the body
 * streams (it bounds a whole Gemini reply), and an Ollama loading a model can
 * take tens of seconds before its first byte.
 */
const CHAT_CONNECT_OPTIONS: APIConnectOptions = {
  maxRetry: 1,
  retryIntervalMs: 500,
  timeoutMs: 60_000,
};

/**
 * streamText is handed a bare plugin instance, so the name and address its
 * errors carry are kept beside each instance by the factory that made it.
 */
const identities = new WeakMap<llm.LLM, { name: string; endpoint?: string }>();

/** An LLM whose failures streamText names, with the server it talks to if any. */
export function namedLLMProvider(
  name: string,
  llm: llm.LLM,
  endpoint?: string,
): Omit<LLMProvider, "writer"> {
  identities.set(llm, { name, endpoint });
  return { name, llm };
}

interface FailureScope {
  failure?: Error;
}

/**
 * An LLMStream never throws to its reader: when run() fails for good, the
 * base class emits an 'error' event on the LLM instance and then just ends
 * the stream, as if the reply were complete. That instance is shared by every
 * conversation, so the event is matched to its stream through the async
 * context in which the stream was made (its work starts from a timer set in
 * its constructor, which carries that context).
 */
const failureScopes = new AsyncLocalStorage<FailureScope>();
const watched = new WeakSet<llm.LLM>();

function watchFailures(target: llm.LLM) {
  if (watched.has(target)) return;
  watched.add(target);
  target.on("error", (event) => {
    const scope = failureScopes.getStore();
    if (scope && !event.recoverable) scope.failure = event.error;
  });
}

/**
 * The reply to `chatCtx` as it arrives, one text delta at a time, from any
 * provider's LLM. Aborting `signal`, or the reader stopping early, closes the
 * stream (and the HTTP request under it); an aborted stream ends quietly, so
 * the caller tells a stop from a finished reply by its own signal. A failing
 * provider throws a ProviderError naming it (an instance not made through
 * namedLLMProvider is named by its plugin label).
 */
export async function* streamText(
  target: llm.LLM,
  chatCtx: llm.ChatContext,
  signal?: AbortSignal,
  connOptions: APIConnectOptions = CHAT_CONNECT_OPTIONS,
): AsyncGenerator<string, void, undefined> {
  if (signal?.aborted) return;
  ensureAgentsRuntime();
  const { name, endpoint } = identities.get(target) ?? { name: target.label() };
  const context = { endpoint, model: target.model === "unknown" ? undefined : target.model };
  watchFailures(target);
  const scope: FailureScope = {};
  let stream: llm.LLMStream;
  try {
    stream = failureScopes.run(scope, () => target.chat({ chatCtx, connOptions }));
  } catch (error) {
    throw describeProviderError(name, error, context);
  }
  const stop = () => stream.close();
  signal?.addEventListener("abort", stop, { once: true });
  try {
    for await (const chunk of stream) {
      if (signal?.aborted) return;
      if (chunk.delta?.content) yield chunk.delta.content;
    }
    if (scope.failure && !signal?.aborted) {
      throw describeProviderError(name, scope.failure, context);
    }
  } finally {
    signal?.removeEventListener("abort", stop);
    stream.close();
  }
}

/** The whole reply as one string, trimmed: what {@link streamText} yields, joined. */
export async function collectText(
  target: llm.LLM,
  chatCtx: llm.ChatContext,
  signal?: AbortSignal,
  connOptions?: APIConnectOptions,
): Promise<string> {
  let text = "";
  for await (const delta of streamText(target, chatCtx, signal, connOptions)) text += delta;
  return text.trim();
}
