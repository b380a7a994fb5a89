import pino from "pino";
import { describe, expect, it } from "vitest";
import { createProviders, describeProviders } from "../../src/server/ai/providers";
import { ConfigError, loadConfig } from "../../src/server/config";

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
    expect(() => choose({ TTS_PROVIDER: "openai" })).toThrow(/OPENAI_BASE_URL or OPENAI_API_KEY/);
    expect(() => choose({ STT_PROVIDER: "google" })).toThrow(/GOOGLE_CLOUD_PROJECT/);
    expect(() =>
      choose({ STT_PROVIDER: "local", POCKETSPHINX_BIN: "/nonexistent/pocketsphinx" }),
    ).toThrow(/pocketsphinx/);
  });

  it("leaves voice without a recognizer when none is configured or installed", () => {
    expect(choose({ POCKETSPHINX_BIN: "/nonexistent/pocketsphinx" }).stt).toBe("none");
  });
});
