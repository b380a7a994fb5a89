import type { Duplex } from "node:stream";
import { type protos, SpeechClient } from "@google-cloud/speech";
import { type APIConnectOptions, type AudioBuffer, normalizeLanguage, stt } from "@livekit/agents";
import { joinFrames } from "../audio/frames";
import { pcmTo16kMono } from "../audio/resample";
import { describeGoogleError } from "../google-errors";
import type { ProviderError, STTProvider } from "../types";

type RecognitionConfig = protos.google.cloud.speech.v1.IRecognitionConfig;
type StreamingConfig = protos.google.cloud.speech.v1.IStreamingRecognitionConfig;
type StreamingResponse = protos.google.cloud.speech.v1.IStreamingRecognizeResponse;
type RecognizeRequest = protos.google.cloud.speech.v1.IRecognizeRequest;
type RecognizeResponse = protos.google.cloud.speech.v1.IRecognizeResponse;
type Duration = protos.google.protobuf.IDuration;

/** The calls of SpeechClient this uses; tests hand in a fake. */
export interface GoogleSpeechClient {
  /**
   * The library's helper form: it sends `config` first, then wraps each raw
   * audio Buffer written into a request, and emits StreamingRecognizeResponse
   * objects.
   */
  streamingRecognize(config: StreamingConfig): Duplex;
  recognize(request: RecognizeRequest): Promise<[RecognizeResponse, ...unknown[]]>;
}

export interface GoogleSTTOptions {
  client?: GoogleSpeechClient;
  /** The Google Cloud project, when the credentials do not name it. */
  project?: string;
  language?: string;
  /**
   * Silence is written after this long without audio (a muted microphone):
   * Google ends a stream that has had no audio for about 10 seconds.
   */
  keepaliveMs?: number;
  /**
   * A new stream is opened after this long. Google ends a streaming call at
   * about 305 seconds; reopening before then keeps a long session going.
   */
  streamLimitMs?: number;
  /** Names and terms to expect (speech adaptation): a person's dictionary. */
  phrases?: readonly string[];
}

const SAMPLE_RATE = 16_000;
/** spec/voice.md §9: the silence keepalive interval. */
const KEEPALIVE_MS = 5_000;
const STREAM_LIMIT_MS = 270_000;
/** 100 ms of 16-bit silence: enough for Google to count it as audio. */
const KEEPALIVE_SILENCE = Buffer.alloc((SAMPLE_RATE / 10) * 2);

function recognitionConfig(language: string, phrases: readonly string[] = []): RecognitionConfig {
  return {
    encoding: "LINEAR16",
    sampleRateHertz: SAMPLE_RATE,
    audioChannelCount: 1,
    languageCode: language,
    enableAutomaticPunctuation: true,
    maxAlternatives: 1,
    ...(phrases.length > 0 ? { speechContexts: [{ phrases: [...phrases] }] } : {}),
  };
}

function seconds(duration: Duration | null | undefined) {
  if (!duration) return 0;
  const whole = duration.seconds;
  const value = typeof whole === "object" && whole !== null ? whole.toNumber() : Number(whole ?? 0);
  return value + (duration.nanos ?? 0) / 1e9;
}

/**
 * Google Cloud Speech-to-Text (v1): streaming recognition with interim
 * results for live audio, a synchronous request for a whole recording.
 */
export class GoogleSTT extends stt.STT {
  label = "google";
  readonly #client: GoogleSpeechClient;
  readonly #language: string;
  readonly #keepaliveMs: number;
  readonly #streamLimitMs: number;
  readonly #options: GoogleSTTOptions;

  constructor(options: GoogleSTTOptions = {}) {
    super({ streaming: true, interimResults: true, alignedTranscript: false });
    this.#client = options.client ?? new SpeechClient({ projectId: options.project });
    this.#options = { ...options, client: this.#client };
    this.#language = options.language ?? "en-US";
    this.#keepaliveMs = options.keepaliveMs ?? KEEPALIVE_MS;
    this.#streamLimitMs = options.streamLimitMs ?? STREAM_LIMIT_MS;
  }

  override get model() {
    return "google-speech-v1";
  }

  override get provider() {
    return "google";
  }

  /** This recognizer expecting `phrases` (speech adaptation), on the same client. */
  withPhrases(phrases: readonly string[]): GoogleSTT {
    return new GoogleSTT({ ...this.#options, phrases });
  }

  /** Up to a minute of audio (Google's limit for a synchronous request). */
  protected async _recognize(buffer: AudioBuffer, abortSignal?: AbortSignal) {
    const frame = joinFrames(buffer);
    const pcm = pcmTo16kMono(frame.data, frame.sampleRate, frame.channels);
    let response: RecognizeResponse;
    try {
      [response] = await this.#client.recognize({
        config: recognitionConfig(this.#language, this.#options.phrases),
        audio: { content: Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength) },
      });
    } catch (error) {
      throw describeGoogleError("Speech-to-Text", error);
    }
    // The client cannot cancel a unary call; an abort drops its answer instead.
    abortSignal?.throwIfAborted();
    const alternatives = (response.results ?? []).flatMap((result) =>
      result.alternatives?.[0] ? [result.alternatives[0]] : [],
    );
    return {
      type: stt.SpeechEventType.FINAL_TRANSCRIPT,
      alternatives: [
        {
          language: normalizeLanguage(this.#language),
          text: alternatives
            .map((alternative) => alternative.transcript?.trim() ?? "")
            .filter(Boolean)
            .join(" "),
          startTime: 0,
          endTime: seconds(response.results?.at(-1)?.resultEndTime),
          confidence:
            alternatives.length > 0
              ? alternatives.reduce((sum, a) => sum + (a.confidence ?? 0), 0) / alternatives.length
              : 0,
        },
      ],
    } satisfies stt.SpeechEvent;
  }

  stream(options?: { connOptions?: APIConnectOptions }): GoogleSpeechStream {
    return new GoogleSpeechStream(this, options?.connOptions, {
      client: this.#client,
      streamingConfig: { config: recognitionConfig(this.#language), interimResults: true },
      language: this.#language,
      keepaliveMs: this.#keepaliveMs,
      streamLimitMs: this.#streamLimitMs,
    });
  }
}

interface StreamSettings {
  client: GoogleSpeechClient;
  streamingConfig: StreamingConfig;
  language: string;
  keepaliveMs: number;
  streamLimitMs: number;
}

/** One gRPC streaming call. */
interface Call {
  stream: Duplex;
  openedAt: number;
  /** Seconds of audio sent on earlier calls: Google times results from the start of each call. */
  offset: number;
  /** Where the last final result of this call ended, in the call's own seconds. */
  lastEnd: number;
  /** Settles when the call has ended, whichever way. */
  done: Promise<void>;
}

/**
 * Live recognition over a sequence of gRPC streaming calls. Audio goes to
 * the current call; when it reaches the stream limit (or on flush) the call
 * is half-closed, so Google finalizes what it heard, while the next audio
 * opens a new one. Results of both are emitted in order of arrival, timed
 * from the start of the whole stream, so the change is seamless to the
 * listener.
 */
export class GoogleSpeechStream extends stt.SpeechStream {
  label = "google";
  readonly #settings: StreamSettings;
  #call: Call | undefined;
  readonly #calls = new Set<Call>();
  #audioSeconds = 0;
  #speaking = false;
  #keepalive: NodeJS.Timeout | undefined;
  #fail: (error: ProviderError) => void = () => {};
  /** Set once run() is over: input that still arrives must not open new calls. */
  #finished = false;

  constructor(
    owner: GoogleSTT,
    connOptions: APIConnectOptions | undefined,
    settings: StreamSettings,
  ) {
    super(owner, SAMPLE_RATE, connOptions);
    this.#settings = settings;
  }

  protected async run() {
    const failed = new Promise<never>((_, reject) => {
      this.#fail = reject;
    });
    const abort = () => {
      for (const call of this.#calls) call.stream.destroy();
    };
    this.abortSignal.addEventListener("abort", abort, { once: true });
    try {
      await Promise.race([this.#pump(), failed]);
    } finally {
      this.#finished = true;
      clearTimeout(this.#keepalive);
      this.abortSignal.removeEventListener("abort", abort);
      abort();
    }
  }

  async #pump() {
    for await (const item of this.input) {
      if (this.#finished) return;
      if (item === GoogleSpeechStream.FLUSH_SENTINEL) {
        this.#endCall();
        continue;
      }
      const pcm = pcmTo16kMono(item.data, item.sampleRate, item.channels);
      this.#write(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    }
    this.#endCall();
    await Promise.all([...this.#calls].map((call) => call.done));
  }

  #write(audio: Buffer) {
    if (this.#call && Date.now() - this.#call.openedAt >= this.#settings.streamLimitMs) {
      this.#endCall();
    }
    this.#call ??= this.#open();
    if (!this.#call.stream.writable) return;
    this.#call.stream.write(audio);
    this.#audioSeconds += audio.length / 2 / SAMPLE_RATE;
    clearTimeout(this.#keepalive);
    this.#keepalive = setTimeout(() => {
      if (this.#call && !this.#finished) this.#write(KEEPALIVE_SILENCE);
    }, this.#settings.keepaliveMs);
  }

  #open(): Call {
    let stream: Duplex;
    try {
      stream = this.#settings.client.streamingRecognize(this.#settings.streamingConfig);
    } catch (error) {
      throw describeGoogleError("Speech-to-Text", error);
    }
    const call: Call = {
      stream,
      openedAt: Date.now(),
      offset: this.#audioSeconds,
      lastEnd: 0,
      done: Promise.resolve(),
    };
    call.done = new Promise<void>((resolve) => {
      stream.on("data", (response: StreamingResponse) => this.#onResponse(call, response));
      stream.on("error", (error) => {
        if (!this.abortSignal.aborted) this.#fail(describeGoogleError("Speech-to-Text", error));
        resolve();
      });
      stream.on("end", resolve);
      stream.on("close", resolve);
    }).finally(() => this.#calls.delete(call));
    this.#calls.add(call);
    return call;
  }

  /** Half-closes the current call: Google answers the rest of its results, then ends it. */
  #endCall() {
    this.#call?.stream.end();
    this.#call = undefined;
    clearTimeout(this.#keepalive);
  }

  #onResponse(call: Call, response: StreamingResponse) {
    if (response.error) {
      const { message, ...status } = response.error;
      this.#fail(
        describeGoogleError("Speech-to-Text", Object.assign(new Error(message ?? ""), status)),
      );
      return;
    }
    const results = response.results ?? [];
    const finals = results.filter((result) => result.isFinal);
    for (const result of finals) {
      const alternative = result.alternatives?.[0];
      const text = alternative?.transcript?.trim();
      if (!text) continue;
      const end = seconds(result.resultEndTime);
      this.#transcript(stt.SpeechEventType.FINAL_TRANSCRIPT, {
        text,
        language: result.languageCode,
        startTime: call.offset + call.lastEnd,
        endTime: call.offset + end,
        confidence: alternative?.confidence ?? 0,
      });
      call.lastEnd = end;
      this.#speaking = false;
      this.#put({ type: stt.SpeechEventType.END_OF_SPEECH });
    }
    if (finals.length > 0) return;
    // Interim answers come as a stable head and an unstable tail: together they are the guess so far.
    const text = results
      .map((result) => result.alternatives?.[0]?.transcript ?? "")
      .join("")
      .trim();
    if (!text) return;
    const last = results.at(-1);
    this.#transcript(stt.SpeechEventType.INTERIM_TRANSCRIPT, {
      text,
      language: last?.languageCode,
      startTime: call.offset + call.lastEnd,
      endTime: call.offset + seconds(last?.resultEndTime),
      confidence: last?.stability ?? 0,
    });
  }

  /** A transcript, after START_OF_SPEECH if it is the first of an utterance; times in stream seconds. */
  #transcript(
    type: stt.SpeechEventType,
    data: {
      text: string;
      language?: string | null;
      startTime: number;
      endTime: number;
      confidence: number;
    },
  ) {
    if (!this.#speaking) {
      this.#speaking = true;
      this.#put({ type: stt.SpeechEventType.START_OF_SPEECH });
    }
    const offset = this.startTimeOffset;
    this.#put({
      type,
      alternatives: [
        {
          ...data,
          language: normalizeLanguage(data.language ?? this.#settings.language),
          startTime: offset + data.startTime,
          endTime: offset + data.endTime,
        },
      ],
    });
  }

  #put(event: stt.SpeechEvent) {
    if (!this.queue.closed) this.queue.put(event);
  }
}

export function createGoogleSTTProvider(options: GoogleSTTOptions = {}): STTProvider {
  const engine = new GoogleSTT(options);
  return { name: "google", stt: engine, withPhrases: (phrases) => engine.withPhrases(phrases) };
}
