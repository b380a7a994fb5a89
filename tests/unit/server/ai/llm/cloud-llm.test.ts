import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIConnectOptions, llm } from "@livekit/agents";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGeminiLLMProvider } from "../../../../../src/server/ai/llm/gemini-llm";
import { createOpenAILLMProvider } from "../../../../../src/server/ai/llm/openai-llm";
import { limitStreamIdle } from "../../../../../src/server/ai/llm/stream-idle";
import { collectText, streamText } from "../../../../../src/server/ai/llm/stream-text";
import { type LLMProvider, ProviderError } from "../../../../../src/server/ai/types";
import type { AiConfig } from "../../../../../src/server/config";
import {
  closedWithin,
  FAKE_ACCESS_TOKEN,
  type FakeAiServer,
  startFakeAiServer,
} from "../../../../helpers/fake-ai-server";
import { freePort } from "../../../../helpers/redis-server";

/** No retries: each failure reaches the test on the first attempt. */
const ONE_ATTEMPT: APIConnectOptions = { maxRetry: 0, retryIntervalMs: 0, timeoutMs: 5_000 };

const SYSTEM = "You correct the grammar of what the user writes.";
const USER = "me and him goes to the office yesterday";

function conversation() {
  const chatCtx = llm.ChatContext.empty();
  chatCtx.addMessage({ role: "system", content: SYSTEM });
  chatCtx.addMessage({ role: "user", content: USER });
  return chatCtx;
}

function openaiConfig(overrides: Partial<AiConfig["openai"]> = {}): AiConfig["openai"] {
  return {
    baseUrl: server.openaiBaseUrl,
    apiKey: "sk-test-key",
    model: "llama3.1",
    sttModel: "whisper-1",
    ttsModel: "tts-1",
    ...overrides,
  };
}

function geminiConfig(overrides: Partial<AiConfig["gemini"]> = {}): AiConfig["gemini"] {
  return {
    apiKey: "gemini-test-key",
    location: "us-central1",
    model: "gemini-2.5-flash",
    ...overrides,
  };
}

const providers: Record<"openai" | "gemini", () => LLMProvider> = {
  openai: () => createOpenAILLMProvider(openaiConfig()),
  gemini: () => createGeminiLLMProvider(geminiConfig(), { baseUrl: server.url }),
};

async function deltasOf(provider: LLMProvider, connOptions = ONE_ATTEMPT) {
  const deltas: string[] = [];
  for await (const delta of streamText(provider.llm, conversation(), undefined, connOptions)) {
    deltas.push(delta);
  }
  return deltas;
}

/** The error the stream threw, or a failed test when it threw none. */
async function failureOf(provider: LLMProvider, connOptions = ONE_ATTEMPT): Promise<ProviderError> {
  try {
    await collectText(provider.llm, conversation(), undefined, connOptions);
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error("the stream ended without an error");
}

function llmRequests() {
  return server.requests.filter((request) => request.method === "POST");
}

let server: FakeAiServer;

beforeAll(async () => {
  server = await startFakeAiServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reply();
  server.requests.splice(0);
});

describe("OpenAI-compatible provider", () => {
  it("streams the reply in several deltas from a chat completions request", async () => {
    const provider = providers.openai();
    expect(provider.name).toBe("openai");

    expect(await deltasOf(provider)).toEqual(["Hello", " there,", " friend."]);

    const [request] = llmRequests();
    if (!request) throw new Error("no request reached the fake server");
    await closedWithin(request, 1_000);
    expect(request.completed).toBe(true);
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-test-key");
    expect(request.body).toMatchObject({
      model: "llama3.1",
      stream: true,
      messages: [
        { role: "system", content: SYSTEM },
        { role: "user", content: USER },
      ],
    });
  });

  it("talks to a keyless server such as Ollama with a placeholder key", async () => {
    const provider = createOpenAILLMProvider(openaiConfig({ apiKey: undefined }));

    expect(await collectText(provider.llm, conversation(), undefined, ONE_ATTEMPT)).toBe(
      "Hello there, friend.",
    );
    expect(llmRequests()[0]?.headers.authorization).toMatch(/^Bearer \S+$/);
  });
});

describe("Gemini provider", () => {
  it("streams the reply in several deltas from the Gemini API with the key in a header", async () => {
    const provider = providers.gemini();
    expect(provider.name).toBe("gemini");

    expect(await deltasOf(provider)).toEqual(["Hello", " there,", " friend."]);

    const [request] = llmRequests();
    expect(request?.path).toBe("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
    expect(request?.headers["x-goog-api-key"]).toBe("gemini-test-key");
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toMatchObject({
      contents: [{ role: "user", parts: [{ text: USER }] }],
      systemInstruction: { parts: [{ text: SYSTEM }] },
    });
    expect(JSON.stringify(request?.body)).not.toContain("abortSignal");
  });

  describe("with GOOGLE_CLOUD_PROJECT set", () => {
    const saved: Record<string, string | undefined> = {};
    let emptyGcloudConfig: string;

    beforeEach(() => {
      emptyGcloudConfig = mkdtempSync(join(tmpdir(), "gcloud-"));
      const env: Record<string, string | undefined> = {
        // Application Default Credentials then come from the fake metadata
        // server, never from a developer's own gcloud login.
        GCE_METADATA_HOST: new URL(server.url).host,
        METADATA_SERVER_DETECTION: "assume-present",
        CLOUDSDK_CONFIG: emptyGcloudConfig,
        GOOGLE_APPLICATION_CREDENTIALS: undefined,
        // As in production, where it is what configures the project: without
        // it google-auth-library hunts for one, through gcloud, for a second.
        GOOGLE_CLOUD_PROJECT: "verba-test",
      };
      for (const [name, value] of Object.entries(env)) {
        saved[name] = process.env[name];
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    afterEach(() => {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(emptyGcloudConfig, { recursive: true, force: true });
    });

    it("uses Vertex AI in the project's location, with a Google Cloud access token", async () => {
      const provider = createGeminiLLMProvider(
        geminiConfig({ project: "verba-test", apiKey: "ignored-key" }),
        { baseUrl: server.url },
      );
      expect(provider.llm.provider).toBe("Vertex AI");

      expect(await collectText(provider.llm, conversation(), undefined, ONE_ATTEMPT)).toBe(
        "Hello there, friend.",
      );

      expect(server.requests.map((request) => request.path)).toEqual([
        "/computeMetadata/v1/instance/service-accounts/default/token?scopes=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcloud-platform",
        expect.stringContaining(":streamGenerateContent"),
      ]);
      const [request] = llmRequests();
      expect(request?.path).toBe(
        "/v1beta1/projects/verba-test/locations/us-central1/publishers/google/models/gemini-2.5-flash:streamGenerateContent?alt=sse",
      );
      expect(request?.headers.authorization).toBe(`Bearer ${FAKE_ACCESS_TOKEN}`);
      expect(request?.headers["x-goog-api-key"]).toBeUndefined();
      expect(request?.body).toMatchObject({
        contents: [{ role: "user", parts: [{ text: USER }] }],
        systemInstruction: { parts: [{ text: SYSTEM }] },
      });
    });
  });

  it("refuses to start with neither a project nor a key, naming what to set", () => {
    expect(() =>
      createGeminiLLMProvider(geminiConfig({ apiKey: undefined }), { baseUrl: server.url }),
    ).toThrow(
      new ProviderError("gemini", "set GOOGLE_CLOUD_PROJECT (Vertex AI) or GEMINI_API_KEY"),
    );
  });
});

describe("a configured provider that fails", () => {
  it.each([
    ["openai", 401, "openai: the API key was refused (401)"],
    ["gemini", 401, "gemini: the API key was refused (401)"],
    ["openai", 404, 'openai: model "llama3.1" was not found (404)'],
    ["gemini", 404, 'gemini: model "gemini-2.5-flash" was not found (404)'],
    ["openai", 429, "openai: rate limit or quota exceeded (429)"],
    ["gemini", 429, "gemini: rate limit or quota exceeded (429)"],
    ["openai", 500, "openai: the service answered with an error (500)"],
    ["gemini", 503, "gemini: the service answered with an error (503)"],
  ] as const)("%s answering %i throws %j", async (name, status, message) => {
    server.reply({ status });
    const error = await failureOf(providers[name]());
    expect(error.provider).toBe(name);
    expect(error.message).toBe(message);
  });

  it("names a Gemini API key the service calls invalid, although it answers 400", async () => {
    server.reply({ status: 400, errorMessage: "API key not valid. Please pass a valid API key." });
    const error = await failureOf(providers.gemini());
    expect(error.message).toBe("gemini: the API key was refused (400)");
  });

  it.each(["openai", "gemini"] as const)(
    "%s: passes on the reason for another rejected request",
    async (name) => {
      server.reply({ status: 400, errorMessage: 'maximum context is 8192 tokens in "contents"' });
      const error = await failureOf(providers[name]());
      expect(error.message).toBe(
        `${name}: the request was rejected (400): maximum context is 8192 tokens in "contents"`,
      );
    },
  );

  it("names the address of a server that refuses the connection", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const openai = createOpenAILLMProvider(openaiConfig({ baseUrl: `${closed}/v1` }));
    const gemini = createGeminiLLMProvider(geminiConfig(), { baseUrl: closed });

    expect((await failureOf(openai)).message).toBe(
      `openai: the server at ${closed}/v1 could not be reached`,
    );
    expect((await failureOf(gemini)).message).toBe(
      `gemini: the server at ${closed} could not be reached`,
    );
  });

  it.each(["openai", "gemini"] as const)("%s: says when the server never answers", async (name) => {
    server.reply({ chunks: [], hang: true });
    const started = Date.now();
    const error = await failureOf(providers[name](), { ...ONE_ATTEMPT, timeoutMs: 300 });
    expect(error.message).toBe(
      `${name}: the server at ${name === "openai" ? server.openaiBaseUrl : server.url} did not answer in time`,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it.each(["openai", "gemini"] as const)(
    "%s: fails a reply that goes silent midway, keeping what came, and drops the request",
    async (name) => {
      server.reply({ chunks: ["one", " two"], hang: true });
      const provider = providers[name]();
      limitStreamIdle(provider.llm, 300);
      const deltas: string[] = [];
      const reading = (async () => {
        for await (const delta of streamText(provider.llm, conversation())) deltas.push(delta);
      })();
      await expect(reading).rejects.toThrow(
        `${name}: the model sent nothing for 0.3 s, so the reply was stopped`,
      );
      expect(deltas.join("")).toBe("one two");
      const [request] = llmRequests();
      if (!request) throw new Error("no request reached the fake server");
      await closedWithin(request, 1_000);
      expect(llmRequests()).toHaveLength(1);
    },
  );

  it.each(["openai", "gemini"] as const)(
    "%s: surfaces the failure within a second under the default retry policy",
    async (name) => {
      server.reply({ status: 500 });
      const started = Date.now();
      await expect(collectText(providers[name]().llm, conversation())).rejects.toThrow(
        `${name}: the service answered with an error (500)`,
      );
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(llmRequests()).toHaveLength(2);
    },
  );

  it.each(["openai", "gemini"] as const)(
    "%s: fails only the stream that failed, when two share the instance",
    async (name) => {
      const provider = providers[name]();
      server.reply({ chunks: ["one", " two", " three"], delayMs: 150 });
      const healthy = streamText(provider.llm, conversation(), undefined, ONE_ATTEMPT);
      const first = await healthy.next();
      expect(first.value).toBe("one");

      server.replyOnce({ status: 500 });
      await expect(
        collectText(provider.llm, conversation(), undefined, ONE_ATTEMPT),
      ).rejects.toThrow(ProviderError);

      const rest: string[] = [];
      for await (const delta of healthy) rest.push(delta);
      expect(rest).toEqual([" two", " three"]);
    },
  );
});

describe("cancellation", () => {
  it.each(["openai", "gemini"] as const)(
    "%s: aborting mid-reply ends the stream at once and closes the connection",
    async (name) => {
      const provider = providers[name]();
      const errors: unknown[] = [];
      provider.llm.on("error", (event) => errors.push(event));
      server.reply({ chunks: ["one", " two"], hang: true });
      const controller = new AbortController();

      const deltas: string[] = [];
      let abortedAt = 0;
      for await (const delta of streamText(
        provider.llm,
        conversation(),
        controller.signal,
        ONE_ATTEMPT,
      )) {
        deltas.push(delta);
        if (deltas.length === 2) {
          abortedAt = Date.now();
          controller.abort();
        }
      }
      expect(Date.now() - abortedAt).toBeLessThan(200);
      expect(deltas).toEqual(["one", " two"]);

      const [request] = llmRequests();
      if (!request) throw new Error("no request reached the fake server");
      expect(await closedWithin(request, 1_000)).toBeLessThan(1_000);
      expect(request.completed).toBe(false);
      // A cancelled reply is not the provider failing: nothing for a voice session to count.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(errors).toEqual([]);
    },
  );

  it.each(["openai", "gemini"] as const)(
    "%s: a reader that stops early closes the connection",
    async (name) => {
      server.reply({ chunks: ["one", " two", " three"], hang: true });
      for await (const delta of streamText(
        providers[name]().llm,
        conversation(),
        undefined,
        ONE_ATTEMPT,
      )) {
        expect(delta).toBe("one");
        break;
      }
      const [request] = llmRequests();
      if (!request) throw new Error("no request reached the fake server");
      await closedWithin(request, 1_000);
      expect(request.completed).toBe(false);
    },
  );

  it("an already aborted signal sends nothing", async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await collectText(providers.openai().llm, conversation(), controller.signal)).toBe("");
    expect(llmRequests()).toEqual([]);
  });
});
