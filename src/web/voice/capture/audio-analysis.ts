import { AUDIO } from "../constants";

/** spec §3 Quality metrics. */
export interface QualityMetrics {
  volume: number;
  isActive: boolean;
  sampleRate: number;
  channels: number;
  timestamp: number;
}

export interface AudioAnalysis {
  silence: boolean;
  distortion: boolean;
  lowSampleRate: boolean;
  shortClip: boolean;
}

/** spec §5 audio analysis flags. */
export function analyzeAudio(metrics: QualityMetrics, clipMs?: number): AudioAnalysis {
  return {
    silence: metrics.volume < AUDIO.silenceThreshold,
    distortion:
      metrics.volume > AUDIO.distortionThreshold || metrics.sampleRate < AUDIO.minSampleRate,
    lowSampleRate: metrics.sampleRate < AUDIO.sampleRate,
    shortClip: clipMs !== undefined && clipMs < AUDIO.shortClipMs,
  };
}

export type GateDecision = "speech" | "grace" | "keepalive" | "drop";

/**
 * spec §5 volume gating: speech always goes out; after silence begins chunks
 * still go out for the grace period, then one keepalive per interval.
 */
export class SilenceGate {
  #silentSince: number | undefined;
  #lastKeepalive = Number.NEGATIVE_INFINITY;

  decide(volume: number, now: number): GateDecision {
    if (volume > AUDIO.silenceThreshold) {
      this.#silentSince = undefined;
      return "speech";
    }
    this.#silentSince ??= now;
    if (now - this.#silentSince < AUDIO.silenceGraceMs) return "grace";
    if (now - this.#lastKeepalive >= AUDIO.keepaliveIntervalMs) {
      this.#lastKeepalive = now;
      return "keepalive";
    }
    return "drop";
  }

  reset() {
    this.#silentSince = undefined;
    this.#lastKeepalive = Number.NEGATIVE_INFINITY;
  }
}

/** spec §5: outside 8000-48000 Hz warns and suggests 16000 Hz. */
export function sampleRateWarning(sampleRate: number): string | undefined {
  if (sampleRate >= AUDIO.minSampleRate && sampleRate <= AUDIO.maxSampleRate) return undefined;
  return `Sample rate ${sampleRate} Hz is outside ${AUDIO.minSampleRate}-${AUDIO.maxSampleRate} Hz; ${AUDIO.sampleRate} Hz is recommended`;
}
