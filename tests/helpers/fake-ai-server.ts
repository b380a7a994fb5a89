import { once } from "node:events";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** One request as the fake received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query string, e.g. `/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
  /** Resolves once the connection carrying the answer has closed, however that happened. */
  closed: Promise<void>;
  /** True once the fake has written its whole answer; false while it streams or hangs. */
  completed: boolean;
}

/** How the fake answers the next streaming requests. */
export interface FakeReply {
  /** The text deltas of the reply, one per streamed event. */
  chunks: string[];
  /** A pause before each chunk. */
  delayMs: number;
  /** After the chunks, keep the answer open and silent; with no chunks, never answer at all. */
  hang: boolean;
  /** Answer with this HTTP status, in the API's own error shape, instead of a stream. */
  status?: number;
  /** The message inside that error body. */
  errorMessage?: string;
  /**
   * How a streamed answer ends: `cut` closes the connection after the chunks
   * with no finish reason and no `[DONE]`; `html` answers a web page under
   * the event-stream content type instead of any events.
   */
  ending?: "whole" | "cut" | "html";
}

export interface FakeAiServer {
  /** `http://127.0.0.1:<port>`: the Gemini API base URL (the SDK adds `/v1beta`). */
  readonly url: string;
  /** `<url>/v1`: the OpenAI-compatible base URL. */
  readonly openaiBaseUrl: string;
  /** Every request so far, oldest first. */
  readonly requests: RecordedRequest[];
  /** Answers later requests this way; fields left out take the defaults. */
  reply(reply?: Partial<FakeReply>): void;
  /** Answers only the next LLM request this way, then goes back to the standing reply. */
  replyOnce(reply: Partial<FakeReply>): void;
  close(): Promise<void>;
}

/** The server's environment for an OpenAI-compatible model served by the fake. */
export function openaiModelEnv(fake: FakeAiServer, env: Record<string, string> = {}) {
  return {
    LLM_PROVIDER: "openai",
    OPENAI_BASE_URL: fake.openaiBaseUrl,
    OPENAI_MODEL: "test-model",
    ...env,
  };
}

/** The access token the fake metadata server hands out, which Vertex requests then carry. */
export const FAKE_ACCESS_TOKEN = "ya29.fake-vertex-access-token";

const DEFAULT_REPLY: FakeReply = {
  chunks: ["Hello", " there,", " friend."],
  delayMs: 0,
  hang: false,
};

/** The canonical Google RPC status names, as the Gemini API puts them in its error bodies. */
const GOOGLE_STATUS: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

const GEMINI_STREAM_PATH = /\/models\/([^/:]+):streamGenerateContent$/;
const METADATA_TOKEN_PATH = "/computeMetadata/v1/instance/service-accounts/default/token";

/**
 * A local stand-in for the cloud LLM APIs, speaking the shapes their SDKs
 * were recorded sending and expecting:
 * - OpenAI chat completions: `POST …/chat/completions` with `stream: true`
 *   answers `text/event-stream` of `chat.completion.chunk` objects, then `[DONE]`;
 * - Gemini: `POST …/models/<model>:streamGenerateContent?alt=sse` answers SSE
 *   of `GenerateContentResponse` objects (Vertex AI paths included);
 * - the GCE metadata server's token endpoint, so that Vertex AI's Application
 *   Default Credentials find an access token without a network.
 */
export async function startFakeAiServer(): Promise<FakeAiServer> {
  const requests: RecordedRequest[] = [];
  let standing: FakeReply = DEFAULT_REPLY;
  const queued: FakeReply[] = [];

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const record: RecordedRequest = {
      method: req.method ?? "GET",
      path: req.url ?? "/",
      headers: req.headers,
      body: raw ? JSON.parse(raw) : undefined,
      closed: new Promise((resolve) => res.once("close", () => resolve())),
      completed: false,
    };
    res.once("finish", () => {
      record.completed = true;
    });
    requests.push(record);
    const { pathname } = new URL(record.path, "http://fake");
    const nextReply = () => queued.shift() ?? standing;

    if (req.method === "GET" && pathname === METADATA_TOKEN_PATH) {
      res.writeHead(200, { "content-type": "application/json", "metadata-flavor": "Google" });
      res.end(
        JSON.stringify({ access_token: FAKE_ACCESS_TOKEN, expires_in: 3599, token_type: "Bearer" }),
      );
    } else if (req.method === "POST" && pathname.endsWith("/chat/completions")) {
      await streamOpenAI(
        res,
        nextReply(),
        record.body as { model?: string; stream_options?: object },
      );
    } else if (req.method === "POST" && GEMINI_STREAM_PATH.test(pathname)) {
      const model = GEMINI_STREAM_PATH.exec(pathname)?.[1] ?? "";
      await streamGemini(res, nextReply(), model);
    } else {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `no route for ${req.method} ${pathname}` } }));
    }
  }

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    openaiBaseUrl: `${url}/v1`,
    requests,
    reply(reply = {}) {
      standing = { ...DEFAULT_REPLY, ...reply };
    },
    replyOnce(reply) {
      queued.push({ ...DEFAULT_REPLY, ...reply });
    },
    async close() {
      // Hanging answers would otherwise keep server.close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

/** Writes the events with the reply's pacing; false when the client went away first. */
async function writeEvents(res: ServerResponse, events: string[], reply: FakeReply) {
  for (const event of events) {
    if (reply.delayMs > 0) await sleep(reply.delayMs);
    if (res.destroyed) return false;
    res.write(event);
  }
  return true;
}

async function streamOpenAI(
  res: ServerResponse,
  reply: FakeReply,
  body: { model?: string; stream_options?: object },
) {
  if (reply.status) {
    const codes: Record<number, string> = {
      401: "invalid_api_key",
      404: "model_not_found",
      429: "rate_limit_exceeded",
    };
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        error: {
          message: reply.errorMessage ?? `fake error ${reply.status}`,
          type: reply.status >= 500 ? "server_error" : "invalid_request_error",
          param: null,
          code: codes[reply.status] ?? null,
        },
      }),
    );
    return;
  }
  if (reply.hang && reply.chunks.length === 0) return;

  const id = "chatcmpl-fake1";
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? "unknown";
  const chunk = (choices: unknown[], extra: object = {}) =>
    `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, system_fingerprint: null, choices, ...extra })}\n\n`;
  const delta = (content: object, finishReason: string | null = null) =>
    chunk([{ index: 0, delta: content, logprobs: null, finish_reason: finishReason }]);

  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  res.flushHeaders();
  if (reply.ending === "html") {
    res.end("<!DOCTYPE html>\n<html><body><h1>502 Bad Gateway</h1></body></html>\n");
    return;
  }
  res.write(delta({ role: "assistant", content: "", refusal: null }));
  const sent = await writeEvents(
    res,
    reply.chunks.map((text) => delta({ content: text })),
    reply,
  );
  if (!sent || reply.hang) return;
  if (reply.ending === "cut") {
    res.end();
    return;
  }
  res.write(delta({}, "stop"));
  if (body.stream_options) {
    const completionTokens = reply.chunks.length;
    res.write(
      chunk([], {
        usage: {
          prompt_tokens: 12,
          completion_tokens: completionTokens,
          total_tokens: 12 + completionTokens,
        },
      }),
    );
  }
  res.end("data: [DONE]\n\n");
}

async function streamGemini(res: ServerResponse, reply: FakeReply, model: string) {
  if (reply.status) {
    res.writeHead(reply.status, { "content-type": "application/json; charset=UTF-8" });
    res.end(
      JSON.stringify({
        error: {
          code: reply.status,
          message: reply.errorMessage ?? `fake error ${reply.status}`,
          status: GOOGLE_STATUS[reply.status] ?? "UNKNOWN",
        },
      }),
    );
    return;
  }
  if (reply.hang && reply.chunks.length === 0) return;

  const last = reply.chunks.length - 1;
  const events = reply.chunks.map((text, index) => {
    const final = index === last && !reply.hang;
    const response = {
      candidates: [
        {
          content: { role: "model", parts: [{ text }] },
          index: 0,
          ...(final ? { finishReason: "STOP" } : {}),
        },
      ],
      usageMetadata: final
        ? {
            promptTokenCount: 12,
            candidatesTokenCount: reply.chunks.length,
            totalTokenCount: 12 + reply.chunks.length,
          }
        : { promptTokenCount: 12, totalTokenCount: 12 },
      modelVersion: model,
      responseId: "fake-response-1",
    };
    return `data: ${JSON.stringify(response)}\r\n\r\n`;
  });

  res.writeHead(200, { "content-type": "text/event-stream" });
  res.flushHeaders();
  const sent = await writeEvents(res, events, reply);
  if (sent && !reply.hang) res.end();
}

/** Resolves with how long the connection took to close, or rejects after `ms`. */
export async function closedWithin(request: RecordedRequest, ms: number) {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`connection still open after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([request.closed, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return Date.now() - started;
}
