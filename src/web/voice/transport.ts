import type { TurnMetrics } from "../../shared/schemas/turn-metrics";
import { VOICE_SOCKET_PATH } from "../../shared/voice-protocol";
import type { AudioAnalysis, QualityMetrics } from "./audio-analysis";
import type { ConnectionHealth } from "./connection-health";
import type { TransportError } from "./errors";

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

export interface VoiceTransport {
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

/** A transport call failed; `detail` says where and why. */
export class TransportFailure extends Error {
  readonly detail: TransportError;

  constructor(detail: TransportError) {
    super(detail.message);
    this.name = "TransportFailure";
    this.detail = detail;
  }
}

export interface CreateTransportOptions {
  sessionId: string;
  /** Agent volume 0..100. */
  volume: number;
  /** Asks the server again, for a fresh LiveKit token when reconnecting. */
  refresh?: () => Promise<VoiceTransportAnswer>;
}

/**
 * The transport the server's answer names. LiveKit's client is loaded only
 * when the server offers LiveKit, so the bridge's users never download it.
 * LiveKit comes with the bridge behind it: when the LiveKit server cannot be
 * joined, voice goes on over the bridge (the server accepts it either way).
 */
export async function createTransport(
  answer: VoiceTransportAnswer,
  options: CreateTransportOptions,
): Promise<VoiceTransport> {
  const bridge = async (path: string = VOICE_SOCKET_PATH) => {
    const { WsTransport } = await import("./ws-transport");
    return new WsTransport({ sessionId: options.sessionId, path, volume: options.volume });
  };
  if (answer.transport === "websocket") return bridge(answer.path);
  const [{ LiveKitTransport }, { FallbackTransport }] = await Promise.all([
    import("./livekit-transport"),
    import("./fallback-transport"),
  ]);
  const refresh = options.refresh;
  const liveKit = new LiveKitTransport({
    access: answer,
    volume: options.volume,
    refreshAccess: refresh
      ? async () => {
          const next = await refresh();
          if (next.transport !== "livekit") throw new Error("The server no longer offers LiveKit");
          return next;
        }
      : undefined,
  });
  return new FallbackTransport(liveKit, () => bridge());
}
