import { VOICE_LIMITS } from "../../shared/voice-protocol";

/** spec/voice.md §9, audio capture. */
export const AUDIO = {
  chunkMs: 200,
  maxChunkBytes: VOICE_LIMITS.maxChunkBytes,
  /** Below this a chunk gets the 'very small' hint. */
  smallChunkBytes: 1024,
  /** Tried in this order; the first the browser's MediaRecorder supports is used. */
  formats: [
    "audio/webm;codecs=opus",
    "audio/webm",
    "audio/mp4",
    "audio/wav",
    "audio/ogg;codecs=opus",
  ],
  defaultFormat: "webm",
  sampleRate: 16_000,
  channels: 1,
  bitsPerSample: 16,
  minSampleRate: 8_000,
  maxSampleRate: 48_000,
  silenceThreshold: 0.1,
  distortionThreshold: 0.9,
  shortClipMs: 100,
  silenceGraceMs: 3_000,
  keepaliveIntervalMs: 5_000,
  /** The muted keepalive: this much silent 16 kHz mono 16-bit WAV. */
  keepaliveDurationMs: 5_000,
  silentWavDefaultMs: 200,
  qualityIntervalMs: 500,
  fftSize: 256,
  /**
   * How often the speech gate samples the level between chunks, so a 200 ms
   * chunk is judged by its loudest moment rather than one instant.
   */
  gateSampleMs: 50,
} as const;

/** spec/voice.md §9, session. */
export const SESSION = {
  qualityCheckMs: 2_000,
  poorConnectionAfterMs: 10_000,
  readyToListeningMs: 500,
  respondingToListeningMs: 1_000,
  maxRecoveryAttempts: 3,
  recoveryDelayMs: 2_000,
  /**
   * A recovered session counts as healthy again, and its recovery attempts
   * start over, once it has run this long without an error: a server that
   * accepts and then drops every session would otherwise be retried forever.
   */
  recoveredAfterMs: 10_000,
  muteDebounceMs: 300,
  language: "en-US",
  agentVolumeDefault: 100,
  /** The playback error flag clears itself after this long. */
  playbackErrorResetMs: 1_000,
} as const;

/** spec/voice.md §9, connection. */
export const CONNECTION = {
  heartbeatMs: 30_000,
  mutedHeartbeatMs: 5_000,
  latencyCheckMs: 5_000,
  attemptTimeoutMs: 5_000,
  overallTimeoutMs: 10_000,
  maxReconnectAttempts: 5,
  /**
   * An open socket resets the reconnect attempts only after staying open this
   * long, so a server that accepts and at once closes still uses them up.
   */
  stableAfterMs: 10_000,
  backoffBaseMs: 1_000,
  backoffFactor: 2,
  backoffCapMs: 16_000,
  backoffJitter: 0.1,
  latencyExcellentMs: 200,
  latencyGoodMs: 500,
  latencyPoorMs: 5_000,
  ignoredHeartbeats: 3,
  latencySamples: 10,
} as const;
