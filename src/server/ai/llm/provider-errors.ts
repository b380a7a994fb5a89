import { AsyncLocalStorage } from "node:async_hooks";
import { type APIConnectOptions, APIStatusError, APITimeoutError, type llm } from "@livekit/agents";
import { ensureAgentsRuntime } from "../agents-runtime";
import { type LLMProvider, ProviderError } from "../types";
import { NOT_AN_EVENT_STREAM, REPLY_CUT_OFF } from "./complete-replies";
import { StreamIdleError } from "./stream-idle";

/** What, besides the provider's name, makes its error messages specific. */
export interface ProviderErrorContext {
  /** Where the requests go, e.g. `http://localhost:11434/v1`. */
  endpoint?: string;
  /** The model asked for, named when the server does not know it. */
  model?: string;
}

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

const UNREACHABLE =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNRESET|fetch failed|connection error|socket hang up|other side closed/i;
const TIMED_OUT = /timed? ?out|timeout|operation was aborted/i;
const KEY_REFUSED = /API_KEY_INVALID|API key not valid|invalid_api_key|Incorrect API key/i;

/**
 * Turns what the SDKs and the agents plugins throw into a ProviderError whose
 * message a person can act on: it names the provider and says what went
 * wrong (key refused, model unknown, quota, server down or unreachable). The
 * original error stays attached as the cause, for the log.
 */
export function describeProviderError(
  provider: string,
  error: unknown,
  context: ProviderErrorContext = {},
): ProviderError {
  if (error instanceof ProviderError) return error;
  return new ProviderError(provider, explain(error, context), { cause: error });
}

function explain(error: unknown, { endpoint, model }: ProviderErrorContext): string {
  if (error instanceof StreamIdleError) return error.message;
  const text = describeChain(error);
  const broken = [REPLY_CUT_OFF, NOT_AN_EVENT_STREAM].find((words) => text.includes(words));
  if (broken) return broken;
  const status = httpStatus(error, text);
  const server = endpoint ? `the server at ${endpoint}` : "the server";
  if (status === 401 || (status === 400 && KEY_REFUSED.test(text))) {
    return `the API key was refused (${status})`;
  }
  if (status === 403) return "access was denied (403)";
  if (status === 404)
    return model ? `model "${model}" was not found (404)` : "the model was not found (404)";
  if (status === 429) return "rate limit or quota exceeded (429)";
  if (status !== undefined && status >= 500)
    return `the service answered with an error (${status})`;
  if (status === 400) return `the request was rejected (400): ${detail(error)}`;
  if (status !== undefined) return `the request failed (${status}): ${detail(error)}`;
  if (isTimeout(error, text)) return `${server} did not answer in time`;
  if (UNREACHABLE.test(text)) return `${server} could not be reached`;
  const blocked = /blocked - (\w+)/.exec(text);
  if (blocked) return `the reply was blocked (${blocked[1]})`;
  return `the request failed: ${detail(error)}`;
}

/** Messages and error codes down the cause chain, where fetch keeps ECONNREFUSED. */
function describeChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") {
      parts.push(String(current));
      break;
    }
    const { name, message, code, cause } = current as Record<string, unknown>;
    parts.push([name, code, message].filter((part) => typeof part === "string").join(" "));
    current = cause;
  }
  return parts.join(" | ");
}

function httpStatus(error: unknown, text: string): number | undefined {
  if (error instanceof APIStatusError && error.statusCode > 0) return error.statusCode;
  // openai's APIError and @google/genai's ApiError, when met before a plugin wraps them.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400) return status;
  // The Google plugin reads a `code` that @google/genai's ApiError does not
  // have, so the status survives only in the JSON error body it quotes.
  const quoted = /"code":\s*(\d{3})\b/.exec(text);
  return quoted ? Number(quoted[1]) : undefined;
}

function isTimeout(error: unknown, text: string) {
  if (error instanceof APITimeoutError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === "TimeoutError" || name === "APIConnectionTimeoutError" || TIMED_OUT.test(text);
}

/** The server's own words: the message inside a quoted JSON error body, or the error's first line. */
function detail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const quoted = /"message":\s*("(?:[^"\\]|\\.)*")/.exec(message)?.[1];
  const words = quoted ? (JSON.parse(quoted) as string) : (message.split("\n")[0] ?? "");
  return words.replace(/^(Google LLM: (API error - )?|\d{3} )/, "").slice(0, 300);
}

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
