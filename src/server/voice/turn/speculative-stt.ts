import {
  type APIConnectOptions,
  log,
  stt,
  type VAD,
  type VADEvent,
  VADEventType,
  type VADStream,
} from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";

/**
 * The first silent VAD window (Silero's are 32 ms) inside speech sends the
 * utterance so far to the recognizer: the client's audio comes in 200 ms
 * chunks, so waiting longer would often land in the same chunk as the VAD's
 * own end of speech (its minSilenceDuration, 250 ms) and gain nothing.
 * Pauses between words make requests that are aborted.
 */
const SPECULATE_AFTER_SILENCE_MS = 30;

/**
 * A recognizer that transcribes whole recordings (an OpenAI-compatible
 * /audio/transcriptions server) made to stream, like the framework's
 * StreamAdapter, with one difference: the audio is sent as soon as silence
 * starts rather than once the VAD has heard enough of it to call the speech
 * ended. If the person goes on, that request is aborted and its answer never
 * used; if the silence lasts, its answer is told at once as a preflight
 * transcript and again as the final one when the VAD ends the speech.
 */
export class SpeculativeRecognizer extends stt.STT {
  label: string;
  readonly #stt: stt.STT;
  readonly #vad: VAD;

  constructor(recognizer: stt.STT, vad: VAD) {
    super({ streaming: true, interimResults: false });
    this.#stt = recognizer;
    this.#vad = vad;
    this.label = `speculative<${recognizer.label}>`;
    recognizer.on("metrics_collected", (metrics) => this.emit("metrics_collected", metrics));
    recognizer.on("error", (error) => this.emit("error", error));
  }

  override get model() {
    return this.#stt.model;
  }

  override get provider() {
    return this.#stt.provider;
  }

  protected _recognize(frame: AudioFrame | AudioFrame[], abortSignal?: AbortSignal) {
    return this.#stt.recognize(frame, abortSignal);
  }

  stream(options?: { connOptions?: APIConnectOptions }): SpeculativeSpeechStream {
    return new SpeculativeSpeechStream(this.#stt, this.#vad.stream(), options?.connOptions);
  }
}

interface Speculation {
  abort: AbortController;
  result: Promise<stt.SpeechEvent | undefined>;
}

export class SpeculativeSpeechStream extends stt.SpeechStream {
  label: string;
  readonly #stt: stt.STT;
  readonly #vadStream: VADStream;
  /** The utterance so far, from the VAD's start of speech (with its padding). */
  #speech: AudioFrame[] = [];
  #speaking = false;
  #speculation: Speculation | undefined;

  constructor(recognizer: stt.STT, vadStream: VADStream, connOptions?: APIConnectOptions) {
    super(recognizer, undefined, connOptions);
    this.#stt = recognizer;
    this.#vadStream = vadStream;
    this.label = `speculative<${recognizer.label}>`;
  }

  override close() {
    this.#discardSpeculation();
    super.close();
    this.#vadStream.close();
  }

  override async monitorMetrics() {
    // The wrapped recognizer reports its own.
  }

  protected async run() {
    await Promise.all([this.#forwardInput(), this.#recognize()]);
  }

  /**
   * The VAD stream is flushed, not ended, when the input ends: its
   * endInput() closes a writer its own reader holds locked and leaves that
   * rejection unhandled. It ends with close().
   */
  async #forwardInput() {
    for await (const input of this.input) {
      if (input === SpeculativeSpeechStream.FLUSH_SENTINEL) this.#vadStream.flush();
      else this.#vadStream.pushFrame(input);
    }
    this.#vadStream.flush();
  }

  async #recognize() {
    for await (const event of this.#vadStream) {
      if (event.type === VADEventType.START_OF_SPEECH) {
        this.#speaking = true;
        this.#speech = [...event.frames];
        this.output.put({ type: stt.SpeechEventType.START_OF_SPEECH });
      } else if (event.type === VADEventType.INFERENCE_DONE) {
        this.#onInference(event);
      } else if (event.type === VADEventType.END_OF_SPEECH) {
        await this.#onEndOfSpeech(event);
      }
    }
  }

  #onInference(event: VADEvent) {
    if (!this.#speaking) return;
    this.#speech.push(...event.frames);
    if (event.rawAccumulatedSilence === 0) {
      // The person went on: what was sent ahead misses their words.
      this.#discardSpeculation();
    } else if (event.rawAccumulatedSilence >= SPECULATE_AFTER_SILENCE_MS && !this.#speculation) {
      const speculation = this.#transcribe([...this.#speech]);
      this.#speculation = speculation;
      void speculation.result.then((transcript) => this.#preflight(speculation, transcript));
    }
  }

  /**
   * A speculation answered while the silence goes on: the pipeline gets it
   * as a preflight transcript and starts the model on it (preemptive
   * generation), rather than when the VAD calls the speech ended; the final
   * transcript that follows with the same words keeps that reply.
   */
  #preflight(speculation: Speculation, transcript: stt.SpeechEvent | undefined) {
    const alternatives = transcript?.alternatives;
    if (speculation !== this.#speculation || !alternatives?.[0]?.text || this.output.closed) return;
    this.output.put({ type: stt.SpeechEventType.PREFLIGHT_TRANSCRIPT, alternatives });
  }

  async #onEndOfSpeech(event: VADEvent) {
    this.#speaking = false;
    const speechEndTime = Date.now() - event.silenceDuration - event.inferenceDuration;
    this.output.put({ type: stt.SpeechEventType.END_OF_SPEECH, speechEndTime });
    const speculation = this.#speculation ?? this.#transcribe(event.frames);
    this.#speculation = undefined;
    this.#speech = [];
    const transcript = await speculation.result;
    if (!transcript?.alternatives?.[0]?.text || this.output.closed) return;
    this.output.put({ ...transcript, speechEndTime: transcript.speechEndTime ?? speechEndTime });
  }

  #transcribe(frames: AudioFrame[]): Speculation {
    const abort = new AbortController();
    const signal = AbortSignal.any([abort.signal, this.abortSignal]);
    const result = this.#stt.recognize(frames, signal).catch((error: unknown) => {
      // An aborted speculation is expected; a failure is reported by the recognizer's 'error' event.
      if (!signal.aborted) {
        log().error({ err: error }, `${this.label}: the recognizer failed`);
      }
      return undefined;
    });
    return { abort, result };
  }

  #discardSpeculation() {
    this.#speculation?.abort.abort();
    this.#speculation = undefined;
  }
}
