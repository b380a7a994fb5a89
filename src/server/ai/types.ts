import type { llm, stt, tts } from "@livekit/agents";
import type { VoiceOption } from "../../shared";
import type { WritingEngine } from "./llm/writing-task";

/**
 * The three kinds of provider, each handing out @livekit/agents plugin objects
 * so that text chat, the voice bridge and the LiveKit worker share them.
 */
export interface LLMProvider {
  /** "local", "gemini" or "openai": reported at /healthz and named in errors. */
  readonly name: string;
  readonly llm: llm.LLM;
  /** Writing tasks (the extension, titles): a typed call, whoever answers it. */
  readonly writer: WritingEngine;
}

export interface STTProvider {
  readonly name: string;
  /** Audio in: PCM 16 kHz mono frames. */
  readonly stt: stt.STT;
  /**
   * The same recognizer told in advance to expect these names and terms (a
   * person's dictionary), when it can be; others are corrected afterwards.
   */
  withPhrases?(phrases: readonly string[]): stt.STT;
}

export interface TTSProvider {
  readonly name: string;
  /** The voices it speaks with, under friendly tree names ('Birch' first: the default). */
  voices(): VoiceOption[];
  readonly defaultVoiceId: string;
  /** A plugin instance speaking with that voice (an unknown id gets the default voice). */
  forVoice(voiceId: string): tts.TTS;
}

/** A provider that is configured but failing: the message names it, for the person and the log. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
    this.name = "ProviderError";
  }
}
