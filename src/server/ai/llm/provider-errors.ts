/** Provider failures in words a person can act on. */
import { APIStatusError, APITimeoutError } from "@livekit/agents";
import { ProviderError } from "../types";
import { NOT_AN_EVENT_STREAM, REPLY_CUT_OFF } from "./complete-replies";
import { StreamIdleError } from "./stream-idle";

/** What, besides the provider's name, makes its error messages specific. */
export interface ProviderErrorContext {
  /** Where the requests go, e.g. `http://localhost:11434/v1`. */
  endpoint?: string;
  /** The model asked for, named when the server does not know it. */
  model?: string;
}

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
