import { AUDIO_LIMITS, AUDIO_MESSAGES } from "../../../shared/audio";
import { AudioTooLongError, UnsupportedAudioError } from "./decode-errors";

/** Refuses a sample rate a header states outside what the server takes (8 to 192 kHz). */
export function checkSampleRate(rate: number) {
  if (
    !Number.isInteger(rate) ||
    rate < AUDIO_LIMITS.minSampleRate ||
    rate > AUDIO_LIMITS.maxSampleRate
  )
    throw new UnsupportedAudioError(AUDIO_MESSAGES.sampleRate(rate));
}

/** Refuses a channel count a header states outside 1 to 8. */
export function checkChannels(channels: number) {
  if (!Number.isInteger(channels) || channels < 1 || channels > AUDIO_LIMITS.maxChannels)
    throw new UnsupportedAudioError(AUDIO_MESSAGES.channels(channels));
}

/**
 * How long a decode may run, in samples of its output rate: a recording is as
 * long as its duration to the tenth of a second, so `seconds` itself passes.
 */
export function sampleLimit(seconds: number, rate: number) {
  return Math.round((seconds + 0.05) * rate);
}

/**
 * Counts the samples a decode gives as it goes, and stops it as soon as they
 * pass the limit: a recording's length is known before all of it is decoded.
 */
export class SampleBudget {
  #left: number;

  constructor(
    readonly maxSeconds: number,
    readonly rate: number,
  ) {
    this.#left = sampleLimit(maxSeconds, rate);
  }

  /** Takes `count` more samples, or throws once the recording is over its length. */
  take(count: number) {
    this.#left -= count;
    if (this.#left < 0) throw new AudioTooLongError(AUDIO_MESSAGES.tooLong(this.maxSeconds));
  }
}
