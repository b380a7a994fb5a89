import type { z } from "zod";
import {
  type clientVoiceMessageSchema,
  type ServerVoiceEnvelope,
  VOICE_CLOSE_CODES,
  VOICE_CLOSE_REASONS,
  VOICE_SOCKET_PATH,
} from "../../shared/voice-protocol";
import {
  backoffDelay,
  type ConnectionHealth,
  qualityForLatency,
  type SocketState,
} from "./connection-health";
import { CONNECTION } from "./constants";
import { Emitter } from "./emitter";
import {
  connectionErrorInfo,
  INVALID_MESSAGE_TEXT,
  NOT_CONNECTED_TEXT,
  type SocketErrorCode,
} from "./errors";

/** A client message before the socket adds its messageId and timestamp. */
export type OutgoingVoiceMessage =
  z.input<typeof clientVoiceMessageSchema> extends infer M
    ? M extends unknown
      ? Omit<M, "messageId" | "timestamp">
      : never
    : never;

export interface SocketError {
  code: SocketErrorCode | "NETWORK_ERROR" | "TIMEOUT" | "SERVER_UNAVAILABLE";
  message: string;
  retryable: boolean;
}

export class VoiceSocketError extends Error {
  readonly code: SocketError["code"];

  constructor(code: SocketError["code"], message: string) {
    super(message);
    this.name = "VoiceSocketError";
    this.code = code;
  }
}

/** The part of the browser's WebSocket the client uses. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

const OPEN = 1;

export interface VoiceSocketOptions {
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

export interface VoiceSocketEvents {
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

const SERVER_CLOSE_REASONS: ReadonlySet<string> = new Set(Object.values(VOICE_CLOSE_REASONS));
/** Ends of a session the client asked for (session_end's reasons), not failures. */
const NORMAL_END_REASONS: ReadonlySet<string> = new Set([
  "user_stopped",
  "user_requested",
  "session_end",
]);
/** spec §4: these close codes mean an authentication failure and are not retried. */
const AUTH_FAILURE_CODES: ReadonlySet<number> = new Set([1000, 1001, 1008]);

interface Pending {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The voice socket to /ws/voice/session: envelope on every message,
 * heartbeat and latency, health, and reconnection with backoff.
 */
export class VoiceSocket {
  readonly #options: Required<Omit<VoiceSocketOptions, "token">> & { token?: string };
  readonly #events = new Emitter<VoiceSocketEvents>();
  #state: SocketState = "disconnected";
  #socket: WebSocketLike | undefined;
  #pending: Pending | undefined;
  #messageCount = 0;
  #attempt = 0;
  #muted = false;
  #lastConnected: number | null = null;
  #lastError: string | null = null;
  #backoffDelay = 0;
  #nextRetryAt: number | null = null;
  #heartbeatsAnswered = 0;
  #latencies: number[] = [];
  /** The heartbeat awaiting its echo; counted once, by its echo or by the latency check. */
  #outstanding: { sentAt: number; counted: boolean } | undefined;
  #attemptTimer: ReturnType<typeof setTimeout> | undefined;
  #overallTimer: ReturnType<typeof setTimeout> | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #stableTimer: ReturnType<typeof setTimeout> | undefined;
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  #latencyCheck: ReturnType<typeof setInterval> | undefined;

  constructor(options: VoiceSocketOptions) {
    this.#options = {
      origin: globalThis.location?.origin ?? "http://localhost",
      path: VOICE_SOCKET_PATH,
      WebSocket: globalThis.WebSocket as unknown as WebSocketConstructor,
      now: Date.now,
      random: Math.random,
      ...options,
    };
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
    const latency = this.#latencies.length
      ? Math.round(this.#latencies.reduce((sum, value) => sum + value, 0) / this.#latencies.length)
      : null;
    return {
      connected,
      connecting,
      latency,
      quality: latency === null ? "unknown" : qualityForLatency(latency),
      retryAttempt: this.#attempt,
      maxRetries: CONNECTION.maxReconnectAttempts,
      canRetry: !connected && !connecting,
      lastConnected: this.#lastConnected,
      lastError: this.#lastError,
      backoffDelay: this.#backoffDelay,
      nextRetryAt: this.#nextRetryAt,
    };
  }

  /** The kept latency samples, oldest first. */
  get latencySamples(): readonly number[] {
    return this.#latencies;
  }

  on<K extends keyof VoiceSocketEvents>(
    event: K,
    listener: (payload: VoiceSocketEvents[K]) => void,
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
    this.#attempt = 0;
    this.#overallTimer = setTimeout(() => this.#giveUp("TIMEOUT"), CONNECTION.overallTimeoutMs);
    this.#open(this.#state === "disconnected" ? "connecting" : "reconnecting");
    return promise;
  }

  /** spec §4 manual retry: only when neither connected nor connecting; resets the attempt count. */
  retry(): boolean {
    if (this.#state === "connected" || this.#state === "connecting") return false;
    clearTimeout(this.#retryTimer);
    if (this.#pending) {
      this.#attempt = 0;
      this.#open("reconnecting");
    } else {
      void this.connect();
    }
    return true;
  }

  /** Sends a client message with its messageId and timestamp; throws 'WebSocket not connected' otherwise. */
  send(message: OutgoingVoiceMessage) {
    const socket = this.#socket;
    if (this.#state !== "connected" || !socket || socket.readyState !== OPEN) {
      throw new VoiceSocketError("MESSAGE_SEND_FAILED", NOT_CONNECTED_TEXT);
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
    if (this.#muted === muted) return;
    this.#muted = muted;
    if (this.#state === "connected") this.#startHeartbeat();
  }

  /** Closes on purpose: no reconnection, no error. */
  disconnect(code: number = VOICE_CLOSE_CODES.normal, reason = "user_stopped") {
    this.#stopTimers();
    this.#pending?.reject(new VoiceSocketError("CONNECTION_FAILED", "Disconnected"));
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
    clearTimeout(this.#retryTimer);
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
    this.#nextRetryAt = null;
    clearTimeout(this.#stableTimer);
    this.#stableTimer = setTimeout(() => {
      this.#attempt = 0;
      this.#backoffDelay = 0;
      this.#events.emit("health", this.health);
    }, CONNECTION.stableAfterMs);
    this.#lastConnected = this.#options.now();
    this.#heartbeatsAnswered = 0;
    this.#latencies = [];
    this.#outstanding = undefined;
    this.#setState("connected");
    this.#startHeartbeat();
    this.#latencyCheck = setInterval(() => this.#checkLatency(), CONNECTION.latencyCheckMs);
    this.#pending?.resolve();
    this.#clearPending();
    if (automatic) this.#events.emit("reconnected", undefined);
  }

  #onMessage(data: unknown) {
    let message: ServerVoiceEnvelope | undefined;
    try {
      const parsed: unknown = typeof data === "string" ? JSON.parse(data) : undefined;
      if (isMessage(parsed)) message = parsed;
    } catch {
      message = undefined;
    }
    if (!message) {
      this.#events.emit("error", {
        code: "INVALID_MESSAGE",
        message: INVALID_MESSAGE_TEXT,
        retryable: true,
      });
      return;
    }
    if (message.type === "heartbeat") this.#onHeartbeat(Number(message.timestamp));
    this.#events.emit("message", message);
  }

  #onHeartbeat(sentAt: number) {
    const outstanding = this.#outstanding;
    this.#outstanding = undefined;
    if (!Number.isFinite(sentAt) || outstanding?.counted) return;
    this.#recordLatency(this.#options.now() - sentAt);
  }

  /** A heartbeat unanswered for 5 s counts as that slow, so a silent link reads as failed. */
  #checkLatency() {
    const outstanding = this.#outstanding;
    if (!outstanding || outstanding.counted) return;
    const waited = this.#options.now() - outstanding.sentAt;
    if (waited < CONNECTION.latencyPoorMs) return;
    outstanding.counted = true;
    this.#recordLatency(waited);
  }

  #recordLatency(latency: number) {
    this.#heartbeatsAnswered++;
    // The first heartbeats ride on a connection still warming up; they say little of its health.
    if (this.#heartbeatsAnswered <= CONNECTION.ignoredHeartbeats) return;
    this.#latencies = [...this.#latencies, Math.max(0, latency)].slice(-CONNECTION.latencySamples);
    this.#events.emit("health", this.health);
  }

  #onClose(socket: WebSocketLike, code: number, reason: string) {
    if (socket !== this.#socket) return;
    this.#detach(socket);
    this.#socket = undefined;
    this.#stopHeartbeat();
    clearTimeout(this.#attemptTimer);
    clearTimeout(this.#stableTimer);
    if (code === VOICE_CLOSE_CODES.normal && SERVER_CLOSE_REASONS.has(reason)) {
      this.#end(code, reason, { serverReason: reason });
    } else if (code === VOICE_CLOSE_CODES.normal && NORMAL_END_REASONS.has(reason)) {
      this.#end(code, reason, {});
    } else if (AUTH_FAILURE_CODES.has(code)) {
      this.#lastError = "AUTHENTICATION_FAILED";
      this.#end(code, reason, { authFailed: true });
    } else {
      // 1013: the server is full for now; the same backoff gives it time to free a place.
      this.#lastError =
        code === VOICE_CLOSE_CODES.tryAgainLater ? "SERVER_UNAVAILABLE" : "NETWORK_ERROR";
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
      this.#pending?.reject(new VoiceSocketError("AUTHENTICATION_FAILED", info.text));
    } else {
      this.#setState("disconnected");
      this.#pending?.reject(new VoiceSocketError("CONNECTION_FAILED", reason || "Closed"));
    }
    this.#clearPending();
    this.#events.emit("closed", { code, reason, serverReason: how.serverReason, authFailed });
  }

  #scheduleRetry() {
    if (this.#attempt >= CONNECTION.maxReconnectAttempts) {
      this.#giveUp(
        this.#lastError === "SERVER_UNAVAILABLE" ? "SERVER_UNAVAILABLE" : "NETWORK_ERROR",
      );
      return;
    }
    const delay = backoffDelay(this.#attempt, this.#options.random);
    this.#attempt++;
    this.#backoffDelay = delay;
    this.#nextRetryAt = this.#options.now() + delay;
    this.#setState("reconnecting");
    this.#retryTimer = setTimeout(() => this.#open("reconnecting"), delay);
  }

  #giveUp(code: "NETWORK_ERROR" | "TIMEOUT" | "SERVER_UNAVAILABLE") {
    const socket = this.#socket;
    this.#socket = undefined;
    if (socket) {
      this.#detach(socket);
      socket.close();
    }
    this.#stopTimers();
    this.#lastError = code;
    this.#nextRetryAt = null;
    const info = connectionErrorInfo(code);
    this.#setState("error");
    this.#events.emit("error", { code, message: info.text, retryable: info.retryable });
    this.#pending?.reject(new VoiceSocketError(code, info.text));
    this.#clearPending();
  }

  #startHeartbeat() {
    clearInterval(this.#heartbeat);
    const interval = this.#muted ? CONNECTION.mutedHeartbeatMs : CONNECTION.heartbeatMs;
    this.#heartbeat = setInterval(() => {
      if (this.#state !== "connected") return;
      this.#outstanding = { sentAt: this.#options.now(), counted: false };
      this.send({ type: "heartbeat" });
    }, interval);
  }

  #stopHeartbeat() {
    clearInterval(this.#heartbeat);
    clearInterval(this.#latencyCheck);
    this.#heartbeat = undefined;
    this.#latencyCheck = undefined;
  }

  #stopTimers() {
    this.#stopHeartbeat();
    clearTimeout(this.#attemptTimer);
    clearTimeout(this.#overallTimer);
    clearTimeout(this.#retryTimer);
    clearTimeout(this.#stableTimer);
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

function isMessage(value: unknown): value is ServerVoiceEnvelope {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { type?: unknown }).type === "string"
  );
}
