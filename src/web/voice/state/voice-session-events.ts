import type { TurnMetrics } from "../../../shared/schemas/turn-metrics";
import type { AudioAnalysis, QualityMetrics } from "../capture/audio-analysis";
import type { ConnectionHealth } from "../transport/connection-health";
import type { SessionTransport } from "../transport/session-transport";
import type { VoiceError } from "./session-errors";
import type { VoiceSessionState } from "./session-states";
import type { TranscriptEvent } from "./transcript";

/** What a voice session is given, and what it tells its listeners. */

export interface VoiceSessionOptions {
  sessionId: string;
  /** Builds the transport the server offers (see createTransport); called on each start. */
  createTransport: () => Promise<SessionTransport>;
  /** Agent volume 0..100 (spec: default 100, kept in local preferences). */
  volume?: number;
  /** Whether the microphone starts muted (local preferences). */
  muted?: boolean;
  /** Recoverable errors are retried by reconnecting (default true). */
  autoReconnect?: boolean;
  now?: () => number;
}

export interface VoiceSessionEvents {
  state: { state: VoiceSessionState; previous: VoiceSessionState };
  /** Feed these to reduceTranscript for the chat side panel. */
  transcript: TranscriptEvent;
  error: VoiceError;
  muted: { muted: boolean };
  volume: { volume: number };
  health: ConnectionHealth;
  quality: { metrics: QualityMetrics; analysis: AudioAnalysis };
  audio_played: { count: number };
  /** An agent reply ended; the first one in a session names it (refresh the session list). */
  reply: { text: string };
  warning: { code: string; message: string };
  /** How long the last spoken reply took to start, step by step. */
  turn_metrics: TurnMetrics;
}
