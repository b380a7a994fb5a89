import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pcmToFrames } from "../../../../src/server/ai/audio/frames";
import { encodeWav } from "../../../../src/server/ai/audio/wav";
import { createProviders, describeProviders } from "../../../../src/server/ai/providers";
import { collectPcm } from "../../../../src/server/ai/tts/synthesize";
import { ConfigError, loadConfig } from "../../../../src/server/config";

const logger = pino({ level: "silent" });
const choose = (env: Record<string, string>) =>
  describeProviders(createProviders(loadConfig({ NODE_ENV: "test", ...env }).ai, logger));

describe("provider selection at boot", () => {
  it("runs on the built-in engines with no keys at all", () => {
    expect(choose({})).toEqual({ llm: "local", stt: "local", tts: "local" });
  });

  it("uses Google for everything when a Cloud project is configured", () => {
    expect(choose({ GOOGLE_CLOUD_PROJECT: "verba-test" })).toEqual({
      llm: "gemini",
      stt: "google",
      tts: "google",
    });
  });

  it("uses Gemini for chat with an API key, keeping the local speech engines", () => {
    expect(choose({ GEMINI_API_KEY: "key" })).toEqual({
      llm: "gemini",
      stt: "local",
      tts: "local",
    });
  });

  it("uses hosted OpenAI for everything with only an API key", () => {
    expect(choose({ OPENAI_API_KEY: "sk-test" })).toEqual({
      llm: "openai",
      stt: "openai",
      tts: "openai",
    });
  });

  it("treats a self-hosted OpenAI-compatible URL as a chat model, keeping local speech", () => {
    expect(choose({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" })).toEqual({
      llm: "openai",
      stt: "local",
      tts: "local",
    });
  });

  it("honours an explicit choice per kind", () => {
    expect(
      choose({
        GOOGLE_CLOUD_PROJECT: "verba-test",
        LLM_PROVIDER: "local",
        STT_PROVIDER: "local",
        TTS_PROVIDER: "local",
      }),
    ).toEqual({ llm: "local", stt: "local", tts: "local" });
  });

  it("stops with a message naming what is missing for an explicit choice", () => {
    expect(() => choose({ LLM_PROVIDER: "gemini" })).toThrow(ConfigError);
    expect(() => choose({ LLM_PROVIDER: "gemini" })).toThrow(
      /GEMINI_API_KEY or GOOGLE_CLOUD_PROJECT/,
    );
    expect(() => choose({ TTS_PROVIDER: "openai" })).toThrow(
      /OPENAI_TTS_BASE_URL, OPENAI_BASE_URL or OPENAI_API_KEY/,
    );
    expect(() => choose({ STT_PROVIDER: "google" })).toThrow(/GOOGLE_CLOUD_PROJECT/);
    expect(() =>
      choose({ STT_PROVIDER: "local", POCKETSPHINX_BIN: "/nonexistent/pocketsphinx" }),
    ).toThrow(/pocketsphinx/);
  });

  it("leaves voice without a recognizer when none is configured or installed", () => {
    expect(choose({ POCKETSPHINX_BIN: "/nonexistent/pocketsphinx" }).stt).toBe("none");
  });
});

describe("separate OpenAI-compatible servers per kind", () => {
  /** One server standing in for three: paths under /llm, /stt and /tts, each recorded. */
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? "");
    request.resume();
    request.on("end", () => {
      if (request.url?.endsWith("/audio/speech")) {
        response.writeHead(200, { "content-type": "audio/wav" });
        response.end(encodeWav(new Int16Array(2400), 24_000));
      } else {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ text: "hello" }));
      }
    });
  });
  let base = "";

  beforeAll(async () => {
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const build = (env: Record<string, string>) =>
    createProviders(loadConfig({ NODE_ENV: "test", ...env }).ai, logger);

  async function speechPaths(env: Record<string, string>) {
    const providers = build(env);
    paths.length = 0;
    await providers.stt?.stt.recognize(pcmToFrames(new Int16Array(1600), 16_000));
    await collectPcm(providers.tts.forVoice(providers.tts.defaultVoiceId), "Hello.");
    return [...paths];
  }

  it("chooses a speech server named for its kind, beside an LLM-only base URL", () => {
    expect(
      describeProviders(
        build({
          OPENAI_BASE_URL: `${base}/llm/v1`,
          OPENAI_STT_BASE_URL: `${base}/stt/v1`,
          OPENAI_TTS_BASE_URL: `${base}/tts/v1`,
        }),
      ),
    ).toEqual({ llm: "openai", stt: "openai", tts: "openai" });
    expect(describeProviders(build({ OPENAI_STT_BASE_URL: `${base}/stt/v1` }))).toEqual({
      llm: "local",
      stt: "openai",
      tts: "local",
    });
  });

  it("sends recognition and synthesis to their own servers", async () => {
    expect(
      await speechPaths({
        OPENAI_BASE_URL: `${base}/llm/v1`,
        OPENAI_STT_BASE_URL: `${base}/stt/v1`,
        OPENAI_TTS_BASE_URL: `${base}/tts/v1`,
      }),
    ).toEqual(["/stt/v1/audio/transcriptions", "/tts/v1/audio/speech"]);
  });

  it("falls back to OPENAI_BASE_URL for a kind without its own", async () => {
    expect(
      await speechPaths({
        OPENAI_BASE_URL: `${base}/llm/v1`,
        OPENAI_TTS_BASE_URL: `${base}/tts/v1`,
        STT_PROVIDER: "openai",
      }),
    ).toEqual(["/llm/v1/audio/transcriptions", "/tts/v1/audio/speech"]);
  });

  it("names the per-kind URL when an explicit choice has no server", () => {
    expect(() => build({ STT_PROVIDER: "openai" })).toThrow(
      /OPENAI_STT_BASE_URL, OPENAI_BASE_URL or OPENAI_API_KEY/,
    );
    expect(() => build({ TTS_PROVIDER: "openai" })).toThrow(
      /OPENAI_TTS_BASE_URL, OPENAI_BASE_URL or OPENAI_API_KEY/,
    );
    expect(() => build({ OPENAI_STT_BASE_URL: "ftp://speech" })).toThrow(/OPENAI_STT_BASE_URL/);
  });
});
