import type { Logger } from "pino";
import { type AiConfig, ConfigError } from "../config";
import { ensureAgentsRuntime } from "./agents-runtime";
import { createGeminiLLMProvider } from "./llm/gemini-llm";
import { BUILT_IN_WRITER_HINT, createLocalLLMProvider } from "./llm/local-llm";
import { createOpenAILLMProvider } from "./llm/openai-llm";
import { limitStreamIdle } from "./llm/stream-idle";
import type { WriterCalls } from "./llm/writer-thread/calls";
import { createGoogleSTTProvider } from "./stt/google-stt";
import { createLocalSTTProvider, isLocalSttAvailable } from "./stt/local-stt";
import { createOpenAISTTProvider } from "./stt/openai-stt";
import { createGoogleTTSProvider } from "./tts/google-tts";
import { createLocalTTSProvider } from "./tts/local-tts";
import { createOpenAITTSProvider } from "./tts/openai-tts";
import type { LLMProvider, STTProvider, TTSProvider } from "./types";

export interface Providers {
  llm: LLMProvider;
  /** Null when no speech recognizer is configured or installed: voice is then unavailable. */
  stt: STTProvider | null;
  tts: TTSProvider;
}

export function describeProviders(providers: Providers) {
  return {
    llm: providers.llm.name,
    stt: providers.stt?.name ?? "none",
    tts: providers.tts.name,
  };
}

/**
 * The choice made at boot. `auto` prefers the cloud whose credentials are
 * present and falls back to the engines that run here; an explicit choice
 * without its credentials stops the server with a message naming what is
 * missing. For speech, an OpenAI-compatible base URL alone (often an LLM-only
 * server such as Ollama) is tried only after the local engine; a speech
 * server named for its kind (OPENAI_STT_BASE_URL, OPENAI_TTS_BASE_URL) is
 * chosen first, since it was set for nothing else.
 */
export function createProviders(
  ai: AiConfig,
  logger: Logger,
  where: { writer?: WriterCalls } = {},
): Providers {
  ensureAgentsRuntime();
  const google = Boolean(ai.gemini.project);
  const gemini = google || Boolean(ai.gemini.apiKey);
  const openai = Boolean(ai.openai.baseUrl || ai.openai.apiKey);
  const hostedOpenai = Boolean(ai.openai.apiKey && !ai.openai.baseUrl);
  const sttServer = Boolean(ai.openai.sttBaseUrl);
  const ttsServer = Boolean(ai.openai.ttsBaseUrl);
  const speechOptions = (baseUrl: string | undefined, model: string) => ({
    baseUrl: baseUrl ?? ai.openai.baseUrl,
    apiKey: ai.openai.apiKey,
    model,
  });

  const need = (ok: boolean, variable: string, kind: string) => {
    if (!ok) throw new ConfigError(`Invalid configuration:\n  ${kind}: needs ${variable}`);
  };

  const llmChoice =
    ai.llmProvider === "auto" ? (gemini ? "gemini" : openai ? "openai" : "local") : ai.llmProvider;
  if (llmChoice === "gemini")
    need(gemini, "GEMINI_API_KEY or GOOGLE_CLOUD_PROJECT", "LLM_PROVIDER=gemini");
  if (llmChoice === "openai")
    need(openai, "OPENAI_BASE_URL or OPENAI_API_KEY", "LLM_PROVIDER=openai");
  const llm =
    llmChoice === "gemini"
      ? createGeminiLLMProvider(ai.gemini)
      : llmChoice === "openai"
        ? createOpenAILLMProvider(ai.openai)
        : createLocalLLMProvider({ writer: where.writer });
  limitStreamIdle(llm.llm, ai.llmStreamIdleTimeoutMs);

  if (llm.name === "local") logger.info(BUILT_IN_WRITER_HINT);

  const localStt = isLocalSttAvailable(ai.pocketsphinxBin);
  const sttChoice =
    ai.sttProvider === "auto"
      ? sttServer
        ? "openai"
        : google
          ? "google"
          : hostedOpenai
            ? "openai"
            : localStt
              ? "local"
              : openai
                ? "openai"
                : "none"
      : ai.sttProvider;
  if (sttChoice === "google") need(google, "GOOGLE_CLOUD_PROJECT", "STT_PROVIDER=google");
  if (sttChoice === "openai")
    need(
      openai || sttServer,
      "OPENAI_STT_BASE_URL, OPENAI_BASE_URL or OPENAI_API_KEY",
      "STT_PROVIDER=openai",
    );
  if (sttChoice === "local")
    need(
      localStt,
      `pocketsphinx (${ai.pocketsphinxBin}) and pocketsphinx-en-us installed`,
      "STT_PROVIDER=local",
    );
  const stt =
    sttChoice === "google"
      ? createGoogleSTTProvider({})
      : sttChoice === "openai"
        ? createOpenAISTTProvider(speechOptions(ai.openai.sttBaseUrl, ai.openai.sttModel))
        : sttChoice === "local"
          ? createLocalSTTProvider(ai.pocketsphinxBin)
          : null;
  if (!stt)
    logger.warn(
      "no speech recognizer: install pocketsphinx or configure a cloud provider for voice",
    );

  const ttsChoice =
    ai.ttsProvider === "auto"
      ? ttsServer
        ? "openai"
        : google
          ? "google"
          : hostedOpenai
            ? "openai"
            : "local"
      : ai.ttsProvider;
  if (ttsChoice === "google") need(google, "GOOGLE_CLOUD_PROJECT", "TTS_PROVIDER=google");
  if (ttsChoice === "openai")
    need(
      openai || ttsServer,
      "OPENAI_TTS_BASE_URL, OPENAI_BASE_URL or OPENAI_API_KEY",
      "TTS_PROVIDER=openai",
    );
  const tts =
    ttsChoice === "google"
      ? createGoogleTTSProvider({ project: ai.gemini.project })
      : ttsChoice === "openai"
        ? createOpenAITTSProvider(speechOptions(ai.openai.ttsBaseUrl, ai.openai.ttsModel))
        : createLocalTTSProvider();

  return { llm, stt, tts };
}
