import {
  ConnectionQuality,
  DisconnectReason,
  type Participant,
  type RemoteTrack,
  Room,
  RoomEvent,
  type TextStreamReader,
  Track,
} from "livekit-client";
import { MESSAGES } from "../../../shared/messages";
import { TURN_METRICS_TOPIC, VOICE_ROOM_ATTRIBUTES } from "../../../shared/voice-protocol";
import { AUDIO_CONSTRAINTS } from "../capture/recorder-environment";
import { recorderErrorFromMedia } from "../capture/recorder-errors";
import { CONNECTION } from "../constants";
import { Emitter } from "../emitter";
import { connectionErrorInfo } from "./connection-errors";
import type { ConnectionHealth, ConnectionQuality as HealthQuality } from "./connection-health";
import { type SessionTransport, type TransportEvents, TransportFailure } from "./session-transport";
import { readTurnMetricsData } from "./turn-metrics-message";

/*
 * Names agents-js RoomIO uses (@livekit/agents src/constants.ts): transcripts
 * of the person and the agent's words arrive as text streams on one topic.
 * The person's are sent on their behalf (the sender is the person), one
 * stream per interim or final; the agent's is one stream per reply, in deltas.
 */
export const TOPIC_TRANSCRIPTION = "lk.transcription";
export const ATTRIBUTE_TRANSCRIPTION_FINAL = "lk.transcription_final";
export const ATTRIBUTE_SEGMENT_ID = "lk.segment_id";
export const ATTRIBUTE_AGENT_STATE = "lk.agent.state";

export interface LiveKitAccess {
  url: string;
  token: string;
}

/** The parts of livekit-client's Room this transport uses. */
export type RoomLike = Pick<
  Room,
  | "connect"
  | "disconnect"
  | "on"
  | "registerTextStreamHandler"
  | "unregisterTextStreamHandler"
  | "localParticipant"
  | "startAudio"
  | "state"
>;

export interface LiveKitTransportOptions {
  access: LiveKitAccess;
  /** A fresh token for a reconnect (tokens live 10 minutes). */
  refreshAccess?: () => Promise<LiveKitAccess>;
  /** Agent volume 0..100. */
  volume?: number;
  createRoom?: () => RoomLike;
  /** Whether LiveKit answers at `url`, asked before the token is handed over. Default: liveKitAnswers. */
  reachable?: (url: string) => Promise<boolean>;
  /** Plays a remote audio track; returns what stops it. Default: an <audio> element in the page. */
  playTrack?: (track: RemoteTrack) => () => void;
  now?: () => number;
}

/**
 * Whether a LiveKit server answers at `url`: a HEAD to its http(s) form, as
 * livekit-client itself sends when the network returns. LiveKit answers 200
 * there when the node is ready, to any origin. Nothing of the person goes
 * along: the token joins only once LiveKit is known to be there, so a server
 * that is down never sees it, nor does the browser print it in a failed
 * socket's address.
 */
export async function liveKitAnswers(url: string) {
  try {
    const response = await fetch(url.replace(/^ws/, "http"), {
      method: "HEAD",
      cache: "no-store",
      credentials: "omit",
      signal: AbortSignal.timeout(CONNECTION.attemptTimeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function playInPage(track: RemoteTrack) {
  const element = track.attach();
  element.hidden = true;
  document.body.append(element);
  return () => {
    for (const detached of track.detach()) detached.remove();
  };
}

const QUALITY: Record<ConnectionQuality, HealthQuality> = {
  [ConnectionQuality.Excellent]: "excellent",
  [ConnectionQuality.Good]: "good",
  [ConnectionQuality.Poor]: "poor",
  [ConnectionQuality.Lost]: "failed",
  [ConnectionQuality.Unknown]: "unknown",
};

type AgentState = "initializing" | "listening" | "thinking" | "speaking" | string;

/**
 * Voice over a LiveKit room: the microphone is published as a track, the
 * agent's track is played, and the agent's state attribute and the room's
 * transcription streams become the same transport events as the bridge's.
 */
export class LiveKitTransport implements SessionTransport {
  readonly kind = "livekit";
  readonly #options: LiveKitTransportOptions;
  readonly #now: () => number;
  readonly #events = new Emitter<TransportEvents>();
  #room: RoomLike;
  #access: LiveKitAccess;
  #volume: number;
  #muted = false;
  #paused = false;
  #agentState: AgentState = "initializing";
  #quality: HealthQuality = "unknown";
  #lastConnected: number | null = null;
  #lastError: string | null = null;
  #ending = false;
  /** A join in progress reports its failure by throwing; the room's own disconnect is not news. */
  #joining = false;
  readonly #tracks = new Map<RemoteTrack, () => void>();

  constructor(options: LiveKitTransportOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#access = options.access;
    this.#volume = options.volume ?? 100;
    this.#room = this.#createRoom();
  }

  get playing() {
    return this.#agentState === "speaking";
  }

  get health(): ConnectionHealth {
    const state = this.#room.state;
    const connected = state === "connected";
    const connecting = state === "connecting" || state === "reconnecting";
    return {
      connected,
      connecting,
      latency: null,
      quality: this.#quality,
      retryAttempt: 0,
      maxRetries: CONNECTION.maxReconnectAttempts,
      canRetry: !connected && !connecting,
      lastConnected: this.#lastConnected,
      lastError: this.#lastError,
      backoffDelay: 0,
      nextRetryAt: null,
    };
  }

  on<K extends keyof TransportEvents>(event: K, listener: (payload: TransportEvents[K]) => void) {
    return this.#events.on(event, listener);
  }

  async connect() {
    const reachable = this.#options.reachable ?? liveKitAnswers;
    if (!(await reachable(this.#access.url))) this.#failToJoin();
    this.#joining = true;
    try {
      await this.#room.connect(this.#access.url, this.#access.token, { autoSubscribe: true });
    } catch (error) {
      this.#failToJoin(error);
    } finally {
      this.#joining = false;
    }
    this.#lastConnected = this.#now();
    // Called from the click that starts voice: the only moment browsers let audio start.
    await this.#room.startAudio().catch(() => {});
  }

  async startMicrophone() {
    try {
      await this.#room.localParticipant.setMicrophoneEnabled(!this.#silenced(), AUDIO_CONSTRAINTS);
    } catch (error) {
      throw new TransportFailure({ source: "recorder", ...recorderErrorFromMedia(error) });
    }
  }

  setMuted(muted: boolean) {
    this.#muted = muted;
    this.#applyMicrophone();
  }

  pause() {
    this.#paused = true;
    this.#applyMicrophone();
  }

  resume() {
    this.#paused = false;
    this.#applyMicrophone();
  }

  setVolume(volume: number) {
    this.#volume = Math.min(100, Math.max(0, Math.round(volume)));
    for (const track of this.#tracks.keys()) this.#applyVolume(track);
  }

  /** A new room connection (a new token when one can be had), then the microphone again. */
  async reconnect() {
    if (this.#room.state === "connected") return;
    this.#ending = true;
    await this.#room.disconnect();
    this.#ending = false;
    if (this.#options.refreshAccess) this.#access = await this.#options.refreshAccess();
    this.#room = this.#createRoom();
    this.#agentState = "initializing";
    await this.connect();
    await this.startMicrophone();
  }

  async end() {
    // Leaving the room ends the agent's session; it stores the transcript as it closes.
    this.#ending = true;
    this.#room.unregisterTextStreamHandler(TOPIC_TRANSCRIPTION);
    for (const stop of this.#tracks.values()) stop();
    this.#tracks.clear();
    await this.#room.disconnect();
  }

  /** livekit-client's own words ('could not establish signal connection: …') mean nothing to a person. */
  #failToJoin(error?: unknown): never {
    this.#lastError = "CONNECTION_FAILED";
    if (isUnauthorized(error)) {
      throw new TransportFailure({
        source: "connection",
        code: "AUTHENTICATION_FAILED",
        message: connectionErrorInfo("AUTHENTICATION_FAILED").text,
      });
    }
    throw new TransportFailure({
      source: "connection",
      code: "CONNECTION_FAILED",
      message: MESSAGES.voiceLiveKitUnreachable,
    });
  }

  #silenced() {
    return this.#muted || this.#paused;
  }

  #applyMicrophone() {
    if (this.#room.state !== "connected") return;
    this.#room.localParticipant
      .setMicrophoneEnabled(!this.#silenced(), AUDIO_CONSTRAINTS)
      .catch((error: unknown) =>
        this.#events.emit("error", { source: "recorder", ...recorderErrorFromMedia(error) }),
      );
  }

  #applyVolume(track: RemoteTrack) {
    if ("setVolume" in track && typeof track.setVolume === "function") {
      track.setVolume(this.#volume / 100);
    }
  }

  #createRoom(): RoomLike {
    const room =
      this.#options.createRoom?.() ?? new Room({ adaptiveStream: false, dynacast: false });
    // Registered before connecting, so no transcript sent right after the join is missed.
    room.registerTextStreamHandler(TOPIC_TRANSCRIPTION, (reader, { identity }) => {
      void this.#readTranscription(room, reader, identity);
    });
    room.on(RoomEvent.TrackSubscribed, (track) => {
      if (room !== this.#room || track.kind !== Track.Kind.Audio) return;
      this.#applyVolume(track);
      this.#tracks.set(track, (this.#options.playTrack ?? playInPage)(track));
    });
    room.on(RoomEvent.TrackUnsubscribed, (track) => {
      this.#tracks.get(track)?.();
      this.#tracks.delete(track);
    });
    room.on(RoomEvent.ParticipantAttributesChanged, (changed, participant) => {
      if (room !== this.#room || participant.identity === room.localParticipant.identity) return;
      if (ATTRIBUTE_AGENT_STATE in changed)
        this.#onAgentState(changed[ATTRIBUTE_AGENT_STATE] ?? "");
      if (changed[VOICE_ROOM_ATTRIBUTES.interruptedAt])
        this.#events.emit("agent_interrupt", undefined);
      const closeReason = changed[VOICE_ROOM_ATTRIBUTES.closeReason];
      if (closeReason) {
        // The agent ended the session and leaves: its going is no network fault to recover from.
        this.#ending = true;
        this.#events.emit("closed", { reason: closeReason });
      }
    });
    room.on(RoomEvent.DataReceived, (payload, _participant, _kind, topic) => {
      if (room !== this.#room || topic !== TURN_METRICS_TOPIC) return;
      const metrics = readTurnMetricsData(payload);
      if (metrics) this.#events.emit("turn_metrics", metrics);
    });
    room.on(RoomEvent.ConnectionQualityChanged, (quality, participant: Participant) => {
      if (room !== this.#room || participant.identity !== room.localParticipant.identity) return;
      this.#quality = QUALITY[quality];
      this.#events.emit("health", this.health);
    });
    room.on(RoomEvent.Reconnecting, () => {
      if (room === this.#room) this.#events.emit("reconnecting", undefined);
    });
    room.on(RoomEvent.Reconnected, () => {
      if (room !== this.#room) return;
      this.#lastConnected = this.#now();
      this.#events.emit("reconnected", undefined);
    });
    room.on(RoomEvent.Disconnected, (reason) => {
      if (
        room !== this.#room ||
        this.#ending ||
        this.#joining ||
        reason === DisconnectReason.CLIENT_INITIATED
      )
        return;
      // The agent's session closed (it deletes the room) or the link is gone: reconnecting makes a new one.
      this.#lastError = "NETWORK_ERROR";
      this.#events.emit("health", this.health);
      this.#events.emit("error", {
        source: "connection",
        code: "NETWORK_ERROR",
        message: `Disconnected from the voice room (${DisconnectReason[reason ?? 0]})`,
      });
    });
    room.on(RoomEvent.MediaDevicesError, (error) => {
      if (room === this.#room) {
        this.#events.emit("error", { source: "recorder", ...recorderErrorFromMedia(error) });
      }
    });
    return room;
  }

  /** lk.agent.state: thinking -> processing, speaking -> responding, listening -> listening. */
  #onAgentState(state: AgentState) {
    const previous = this.#agentState;
    this.#agentState = state;
    if (state === previous) return;
    if (previous === "speaking") this.#events.emit("audio_finished", undefined);
    if (state === "thinking") this.#events.emit("agent_thinking", undefined);
    else if (state === "speaking") this.#events.emit("agent_audio", undefined);
    else if (state === "listening") this.#events.emit("agent_listening", undefined);
  }

  async #readTranscription(room: RoomLike, reader: TextStreamReader, sender: string) {
    const attributes = reader.info.attributes ?? {};
    const id = attributes[ATTRIBUTE_SEGMENT_ID] ?? reader.info.id;
    try {
      if (sender === room.localParticipant.identity) {
        // The person's words: each stream holds the whole text so far, final or not.
        const text = await reader.readAll();
        if (room !== this.#room) return;
        const final = attributes[ATTRIBUTE_TRANSCRIPTION_FINAL] === "true";
        this.#events.emit("transcript", { final, id, text, at: this.#now() });
        return;
      }
      // The agent's reply: deltas while it speaks, over when the stream closes.
      let text = "";
      for await (const chunk of reader) {
        if (room !== this.#room) return;
        text += chunk;
        this.#events.emit("agent_text", { id, text: chunk, at: this.#now() });
      }
      if (room === this.#room) this.#events.emit("agent_complete", { id, text, at: this.#now() });
    } catch (error) {
      this.#events.emit("warning", {
        code: "TRANSCRIPT_STREAM_FAILED",
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

function isUnauthorized(error: unknown) {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}
