import { AUDIO } from "../constants";
import type { AnalyserLike, AudioContextLike, StreamLike } from "./recorder-environment";

/**
 * The microphone's input level: an AnalyserNode on its stream, read when
 * asked, and sampled between chunks so the speech gate judges a 200 ms chunk
 * by its loudest moment rather than one instant.
 */
export class LevelMeter {
  readonly #context: AudioContextLike;
  readonly #analyser: AnalyserLike;
  /** The loudest level heard since the last takePeak(). */
  #peak = 0;
  #sampler: ReturnType<typeof setInterval> | undefined;

  private constructor(context: AudioContextLike, analyser: AnalyserLike) {
    this.#context = context;
    this.#analyser = analyser;
  }

  /** A meter on `stream`, or undefined when the browser will not build the audio graph. */
  static open(
    AudioContextClass: new () => AudioContextLike,
    stream: StreamLike,
  ): LevelMeter | undefined {
    try {
      const context = new AudioContextClass();
      const analyser = context.createAnalyser();
      analyser.fftSize = AUDIO.fftSize;
      context.createMediaStreamSource(stream).connect(analyser);
      return new LevelMeter(context, analyser);
    } catch {
      return undefined;
    }
  }

  /** The current input level, 0..1: the peak of the analyser's waveform. */
  measure(): number {
    const samples = new Uint8Array(this.#analyser.fftSize);
    this.#analyser.getByteTimeDomainData(samples);
    let peak = 0;
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128);
    return Math.min(1, peak);
  }

  startPeakSampling() {
    this.stopPeakSampling();
    this.#peak = 0;
    this.#sampler = setInterval(() => {
      this.#peak = Math.max(this.#peak, this.measure());
    }, AUDIO.gateSampleMs);
  }

  stopPeakSampling() {
    clearInterval(this.#sampler);
    this.#sampler = undefined;
  }

  /** The loudest level since the last call, this instant included; starts the next count. */
  takePeak(): number {
    const peak = Math.max(this.#peak, this.measure());
    this.#peak = 0;
    return peak;
  }

  close(): Promise<void> {
    this.stopPeakSampling();
    return this.#context.close();
  }
}
