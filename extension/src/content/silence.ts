import { EXTENSION_LIMITS } from "../../../src/shared/extension";

export const RECORDING = {
  /** RMS level (0 to 1) above which the microphone hears speech. */
  speechLevel: 0.02,
  /** Silence after speech that ends the recording. */
  stopAfterSilenceMs: 2_000,
  /** With nothing heard this long the person is not speaking: stop. */
  noSpeechMs: 8_000,
  maxMs: EXTENSION_LIMITS.maxAudioSeconds * 1_000,
} as const;

export type SilenceVerdict = "continue" | "silence" | "no-speech" | "max";

/** Decides when a recording ends by itself, from volume readings over time. */
export class SilenceDetector {
  readonly #startedAt: number;
  #heardSpeech = false;
  #lastSpeechAt: number;

  constructor(startedAt: number) {
    this.#startedAt = startedAt;
    this.#lastSpeechAt = startedAt;
  }

  get heardSpeech() {
    return this.#heardSpeech;
  }

  /** `level` is null while it cannot be measured (a suspended audio context): only the time limit applies. */
  update(level: number | null, now: number): SilenceVerdict {
    if (now - this.#startedAt >= RECORDING.maxMs) return "max";
    if (level === null) return "continue";
    if (level >= RECORDING.speechLevel) {
      this.#heardSpeech = true;
      this.#lastSpeechAt = now;
    }
    if (!this.#heardSpeech) {
      return now - this.#startedAt >= RECORDING.noSpeechMs ? "no-speech" : "continue";
    }
    return now - this.#lastSpeechAt >= RECORDING.stopAfterSilenceMs ? "silence" : "continue";
  }
}

/** Root mean square of a block of samples in -1..1. */
export function rms(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}
