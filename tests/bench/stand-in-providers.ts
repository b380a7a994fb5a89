/**
 * Providers that cost nothing but a fixed delay, for measuring what the voice
 * pipeline itself adds: swapped into `services.ai` of a running server (the
 * socket reads it when a voice session starts). The VAD stays the real
 * Silero; only recognition, the model and synthesis are stood in for.
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type APIConnectOptions,
  type AudioBuffer,
  DEFAULT_API_CONNECT_OPTIONS,
  llm,
  normalizeLanguage,
  stt,
  tts,
} from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { modelLLMProvider } from "../../src/server/ai/llm/model-writing-engine";
import type { Providers } from "../../src/server/ai/providers";
import { PcmChunkedStream } from "../../src/server/ai/tts/pcm-stream";
import { ProviderError } from "../../src/server/ai/types";

export interface StandInDelays {
  /** From the input going quiet (after speech) to the final transcript. */
  sttMs: number;
  /** From the model being asked to its reply (all of it at once). */
  llmMs: number;
  /** From the text arriving to its speech (all of it at once). */
  ttsMs: number;
}

export const STAND_IN_TRANSCRIPT = "please send the report to the client tomorrow";
/** One sentence, so that synthesis starts once, on the whole reply. */
export const STAND_IN_REPLY = "Sure, I will send the report to the client tomorrow morning.";
const SAMPLE_RATE = 16_000;
/** Quiet input this long after speech counts as the end of an utterance. */
export const STAND_IN_QUIET_MS = 150;
/** Below this RMS a frame counts as silence (Flite speech is in the thousands). */
const QUIET_RMS = 200;
/** The stand-in's speech: 600 ms of a 220 Hz tone. */
const REPLY_PCM = Int16Array.from({ length: (SAMPLE_RATE * 600) / 1000 }, (_, i) =>
  Math.round(6000 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE)),
);
const LANGUAGE = normalizeLanguage("en-US");

function rms(frame: AudioFrame) {
  let sum = 0;
  for (const sample of frame.data) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, frame.data.length));
}

/** When each model call was made (performance.now()), for splitting a turn's time. */
export const standInLog = { llmAskedAt: [] as number[] };

/**
 * Streaming recognition that hears only loudness: once speech has been
 * followed by STAND_IN_QUIET_MS of quiet, it waits `sttMs` and says the fixed
 * transcript, as START_OF_SPEECH, FINAL_TRANSCRIPT, END_OF_SPEECH (the
 * local pocketsphinx plugin's order).
 */
class StandInSTT extends stt.STT {
  label = "stand-in";

  constructor(readonly delayMs: number) {
    super({ streaming: true, interimResults: false, alignedTranscript: false });
  }

  protected async _recognize(_buffer: AudioBuffer): Promise<stt.SpeechEvent> {
    await sleep(this.delayMs);
    return {
      type: stt.SpeechEventType.FINAL_TRANSCRIPT,
      alternatives: [
        { language: LANGUAGE, text: STAND_IN_TRANSCRIPT, startTime: 0, endTime: 0, confidence: 1 },
      ],
    };
  }

  stream(options?: { connOptions?: APIConnectOptions }) {
    return new StandInSpeechStream(this, options?.connOptions);
  }
}

class StandInSpeechStream extends stt.SpeechStream {
  label = "stand-in";
  readonly #delayMs: number;

  constructor(owner: StandInSTT, connOptions?: APIConnectOptions) {
    super(owner, SAMPLE_RATE, connOptions);
    this.#delayMs = owner.delayMs;
  }

  protected async run() {
    let speaking = false;
    let quietMs = 0;
    const pending = new Set<NodeJS.Timeout>();
    for await (const item of this.input) {
      if (item === StandInSpeechStream.FLUSH_SENTINEL) continue;
      const ms = (item.samplesPerChannel / item.sampleRate) * 1000;
      if (rms(item) >= QUIET_RMS) {
        speaking = true;
        quietMs = 0;
        continue;
      }
      quietMs += ms;
      if (!speaking || quietMs < STAND_IN_QUIET_MS) continue;
      speaking = false;
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (this.queue.closed) return;
        const data = {
          language: LANGUAGE,
          text: STAND_IN_TRANSCRIPT,
          startTime: 0,
          endTime: 0,
          confidence: 1,
        };
        this.queue.put({ type: stt.SpeechEventType.START_OF_SPEECH });
        this.queue.put({ type: stt.SpeechEventType.FINAL_TRANSCRIPT, alternatives: [data] });
        this.queue.put({ type: stt.SpeechEventType.END_OF_SPEECH });
      }, this.#delayMs);
      pending.add(timer);
    }
    for (const timer of pending) clearTimeout(timer);
  }
}

/** A model that answers the fixed reply, whole, a fixed time after it is asked. */
class StandInLLM extends llm.LLM {
  constructor(readonly delayMs: number) {
    super();
  }

  label() {
    return "stand-in";
  }

  chat({
    chatCtx,
    toolCtx,
    connOptions = DEFAULT_API_CONNECT_OPTIONS,
  }: {
    chatCtx: llm.ChatContext;
    toolCtx?: llm.ToolContextLike;
    connOptions?: APIConnectOptions;
  }) {
    standInLog.llmAskedAt.push(performance.now());
    return new StandInLLMStream(this, { chatCtx, toolCtx, connOptions });
  }
}

class StandInLLMStream extends llm.LLMStream {
  readonly #delayMs: number;

  constructor(
    owner: StandInLLM,
    options: {
      chatCtx: llm.ChatContext;
      toolCtx?: llm.ToolContextLike;
      connOptions: APIConnectOptions;
    },
  ) {
    super(owner, options);
    this.#delayMs = owner.delayMs;
  }

  protected async run() {
    const signal = this.abortController.signal;
    try {
      await sleep(this.#delayMs, undefined, { signal });
    } catch {
      return;
    }
    this.queue.put({
      id: `stand-in-${randomUUID()}`,
      delta: { role: "assistant", content: STAND_IN_REPLY },
    });
  }
}

/** Synthesis that answers a fixed tone a fixed time after it is given the text. */
class StandInTTS extends tts.TTS {
  label = "stand-in";

  constructor(readonly delayMs: number) {
    super(SAMPLE_RATE, 1, { streaming: false });
  }

  synthesize(text: string, connOptions?: APIConnectOptions, abortSignal?: AbortSignal) {
    return new StandInChunkedStream(this, text, connOptions, abortSignal);
  }

  stream(): tts.SynthesizeStream {
    throw new Error("StandInTTS does not stream; wrap it in tts.StreamAdapter");
  }
}

class StandInChunkedStream extends PcmChunkedStream {
  label = "stand-in.ChunkedStream";
  readonly #delayMs: number;

  constructor(
    owner: StandInTTS,
    text: string,
    connOptions?: APIConnectOptions,
    abortSignal?: AbortSignal,
  ) {
    super(owner, text, connOptions, abortSignal);
    this.#delayMs = owner.delayMs;
  }

  protected async *pieces(signal: AbortSignal) {
    await sleep(this.#delayMs, undefined, { signal });
    yield REPLY_PCM;
  }

  protected describe(error: unknown) {
    return new ProviderError("stand-in", String(error), { cause: error });
  }
}

/** The three providers, shaped as `services.ai` holds them. */
export function standInProviders(delays: StandInDelays): Providers {
  return {
    llm: modelLLMProvider("stand-in", new StandInLLM(delays.llmMs)),
    stt: { name: "stand-in", stt: new StandInSTT(delays.sttMs) },
    tts: {
      name: "stand-in",
      voices: () => [],
      defaultVoiceId: "stand-in",
      forVoice: () => new StandInTTS(delays.ttsMs),
    },
  };
}
