import type { TurnMetrics } from "../../../shared/schemas/turn-metrics";
import type { AudioAnalysis, QualityMetrics } from "../capture/audio-analysis";
import type { ConnectionHealth } from "./connection-health";

/** The server's voice.transport answer (POST /api/v1/voice/transport). */
export type VoiceTransportAnswer =
  | { transport: "websocket"; path: string }
  | { transport: "livekit"; url: string; token: string; room: string };

/**
 * What either transport reports, in the session's terms: the session reacts
 * to these and does not care whether a socket or a LiveKit room is behind them.
 */
export interface TransportEvents {
  /** What the person said; partials carry the text so far. */
  transcript: { final: boolean; id: string; text: string; at: number; confidence?: number };
  agent_thinking: undefined;
  /** A piece of the agent's reply text, for the message `id`. */
  agent_text: { id: string; text: string; at: number };
  /** Agent audio began or continued. */
  agent_audio: undefined;
  /** The whole reply is known (agent_response). */
  agent_response: { text: string };
  /** The reply is over; `text` is its full text, `cutShort` when it stopped before its end. */
  agent_complete: { id: string; text: string; at: number; cutShort?: boolean };
  /** How long the last spoken reply took to start, step by step (turn_metrics). */
  turn_metrics: TurnMetrics;
  /** The person spoke over the agent; its audio is already stopped. */
  agent_interrupt: undefined;
  /** The agent is listening again (LiveKit's agent state). */
  agent_listening: undefined;
  audio_played: { count: number };
  /** No agent audio is queued or playing any more. */
  audio_finished: undefined;
  quality: { metrics: QualityMetrics; analysis: AudioAnalysis };
  health: ConnectionHealth;
  /** The link dropped and the transport is reconnecting by itself. */
  reconnecting: undefined;
  /** The transport reconnected by itself and restored the conversation. */
  reconnected: undefined;
  /** Advice and recoverable hiccups that need no state change. */
  warning: { code: string; message: string };
  error: TransportError;
  /** The server ended the session; `reason` is its close reason. */
  closed: { reason: string };
}

/**
 * What a voice session drives, whichever transport is behind it (the
 * WebSocket bridge, a LiveKit room, or LiveKit with the bridge to fall back on).
 */
export interface SessionTransport {
  readonly kind: VoiceTransportAnswer["transport"];
  /** Whether agent audio is still queued or playing. */
  readonly playing: boolean;
  readonly health: ConnectionHealth;
  /** Connects to the server; throws a TransportFailure. */
  connect(): Promise<void>;
  /** Opens the microphone and starts sending it; throws a TransportFailure. */
  startMicrophone(): Promise<void>;
  setMuted(muted: boolean): void;
  pause(): void;
  resume(): void;
  /** Agent volume 0..100. */
  setVolume(volume: number): void;
  /** Connects again after a failure, keeping the microphone; throws a TransportFailure. */
  reconnect(): Promise<void>;
  /** Ends the session with a reason (session_end) and releases everything. */
  end(reason: string): Promise<void>;
  on<K extends keyof TransportEvents>(
    event: K,
    listener: (payload: TransportEvents[K]) => void,
  ): () => void;
}

/** What a transport reports before the session maps it onto its own codes. */
export interface TransportError {
  source: "recorder" | "connection" | "server" | "player";
  /** A recorder, socket or connection-table code. */
  code: string;
  message: string;
  suggestions?: string[];
}

/** A transport call failed; `detail` says where and why. */
export class TransportFailure extends Error {
  readonly detail: TransportError;

  constructor(detail: TransportError) {
    super(detail.message);
    this.name = "TransportFailure";
    this.detail = detail;
  }
}
