import { type APIConnectOptions, type AudioBuffer, normalizeLanguage, stt } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import OpenAI from "openai";
import { joinFrames } from "../audio/frames";
import { pcmTo16kMono } from "../audio/resample";
import { describeOpenAIError } from "../openai-errors";
import type { STTProvider } from "../types";

const OPENAI_API_URL = "https://api.openai.com/v1";
const SAMPLE_RATE = 16_000;
/** A transcription of a few seconds of speech takes a second or two; past this something is wrong. */
const REQUEST_TIMEOUT_MS = 60_000;
/**
 * A stream that is never flushed is transcribed every ten minutes: 19 MB of
 * WAV, under OpenAI's 25 MB upload limit.
 */
const MAX_BUFFERED_SECONDS = 600;

export interface OpenAISTTOptions {
  /** The server's base URL with its `/v1`; OpenAI's own when left out. */
  baseUrl?: string;
  apiKey?: string;
  /** whisper-1, or what the server serves (e.g. Systran/faster-whisper-small for speaches). */
  model: string;
  /** ISO 639-1, which whisper servers take as a hint. */
  language?: string;
  /** Names and terms to expect (a person's dictionary), given to the model as its `prompt`. */
  phrases?: readonly string[];
  client?: OpenAI;
}

/** 16 kHz mono 16-bit PCM as a WAV file, the one format every whisper server reads. */
function wavFile(pcm: Int16Array): File {
  const wav = Buffer.alloc(44 + pcm.byteLength);
  wav.write("RIFF", 0, "latin1");
  wav.writeUInt32LE(36 + pcm.byteLength, 4);
  wav.write("WAVEfmt ", 8, "latin1");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "latin1");
  wav.writeUInt32LE(pcm.byteLength, 40);
  wav.set(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength), 44);
  return new File([wav], "audio.wav", { type: "audio/wav" });
}

/**
 * Any server speaking OpenAI's POST /audio/transcriptions: OpenAI itself,
 * speaches, faster-whisper-server, LocalAI, whisper.cpp's server. The plugin
 * in @livekit/agents-plugin-openai streams over the Realtime websocket API,
 * which these servers do not have, hence this class.
 *
 * The endpoint transcribes whole recordings, so capabilities say
 * `streaming: false`: an AgentSession then wraps this STT in the framework's
 * StreamAdapter with the session's VAD, which cuts the audio into
 * utterances and sends each one here. stream() itself, for use outside a
 * session, buffers the audio until flush() or endInput() and transcribes it
 * then: a person holding a talk button marks the ends of their utterances
 * better than a guess would, and it needs no VAD model of its own.
 */
export class OpenAISTT extends stt.STT {
  label = "openai";
  readonly #client: OpenAI;
  readonly #model: string;
  readonly #language: string;
  readonly #options: OpenAISTTOptions;

  constructor(options: OpenAISTTOptions) {
    super({ streaming: false, interimResults: false, alignedTranscript: false });
    this.#client =
      options.client ??
      new OpenAI({
        // Given explicitly so that the SDK's own OPENAI_BASE_URL fallback cannot disagree.
        baseURL: options.baseUrl ?? OPENAI_API_URL,
        // Self-hosted servers take no key, but the SDK insists on one.
        apiKey: options.apiKey ?? "not-needed",
        // The person is waiting for their words; a failure is reported rather than retried.
        maxRetries: 0,
        timeout: REQUEST_TIMEOUT_MS,
      });
    this.#model = options.model;
    this.#language = options.language ?? "en";
    this.#options = { ...options, client: this.#client };
  }

  /** This recognizer prompted with `phrases`, on the same client. */
  withPhrases(phrases: readonly string[]): OpenAISTT {
    return new OpenAISTT({ ...this.#options, phrases });
  }

  override get model() {
    return this.#model;
  }

  override get provider() {
    return "openai";
  }

  protected async _recognize(buffer: AudioBuffer, abortSignal?: AbortSignal) {
    const frame = joinFrames(buffer);
    const pcm = pcmTo16kMono(frame.data, frame.sampleRate, frame.channels);
    // The SDK never removes the listener it puts on the signal it is given, and a
    // session's signal lives through every utterance: each request gets its own.
    const request = new AbortController();
    const abort = () => request.abort(abortSignal?.reason);
    if (abortSignal?.aborted) abort();
    abortSignal?.addEventListener("abort", abort, { once: true });
    let text: string;
    try {
      const transcription = await this.#client.audio.transcriptions.create(
        {
          file: wavFile(pcm),
          model: this.#model,
          language: this.#language,
          response_format: "json",
          // Whisper spells what its prompt shows: the terms, as a plain list.
          ...(this.#options.phrases?.length
            ? { prompt: `${this.#options.phrases.join(", ")}.` }
            : {}),
        },
        { signal: request.signal },
      );
      text = transcription.text.trim();
    } catch (error) {
      if (abortSignal?.aborted) throw error;
      throw describeOpenAIError("transcription", error);
    } finally {
      abortSignal?.removeEventListener("abort", abort);
    }
    return {
      type: stt.SpeechEventType.FINAL_TRANSCRIPT,
      alternatives: [
        {
          language: normalizeLanguage(this.#language),
          text,
          startTime: 0,
          endTime: pcm.length / SAMPLE_RATE,
          // The json answer carries no confidence.
          confidence: text ? 1 : 0,
        },
      ],
    } satisfies stt.SpeechEvent;
  }

  stream(options?: { connOptions?: APIConnectOptions }): OpenAISpeechStream {
    return new OpenAISpeechStream(this, options?.connOptions);
  }
}

/** Buffers frames until flush() or the end of input, then transcribes them as one utterance. */
export class OpenAISpeechStream extends stt.SpeechStream {
  label = "openai";
  readonly #owner: OpenAISTT;

  constructor(owner: OpenAISTT, connOptions?: APIConnectOptions) {
    super(owner, SAMPLE_RATE, connOptions);
    this.#owner = owner;
  }

  protected async run() {
    let frames: AudioFrame[] = [];
    let samples = 0;
    for await (const item of this.input) {
      if (item !== OpenAISpeechStream.FLUSH_SENTINEL) {
        frames.push(item);
        samples += item.samplesPerChannel;
        if (samples < MAX_BUFFERED_SECONDS * SAMPLE_RATE) continue;
      }
      await this.#transcribe(frames);
      frames = [];
      samples = 0;
    }
    await this.#transcribe(frames);
  }

  async #transcribe(frames: AudioFrame[]) {
    if (frames.every((frame) => frame.samplesPerChannel === 0)) return;
    const event = await this.#owner.recognize(frames, this.abortSignal);
    if (this.queue.closed || !event.alternatives?.[0]?.text) return;
    this.queue.put({ type: stt.SpeechEventType.START_OF_SPEECH });
    this.queue.put(event);
    this.queue.put({ type: stt.SpeechEventType.END_OF_SPEECH });
  }
}

export function createOpenAISTTProvider(options: OpenAISTTOptions): STTProvider {
  const engine = new OpenAISTT(options);
  return { name: "openai", stt: engine, withPhrases: (phrases) => engine.withPhrases(phrases) };
}
