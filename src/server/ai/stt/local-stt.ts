import { type APIConnectOptions, type AudioBuffer, normalizeLanguage, stt } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { joinFrames } from "../audio/frames";
import { pcmTo16kMono } from "../audio/resample";
import type { STTProvider } from "../types";
import { POCKETSPHINX_MODEL_DIR } from "./pocketsphinx/install";
import {
  engineStopped,
  Recognizer,
  type RecognizerOptions,
  SAMPLE_RATE,
} from "./pocketsphinx/recognizer";
import type { Utterance } from "./pocketsphinx/transcript-parser";

export { isLocalSttAvailable, POCKETSPHINX_MODEL_DIR } from "./pocketsphinx/install";

const LANGUAGE = normalizeLanguage("en-US");

/**
 * The silence that ends an utterance of a live stream. pocketsphinx's own
 * half second (its -vad_postspeech default) held every final back that long
 * after the person stopped: measured with `npm run bench -- stt`, a final
 * came a median 660 ms after the end of speech, and comes 314 ms after it at
 * 150 ms (the rest is the program's 128 ms reads and its last search
 * passes). The word error rate of the test phrases is unchanged (0.13
 * against 0.15); shorter pauses started to split utterances and cost words. The turn itself is still
 * decided by the pipeline's end of turn: an utterance that ends at a pause
 * mid-thought is one of several finals the turn joins.
 */
const STREAM_END_OF_SPEECH_MS = 150;

/** pocketsphinx reads its input 2,048 samples (128 ms) at a time. */
const READ_BLOCK_MS = 128;

export interface LocalSTTOptions {
  /** pocketsphinx_continuous, by name on PATH or by path. */
  bin?: string;
  modelDir?: string;
  /** The silence that ends an utterance of a live stream (default 150 ms). */
  streamEndOfSpeechMs?: number;
}

function speechData(utterance: Utterance, offset: number): stt.SpeechData {
  return {
    language: LANGUAGE,
    text: utterance.text,
    startTime: offset + utterance.startTime,
    endTime: offset + utterance.endTime,
    confidence: utterance.confidence,
  };
}

/**
 * Speech recognition on this machine: CMU pocketsphinx (Debian's 0.8-era
 * `pocketsphinx_continuous` with the pocketsphinx-en-us model) as a child
 * process. No keys, no network; accuracy is modest (see the integration
 * test for the measured word error rate). There are no interim results: the
 * program prints an utterance only once it has ended (libpocketsphinx's
 * partial hypotheses are not reachable from it).
 */
export class LocalSTT extends stt.STT {
  label = "local";
  readonly #engine: RecognizerOptions;
  readonly #streamEndOfSpeechFrames: number;
  readonly #streams = new Set<LocalSpeechStream>();

  constructor(options: LocalSTTOptions = {}) {
    super({ streaming: true, interimResults: false, alignedTranscript: false });
    this.#engine = {
      bin: options.bin ?? "pocketsphinx_continuous",
      modelDir: options.modelDir ?? POCKETSPHINX_MODEL_DIR,
    };
    this.#streamEndOfSpeechFrames = Math.round(
      (options.streamEndOfSpeechMs ?? STREAM_END_OF_SPEECH_MS) / 10,
    );
  }

  override get model() {
    return "pocketsphinx-en-us";
  }

  override get provider() {
    return "pocketsphinx";
  }

  /** Recognizes a whole recording in one process; the utterances are joined into one transcript. */
  protected async _recognize(buffer: AudioBuffer, abortSignal?: AbortSignal) {
    const frame = joinFrames(buffer);
    const pcm = pcmTo16kMono(frame.data, frame.sampleRate, frame.channels);
    const utterances: Utterance[] = [];
    const recognizer = new Recognizer(this.#engine, (u) => utterances.push(u));
    const abort = () => recognizer.stop();
    abortSignal?.addEventListener("abort", abort, { once: true });
    try {
      await recognizer.write(pcm);
      recognizer.end();
      const status = await recognizer.exited;
      abortSignal?.throwIfAborted();
      if (status.code !== 0) throw engineStopped(status);
    } finally {
      abortSignal?.removeEventListener("abort", abort);
      recognizer.stop();
    }
    const first = utterances[0];
    const last = utterances.at(-1);
    const words = utterances.map((u) => u.text).join(" ");
    return {
      type: stt.SpeechEventType.FINAL_TRANSCRIPT,
      alternatives: [
        {
          language: LANGUAGE,
          text: words,
          startTime: first?.startTime ?? 0,
          endTime: last?.endTime ?? 0,
          confidence:
            utterances.length > 0
              ? utterances.reduce((sum, u) => sum + u.confidence, 0) / utterances.length
              : 0,
        },
      ],
    } satisfies stt.SpeechEvent;
  }

  stream(options?: { connOptions?: APIConnectOptions }): LocalSpeechStream {
    const stream = new LocalSpeechStream(
      this,
      { ...this.#engine, endOfSpeechFrames: this.#streamEndOfSpeechFrames },
      options?.connOptions,
      () => this.#streams.delete(stream),
    );
    this.#streams.add(stream);
    return stream;
  }

  override async close() {
    for (const stream of this.#streams) stream.close();
    this.#streams.clear();
  }
}

/**
 * A live stream: one pocketsphinx process for the life of the stream, fed the
 * frames as they come (the base class resamples other rates to 16 kHz), so it
 * decodes while the person speaks. Each utterance pocketsphinx ends (after
 * the stream's end-of-speech silence) comes out as START_OF_SPEECH,
 * FINAL_TRANSCRIPT, END_OF_SPEECH. flush() writes silence so that the
 * utterance in progress ends now.
 */
export class LocalSpeechStream extends stt.SpeechStream {
  label = "local";
  readonly #engine: RecognizerOptions;
  readonly #onClose: () => void;
  #recognizer: Recognizer | undefined;
  /** Enough silence to end an utterance: the end-of-speech frames and two reads for the rest. */
  readonly #flushSilence: Int16Array;

  constructor(
    owner: LocalSTT,
    engine: RecognizerOptions,
    connOptions: APIConnectOptions | undefined,
    onClose: () => void,
  ) {
    super(owner, SAMPLE_RATE, connOptions);
    this.#engine = engine;
    this.#onClose = onClose;
    const endOfSpeechMs = (engine.endOfSpeechFrames ?? 50) * 10;
    this.#flushSilence = new Int16Array((SAMPLE_RATE * (endOfSpeechMs + 2 * READ_BLOCK_MS)) / 1000);
  }

  /** The pocketsphinx process group while one runs; for monitoring and tests. */
  get processId() {
    return this.#recognizer?.pid;
  }

  protected async run() {
    const recognizer = new Recognizer(this.#engine, (u) => this.#emit(u));
    this.#recognizer = recognizer;
    const aborted = new Promise<void>((resolve) => {
      this.abortSignal.addEventListener("abort", () => resolve(), { once: true });
    });
    let inputEnded = false;
    let failure: unknown;
    const forward = async () => {
      for await (const item of this.input) {
        await recognizer.write(
          item === LocalSpeechStream.FLUSH_SENTINEL ? this.#flushSilence : mono(item),
        );
      }
      inputEnded = true;
      recognizer.end();
    };
    forward().catch((error: unknown) => {
      failure = error;
      recognizer.stop();
    });
    try {
      const status = await Promise.race([recognizer.exited, aborted]);
      if (failure) throw failure;
      if (!status || this.abortSignal.aborted || (inputEnded && status.code === 0)) return;
      throw engineStopped(status);
    } finally {
      recognizer.stop();
    }
  }

  #emit(utterance: Utterance) {
    if (this.queue.closed) return;
    const data = speechData(utterance, this.startTimeOffset);
    this.queue.put({ type: stt.SpeechEventType.START_OF_SPEECH });
    this.queue.put({ type: stt.SpeechEventType.FINAL_TRANSCRIPT, alternatives: [data] });
    this.queue.put({ type: stt.SpeechEventType.END_OF_SPEECH });
  }

  override close() {
    super.close();
    this.#onClose();
  }
}

/** The base class brings frames to 16 kHz; a stereo frame still needs folding to mono. */
function mono(frame: AudioFrame) {
  return pcmTo16kMono(frame.data, frame.sampleRate, frame.channels);
}

export function createLocalSTTProvider(bin = "pocketsphinx_continuous"): STTProvider {
  return { name: "local", stt: new LocalSTT({ bin }) };
}
