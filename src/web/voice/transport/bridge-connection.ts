import {
  type ServerVoiceEnvelope,
  VOICE_CLOSE_CODES,
  VOICE_SOCKET_PATH,
} from "../../../shared/voice-protocol";
import { CONNECTION } from "../constants";
import { Emitter } from "../emitter";
import { closeOutcome } from "./bridge-close";
import { BridgeHeartbeat } from "./bridge-heartbeat";
import {
  type OutgoingVoiceMessage,
  readServerMessage,
  SOCKET_OPEN,
  type WebSocketConstructor,
  type WebSocketLike,
} from "./bridge-wire";
import {
  BridgeConnectionError,
  connectionErrorInfo,
  INVALID_MESSAGE_TEXT,
  NOT_CONNECTED_TEXT,
  type SocketError,
} from "./connection-errors";
import { type ConnectionHealth, qualityForLatency, type SocketState } from "./connection-health";
import { ReconnectBackoff } from "./reconnect-backoff";

export interface BridgeConnectionOptions {
  sessionId: string;
  /** A bearer token; the web app leaves it out, its session cookie authenticates the socket. */
  token?: string;
  /** The page's origin (default `location.origin`); http becomes ws, https wss. */
  origin?: string;
  path?: string;
  WebSocket?: WebSocketConstructor;
  now?: () => number;
  random?: () => number;
}

export interface BridgeConnectionEvents {
  state: { state: SocketState; previous: SocketState };
  message: ServerVoiceEnvelope;
  error: SocketError;
  /**
   * The socket ended and will not reconnect by itself. `serverReason` is set
   * when the server ended the session (inactive_timeout, max_duration_exceeded,
   * unrecoverable_stt_error); `authFailed` when the close means the session expired.
   */
  closed: { code: number; reason: string; serverReason?: string; authFailed: boolean };
  /** An automatic reconnect succeeded: the server holds a new connection to be started again. */
  reconnected: undefined;
  health: ConnectionHealth;
}

interface Pending {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The browser's end of the WebSocket bridge (/ws/voice/session): envelope on
 * every message, heartbeat and latency, health, and reconnection with backoff.
 */
export class BridgeConnection {
  readonly #options: Required<Omit<BridgeConnectionOptions, "token">> & { token?: string };
  readonly #events = new Emitter<BridgeConnectionEvents>();
  #state: SocketState = "disconnected";
  #socket: WebSocketLike | undefined;
  #pending: Pending | undefined;
  #messageCount = 0;
  #lastConnected: number | null = null;
  #lastError: string | null = null;
  readonly #heartbeat: BridgeHeartbeat;
  readonly #backoff: ReconnectBackoff;
  #attemptTimer: ReturnType<typeof setTimeout> | undefined;
  #overallTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: BridgeConnectionOptions) {
    this.#options = {
      origin: globalThis.location?.origin ?? "http://localhost",
      path: VOICE_SOCKET_PATH,
      WebSocket: globalThis.WebSocket as unknown as WebSocketConstructor,
      now: Date.now,
      random: Math.random,
      ...options,
    };
    this.#heartbeat = new BridgeHeartbeat({
      connected: () => this.#state === "connected",
      send: () => this.send({ type: "heartbeat" }),
      onSample: () => this.#events.emit("health", this.health),
      now: this.#options.now,
    });
    this.#backoff = new ReconnectBackoff(this.#options.random, this.#options.now);
  }

  get state() {
    return this.#state;
  }

  get url(): string {
    const url = new URL(this.#options.path, this.#options.origin);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    if (this.#options.token) url.searchParams.set("token", this.#options.token);
    url.searchParams.set("session_id", this.#options.sessionId);
    return url.toString();
  }

  get health(): ConnectionHealth {
    const connected = this.#state === "connected";
    const connecting = this.#state === "connecting";
    const latency = this.#heartbeat.latency;
    return {
      connected,
      connecting,
      latency,
      quality: latency === null ? "unknown" : qualityForLatency(latency),
      retryAttempt: this.#backoff.attempt,
      maxRetries: CONNECTION.maxReconnectAttempts,
      canRetry: !connected && !connecting,
      lastConnected: this.#lastConnected,
      lastError: this.#lastError,
      backoffDelay: this.#backoff.delay,
      nextRetryAt: this.#backoff.nextAt,
    };
  }

  /** The kept latency samples, oldest first. */
  get latencySamples(): readonly number[] {
    return this.#heartbeat.samples;
  }

  on<K extends keyof BridgeConnectionEvents>(
    event: K,
    listener: (payload: BridgeConnectionEvents[K]) => void,
  ) {
    return this.#events.on(event, listener);
  }

  /**
   * Opens the socket; resolves once open. Failed attempts are retried with
   * backoff; it rejects on an authentication failure, a server close, spent
   * attempts, or when 10 s pass without an open socket.
   */
  connect(): Promise<void> {
    if (this.#state === "connected") return Promise.resolve();
    if (this.#pending) return this.#pending.promise;
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A caller that only listens to events must not see an unhandled rejection.
    promise.catch(() => {});
    this.#pending = { promise, resolve, reject };
    this.#backoff.reset();
    this.#overallTimer = setTimeout(() => this.#giveUp("TIMEOUT"), CONNECTION.overallTimeoutMs);
    this.#open(this.#state === "disconnected" ? "connecting" : "reconnecting");
    return promise;
  }

  /** spec §4 manual retry: only when neither connected nor connecting; resets the attempt count. */
  retry(): boolean {
    if (this.#state === "connected" || this.#state === "connecting") return false;
    this.#backoff.cancel();
    if (this.#pending) {
      this.#backoff.reset();
      this.#open("reconnecting");
    } else {
      void this.connect();
    }
    return true;
  }

  /** Sends a client message with its messageId and timestamp; throws 'WebSocket not connected' otherwise. */
  send(message: OutgoingVoiceMessage) {
    const socket = this.#socket;
    if (this.#state !== "connected" || !socket || socket.readyState !== SOCKET_OPEN) {
      throw new BridgeConnectionError("MESSAGE_SEND_FAILED", NOT_CONNECTED_TEXT);
    }
    const now = this.#options.now();
    socket.send(
      JSON.stringify({
        ...message,
        messageId: `msg_${now}_${++this.#messageCount}`,
        timestamp: now,
      }),
    );
  }

  /** Heartbeats go every 5 s while muted (they keep a muted session open), else every 30 s. */
  setMuted(muted: boolean) {
    this.#heartbeat.setMuted(muted);
  }

  /** Closes on purpose: no reconnection, no error. */
  disconnect(code: number = VOICE_CLOSE_CODES.normal, reason = "user_stopped") {
    this.#stopTimers();
    this.#pending?.reject(new BridgeConnectionError("CONNECTION_FAILED", "Disconnected"));
    this.#clearPending();
    const socket = this.#socket;
    this.#socket = undefined;
    if (socket) {
      this.#detach(socket);
      socket.close(code, reason);
    }
    this.#setState("disconnected");
  }

  #open(state: "connecting" | "reconnecting") {
    this.#backoff.cancel();
    clearTimeout(this.#attemptTimer);
    const stale = this.#socket;
    if (stale) {
      this.#detach(stale);
      stale.close();
    }
    this.#setState(state);
    let socket: WebSocketLike;
    try {
      socket = new this.#options.WebSocket(this.url);
    } catch {
      // A malformed URL or a refused scheme: as good as a failed attempt.
      this.#lastError = "CONNECTION_FAILED";
      this.#scheduleRetry();
      return;
    }
    this.#socket = socket;
    this.#attemptTimer = setTimeout(() => {
      this.#lastError = "TIMEOUT";
      this.#detach(socket);
      socket.close();
      this.#socket = undefined;
      this.#scheduleRetry();
    }, CONNECTION.attemptTimeoutMs);
    socket.onopen = () => this.#onOpen();
    socket.onmessage = (event) => this.#onMessage(event.data);
    socket.onclose = (event) => this.#onClose(socket, event.code, event.reason);
    socket.onerror = () => {
      // The close that follows says what happened.
    };
  }

  #onOpen() {
    clearTimeout(this.#attemptTimer);
    clearTimeout(this.#overallTimer);
    const automatic = !this.#pending;
    this.#backoff.connected(() => this.#events.emit("health", this.health));
    this.#lastConnected = this.#options.now();
    // Measured afresh before the state change, whose health must not carry the last link's latency.
    this.#heartbeat.start();
    this.#setState("connected");
    this.#pending?.resolve();
    this.#clearPending();
    if (automatic) this.#events.emit("reconnected", undefined);
  }

  #onMessage(data: unknown) {
    const message = readServerMessage(data);
    if (!message) {
      this.#events.emit("error", {
        code: "INVALID_MESSAGE",
        message: INVALID_MESSAGE_TEXT,
        retryable: true,
      });
      return;
    }
    if (message.type === "heartbeat") this.#heartbeat.echo(Number(message.timestamp));
    this.#events.emit("message", message);
  }

  #onClose(socket: WebSocketLike, code: number, reason: string) {
    if (socket !== this.#socket) return;
    this.#detach(socket);
    this.#socket = undefined;
    this.#heartbeat.stop();
    clearTimeout(this.#attemptTimer);
    this.#backoff.dropped();
    const outcome = closeOutcome(code, reason);
    switch (outcome.kind) {
      case "server_ended":
        this.#end(code, reason, { serverReason: reason });
        return;
      case "ended":
        this.#end(code, reason, {});
        return;
      case "auth_failed":
        this.#lastError = "AUTHENTICATION_FAILED";
        this.#end(code, reason, { authFailed: true });
        return;
      case "retry":
        this.#lastError = outcome.lastError;
        this.#scheduleRetry();
    }
  }

  /** The socket is over for good: no retry. */
  #end(code: number, reason: string, how: { serverReason?: string; authFailed?: boolean }) {
    this.#stopTimers();
    const authFailed = how.authFailed ?? false;
    if (authFailed) {
      const info = connectionErrorInfo("AUTHENTICATION_FAILED");
      this.#setState("error");
      this.#events.emit("error", {
        code: "AUTHENTICATION_FAILED",
        message: info.text,
        retryable: info.retryable,
      });
      this.#pending?.reject(new BridgeConnectionError("AUTHENTICATION_FAILED", info.text));
    } else {
      this.#setState("disconnected");
      this.#pending?.reject(new BridgeConnectionError("CONNECTION_FAILED", reason || "Closed"));
    }
    this.#clearPending();
    this.#events.emit("closed", { code, reason, serverReason: how.serverReason, authFailed });
  }

  #scheduleRetry() {
    if (this.#backoff.spent) {
      this.#giveUp(
        this.#lastError === "SERVER_UNAVAILABLE" ? "SERVER_UNAVAILABLE" : "NETWORK_ERROR",
      );
      return;
    }
    this.#backoff.schedule(() => this.#open("reconnecting"));
    this.#setState("reconnecting");
  }

  #giveUp(code: "NETWORK_ERROR" | "TIMEOUT" | "SERVER_UNAVAILABLE") {
    const socket = this.#socket;
    this.#socket = undefined;
    if (socket) {
      this.#detach(socket);
      socket.close();
    }
    this.#stopTimers();
    this.#backoff.giveUp();
    this.#lastError = code;
    const info = connectionErrorInfo(code);
    this.#setState("error");
    this.#events.emit("error", { code, message: info.text, retryable: info.retryable });
    this.#pending?.reject(new BridgeConnectionError(code, info.text));
    this.#clearPending();
  }

  #stopTimers() {
    this.#heartbeat.stop();
    clearTimeout(this.#attemptTimer);
    clearTimeout(this.#overallTimer);
    this.#backoff.stop();
  }

  #clearPending() {
    clearTimeout(this.#overallTimer);
    this.#pending = undefined;
  }

  #detach(socket: WebSocketLike) {
    socket.onopen = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.onerror = null;
  }

  #setState(state: SocketState) {
    const previous = this.#state;
    if (previous === state) return;
    this.#state = state;
    this.#events.emit("state", { state, previous });
    this.#events.emit("health", this.health);
  }
}
