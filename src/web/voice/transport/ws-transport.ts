import {
  type ServerVoiceEnvelope,
  VOICE_CLOSE_CODES,
  VOICE_ERROR_CODES,
} from "../../../shared/voice-protocol";
import type { AudioChunk } from "../capture/audio-chunk";
import { VoiceRecorder } from "../capture/recorder";
import { VoiceRecorderError } from "../capture/recorder-errors";
import { AUDIO, SESSION } from "../constants";
import { Emitter } from "../emitter";
import { AgentAudioPlayer } from "../playback/player";
import { BridgeConnection } from "./bridge-connection";
import type { OutgoingVoiceMessage } from "./bridge-wire";
import { BACKEND_ERROR_TEXT, BridgeConnectionError, type SocketError } from "./connection-errors";
import type { ConnectionHealth } from "./connection-health";
import {
  type SessionTransport,
  type TransportError,
  type TransportEvents,
  TransportFailure,
} from "./session-transport";
import { readTurnMetrics } from "./turn-metrics-message";

const DATA_ERROR_CODES: ReadonlySet<string> = new Set([
  VOICE_ERROR_CODES.audioDecode,
  VOICE_ERROR_CODES.chunkTooLarge,
  VOICE_ERROR_CODES.invalidMessage,
]);

/** How long a stop waits for the server to confirm the transcript is stored. */
const SESSION_END_WAIT_MS = 3_000;
export interface WsTransportOptions {
  sessionId: string;
  path?: string;
  /** Agent volume 0..100. */
  volume?: number;
  socket?: BridgeConnection;
  recorder?: VoiceRecorder;
  player?: AgentAudioPlayer;
  now?: () => number;
}

/** The id the transcript gives the partial of what the person is saying. */
const PARTIAL_TRANSCRIPT_ID = "partial";

/**
 * Voice over the WebSocket bridge: the recorder's chunks go out as
 * audio_chunk messages, the server's messages become transport events, and
 * the agent's audio chunks play through the AgentAudioPlayer.
 */
export class WsTransport implements SessionTransport {
  readonly kind = "websocket";
  readonly #sessionId: string;
  readonly #socket: BridgeConnection;
  readonly #recorder: VoiceRecorder;
  readonly #player: AgentAudioPlayer;
  readonly #now: () => number;
  readonly #events = new Emitter<TransportEvents>();
  #muted = false;
  /** While a call awaits the socket, its failures are thrown by the call, not reported twice. */
  #connecting = false;
  /** The agent message being streamed; each reply gets its own. */
  #replyId: string | undefined;
  #replies = 0;
  /** A reconnected socket whose session the server has not yet confirmed. */
  #awaitingReady = false;

  constructor(options: WsTransportOptions) {
    this.#sessionId = options.sessionId;
    this.#now = options.now ?? Date.now;
    this.#socket =
      options.socket ?? new BridgeConnection({ sessionId: options.sessionId, path: options.path });
    this.#recorder = options.recorder ?? new VoiceRecorder();
    this.#player = options.player ?? new AgentAudioPlayer({ volume: options.volume });
    if (options.volume !== undefined) this.#player.setVolume(options.volume);
    this.#listen();
  }

  get playing() {
    return this.#player.busy;
  }

  get health(): ConnectionHealth {
    return this.#socket.health;
  }

  on<K extends keyof TransportEvents>(event: K, listener: (payload: TransportEvents[K]) => void) {
    return this.#events.on(event, listener);
  }

  async connect() {
    // Called from the click that starts voice: the only moment browsers let audio start.
    await this.#player.unlock();
    await this.#openSocket();
    this.#startServerSession();
  }

  async startMicrophone() {
    try {
      await this.#recorder.requestPermission();
      this.#recorder.setMuted(this.#muted);
      this.#recorder.start();
    } catch (error) {
      throw new TransportFailure(
        error instanceof VoiceRecorderError
          ? { source: "recorder", ...error.detail }
          : { source: "recorder", code: "RECORDING_FAILED", message: String(error) },
      );
    }
  }

  setMuted(muted: boolean) {
    this.#muted = muted;
    this.#recorder.setMuted(muted);
    this.#socket.setMuted(muted);
    this.#trySend({ type: "mute", session_id: this.#sessionId, is_muted: muted });
  }

  pause() {
    this.#recorder.pause();
  }

  resume() {
    this.#recorder.resume();
  }

  setVolume(volume: number) {
    this.#player.setVolume(volume);
  }

  async reconnect() {
    if (this.#socket.state !== "connected") {
      await this.#openSocket();
      // A new server connection decodes from a header: the recording starts afresh.
      this.#recorder.restart();
    }
    this.#startServerSession();
  }

  async end(reason: string) {
    const stored = this.#socket.state === "connected" ? this.#serverEnded() : Promise.resolve();
    this.#trySend({ type: "session_end", session_id: this.#sessionId, reason });
    this.#player.stop();
    // The server answers session_end once it has stored what was said, so a
    // transcript read right after the stop is complete.
    await stored;
    this.#socket.disconnect(VOICE_CLOSE_CODES.normal, reason);
    await Promise.all([this.#recorder.cleanup(), this.#player.close()]);
  }

  #serverEnded() {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        offMessage();
        offClosed();
        resolve();
      };
      const timer = setTimeout(done, SESSION_END_WAIT_MS);
      const offMessage = this.#socket.on("message", (message) => {
        if (message.type === "session_end") done();
      });
      const offClosed = this.#socket.on("closed", done);
    });
  }

  async #openSocket() {
    this.#connecting = true;
    try {
      await this.#socket.connect();
    } catch (error) {
      throw new TransportFailure(socketFailure(error));
    } finally {
      this.#connecting = false;
    }
  }

  /** session_start, and the mute state a new server connection does not know yet. */
  #startServerSession() {
    const format = this.#recorder.format || AUDIO.defaultFormat;
    this.#trySend({
      type: "session_start",
      session_id: this.#sessionId,
      audio_format: format,
      language: SESSION.language,
    });
    if (this.#muted) this.#trySend({ type: "mute", session_id: this.#sessionId, is_muted: true });
  }

  #listen() {
    const socket = this.#socket;
    socket.on("message", (message) => this.#onMessage(message));
    socket.on("health", (health) => this.#events.emit("health", health));
    socket.on("state", ({ state }) => {
      if (state !== "reconnecting") return;
      // A hold is the server's to release, and the session that held it is gone with the link.
      this.#player.resume();
      if (!this.#connecting) this.#events.emit("reconnecting", undefined);
    });
    socket.on("reconnected", () => {
      this.#recorder.restart();
      this.#awaitingReady = true;
      this.#startServerSession();
    });
    socket.on("error", (error) => this.#onSocketError(error));
    socket.on("closed", ({ serverReason }) => {
      if (serverReason) this.#events.emit("closed", { reason: serverReason });
    });

    const recorder = this.#recorder;
    recorder.on("chunk", (chunk) => this.#sendChunk(chunk));
    recorder.on("quality", (quality) => this.#events.emit("quality", quality));
    recorder.on("hint", ({ message }) => this.#events.emit("warning", { code: "HINT", message }));
    recorder.on("error", (error) => {
      // A chunk that could not be sent costs a fraction of a second of audio, not the session.
      if (error.code === "CHUNK_PROCESSING_FAILED") {
        this.#events.emit("warning", { code: error.code, message: error.message });
      } else {
        this.#events.emit("error", { source: "recorder", ...error });
      }
    });

    const player = this.#player;
    player.on("played", (played) => this.#events.emit("audio_played", played));
    player.on("finished", () => this.#events.emit("audio_finished", undefined));
    player.on("error", ({ message }) =>
      this.#events.emit("warning", { code: "PLAYBACK_ERROR", message }),
    );
  }

  #onSocketError(error: SocketError) {
    if (error.code === "INVALID_MESSAGE") {
      this.#events.emit("warning", { code: error.code, message: error.message });
      return;
    }
    if (this.#connecting) return;
    this.#events.emit("error", { source: "connection", code: error.code, message: error.message });
  }

  #onMessage(message: ServerVoiceEnvelope) {
    const at = this.#now();
    switch (message.type) {
      case "transcription_partial":
        this.#events.emit("transcript", {
          final: false,
          id: PARTIAL_TRANSCRIPT_ID,
          text: message.partial_text,
          confidence: message.confidence,
          at,
        });
        return;
      case "transcription_final":
        this.#events.emit("transcript", {
          final: true,
          // The server's timestamp names the utterance, so a message delivered twice is one.
          id: `user_${this.#sessionId}_${message.timestamp}`,
          text: message.final_text,
          confidence: message.confidence,
          at,
        });
        return;
      case "agent_thinking":
        this.#events.emit("agent_thinking", undefined);
        return;
      case "agent_response_stream":
        if (message.text_chunk) {
          this.#events.emit("agent_text", { id: this.#reply(), text: message.text_chunk, at });
        }
        return;
      case "audio_response_stream":
        if (message.audio_chunk) {
          this.#player.enqueue(message.audio_chunk, message.audio_format);
          this.#events.emit("agent_audio", undefined);
        }
        if (message.text_chunk) {
          this.#events.emit("agent_text", { id: this.#reply(), text: message.text_chunk, at });
        }
        return;
      case "agent_response":
        this.#events.emit("agent_response", { text: message.response_text });
        return;
      case "agent_response_complete":
        this.#events.emit("agent_complete", {
          id: this.#reply(),
          text: message.full_text,
          at,
          cutShort: message.cut_short === true,
        });
        this.#replyId = undefined;
        return;
      case "turn_metrics": {
        const metrics = readTurnMetrics(message);
        if (metrics) this.#events.emit("turn_metrics", metrics);
        return;
      }
      case "agent_pause":
        // The person began to speak over the agent: held until the server knows what they said.
        this.#player.pause();
        return;
      case "agent_resume":
        this.#player.resume();
        return;
      case "agent_interrupt":
        this.#player.stop();
        this.#replyId = undefined;
        this.#events.emit("agent_interrupt", undefined);
        return;
      case "error":
        // A piece of audio or a message the server could not take: the conversation goes on.
        // A server that is full for now: the close that follows is retried with backoff.
        if (DATA_ERROR_CODES.has(message.code) || message.code === VOICE_ERROR_CODES.unavailable) {
          this.#events.emit("warning", { code: message.code, message: message.message });
          return;
        }
        this.#events.emit("error", {
          source: "server",
          code: message.code || "SERVER_ERROR",
          message: message.message || BACKEND_ERROR_TEXT,
        });
        return;
      case "session_ready":
        // Restored only once the server has taken the session: one that is full refuses it.
        if (this.#awaitingReady) {
          this.#awaitingReady = false;
          this.#events.emit("reconnected", undefined);
        }
        return;
      case "heartbeat":
      case "mute":
      case "session_end":
        // Acknowledgements: audio may flow before session_ready (the server handles messages
        // in order), latency is measured by the socket, and the close follows session_end.
        return;
    }
  }

  #reply() {
    this.#replyId ??= `agent_${this.#sessionId}_${this.#now()}_${++this.#replies}`;
    return this.#replyId;
  }

  #sendChunk(chunk: AudioChunk) {
    // Audio made while the link is down is lost; a new connection starts a new recording.
    if (this.#socket.state !== "connected") return;
    this.#trySend({
      type: "audio_chunk",
      session_id: this.#sessionId,
      chunk_data: chunk.data,
      chunk_sequence: chunk.sequence,
      chunk_size_bytes: chunk.size,
      audio_format: chunk.format,
    });
  }

  #trySend(message: OutgoingVoiceMessage) {
    try {
      this.#socket.send(message);
    } catch (error) {
      if (!(error instanceof BridgeConnectionError)) throw error;
      // Not connected: the reconnect path sends the state again.
    }
  }
}

function socketFailure(error: unknown): TransportError {
  if (error instanceof BridgeConnectionError) {
    const code =
      error.code === "TIMEOUT" || error.code === "NETWORK_ERROR" ? "CONNECTION_FAILED" : error.code;
    return { source: "connection", code, message: error.message };
  }
  return { source: "connection", code: "CONNECTION_FAILED", message: String(error) };
}
