import type { TurnMetrics } from "../../shared/schemas/turn-metrics";
import { VOICE_CLOSE_REASONS } from "../../shared/voice-protocol";
import type { AudioAnalysis, QualityMetrics } from "./audio-analysis";
import type { ConnectionHealth } from "./connection-health";
import { SESSION } from "./constants";
import { Emitter } from "./emitter";
import {
  closeReasonText,
  QUALITY_TOO_POOR_TEXT,
  RECOVERY_FAILED_TEXT,
  sessionError,
  toSessionError,
  type VoiceError,
} from "./errors";
import {
  indicatorFor,
  isActiveState,
  STATUS_LABELS,
  screenState,
  type VoiceSessionState,
} from "./session-states";
import type { TranscriptEvent } from "./transcript";
import { type TransportEvents, TransportFailure, type VoiceTransport } from "./transport";

export interface VoiceSessionOptions {
  sessionId: string;
  /** Builds the transport the server offers (see createTransport); called on each start. */
  createTransport: () => Promise<VoiceTransport>;
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

type Timer = ReturnType<typeof setTimeout>;

/**
 * One voice conversation: the spec's 13 states and their transitions, driven
 * by a transport (the WebSocket bridge or a LiveKit room) it does not look into.
 */
export class VoiceSession {
  readonly sessionId: string;
  readonly #options: VoiceSessionOptions;
  readonly #now: () => number;
  readonly #events = new Emitter<VoiceSessionEvents>();
  #state: VoiceSessionState = "idle";
  #transport: VoiceTransport | undefined;
  #unsubscribe: (() => void)[] = [];
  /** Bumped by every start and stop, so the steps of an abandoned start do nothing. */
  #run = 0;
  #error: VoiceError | null = null;
  #volume: number;
  #muted: boolean;
  #userPaused = false;
  #microphoneStarted = false;
  #recoveryAttempts = 0;
  /** A reply is complete but its audio still plays: listening comes when it ends. */
  #awaitingAudio = false;
  #health: ConnectionHealth | undefined;
  #timers = {
    listen: undefined as Timer | undefined,
    responding: undefined as Timer | undefined,
    recovery: undefined as Timer | undefined,
    recovered: undefined as Timer | undefined,
    mute: undefined as Timer | undefined,
    quality: undefined as ReturnType<typeof setInterval> | undefined,
  };

  constructor(options: VoiceSessionOptions) {
    this.sessionId = options.sessionId;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#volume = clampVolume(options.volume ?? SESSION.agentVolumeDefault);
    this.#muted = options.muted ?? false;
  }

  get state() {
    return this.#state;
  }

  get error() {
    return this.#error;
  }

  get muted() {
    return this.#muted;
  }

  get volume() {
    return this.#volume;
  }

  get isActive() {
    return isActiveState(this.#state);
  }

  get screenState() {
    return screenState(this.#state);
  }

  get statusLabel() {
    return STATUS_LABELS[this.#state];
  }

  get indicator() {
    return indicatorFor(this.#state);
  }

  get transportKind() {
    return this.#transport?.kind;
  }

  get health(): ConnectionHealth | undefined {
    return this.#transport?.health ?? this.#health;
  }

  on<K extends keyof VoiceSessionEvents>(
    event: K,
    listener: (payload: VoiceSessionEvents[K]) => void,
  ) {
    return this.#events.on(event, listener);
  }

  /**
   * Starts from idle or stopped (from error it stops first): initializing ->
   * connecting -> requesting_permission -> ready, and listening 500 ms later.
   */
  async start() {
    if (this.#state === "error") await this.stop();
    if (this.#state !== "idle" && this.#state !== "stopped") return;
    const run = ++this.#run;
    this.#error = null;
    this.#recoveryAttempts = 0;
    this.#microphoneStarted = false;
    this.#userPaused = false;
    this.#awaitingAudio = false;
    this.#setState("initializing");
    let transport: VoiceTransport;
    try {
      transport = await this.#options.createTransport();
    } catch (error) {
      if (run === this.#run) {
        this.#fail(sessionError("INITIALIZATION_FAILED", messageOf(error), { source: "session" }));
      }
      return;
    }
    if (run !== this.#run) {
      void transport.end("user_stopped");
      return;
    }
    this.#attach(transport);
    transport.setVolume(this.#volume);
    if (this.#muted) transport.setMuted(true);
    try {
      this.#setState("connecting");
      await transport.connect();
      if (run !== this.#run) return;
      this.#setState("requesting_permission");
      await transport.startMicrophone();
      if (run !== this.#run) return;
    } catch (error) {
      if (run === this.#run) this.#fail(failureOf(error));
      return;
    }
    this.#microphoneStarted = true;
    this.#setState("ready");
    this.#startWatching();
    this.#timers.listen = setTimeout(() => {
      if (this.#state === "ready") this.#setState(this.#restingState());
    }, SESSION.readyToListeningMs);
  }

  /** stopping -> stopped; the server hears session_end with reason user_stopped. */
  async stop() {
    if (this.#state === "idle" || this.#state === "stopped" || this.#state === "stopping") return;
    this.#run++;
    this.#setState("stopping");
    await this.#release("user_stopped");
    this.#setState("stopped");
  }

  /** Only from listening. */
  pause(): boolean {
    if (this.#state !== "listening") return false;
    this.#userPaused = true;
    this.#transport?.pause();
    this.#setState("paused");
    return true;
  }

  /** Only from paused; listening again also takes the mute off. */
  resume(): boolean {
    if (this.#state !== "paused") return false;
    if (this.#userPaused) {
      this.#userPaused = false;
      this.#transport?.resume();
    }
    if (this.#muted) this.#applyMute(false);
    this.#setState(this.#restingState());
    return true;
  }

  /** Debounced 300 ms: a burst of toggles applies only the last. */
  setMuted(muted: boolean) {
    clearTimeout(this.#timers.mute);
    this.#timers.mute = setTimeout(() => this.#applyMute(muted), SESSION.muteDebounceMs);
  }

  /** Agent volume, an integer 0..100. */
  setVolume(volume: number) {
    this.#volume = clampVolume(volume);
    this.#transport?.setVolume(this.#volume);
    this.#events.emit("volume", { volume: this.#volume });
  }

  /** Stops everything and forgets the listeners, e.g. when the panel unmounts. */
  async dispose() {
    await this.stop();
    clearTimeout(this.#timers.mute);
    this.#events.clear();
  }

  #applyMute(muted: boolean) {
    if (this.#muted === muted) return;
    this.#muted = muted;
    this.#transport?.setMuted(muted);
    this.#events.emit("muted", { muted });
    // spec §4: mute leads to paused, whatever the agent is doing meanwhile.
    if (muted && this.isActive) this.#setState("paused");
    else if (!muted && this.#state === "paused" && !this.#userPaused) this.#setState("listening");
  }

  #restingState(): VoiceSessionState {
    return this.#muted || this.#userPaused ? "paused" : "listening";
  }

  #attach(transport: VoiceTransport) {
    this.#transport = transport;
    const on = <K extends keyof TransportEvents>(
      event: K,
      listener: (payload: TransportEvents[K]) => void,
    ) => this.#unsubscribe.push(transport.on(event, listener));
    const at = () => this.#now();

    on("transcript", ({ final, id, text }) => {
      // The person's turn is over: the agent works on it until its reply shows.
      if (final && this.#state === "listening") this.#setState("processing");
      this.#emitTranscript(
        final
          ? { type: "user_final", sessionId: this.sessionId, id, text, at: at() }
          : { type: "user_partial", sessionId: this.sessionId, text, at: at() },
      );
    });
    on("agent_thinking", () => this.#agentState("processing"));
    on("agent_text", ({ id, text }) => {
      this.#agentState("responding");
      this.#emitTranscript({ type: "agent_chunk", sessionId: this.sessionId, id, text, at: at() });
    });
    on("agent_audio", () => this.#agentState("responding"));
    on("agent_response", () => {
      this.#agentState("responding");
      clearTimeout(this.#timers.responding);
      this.#timers.responding = setTimeout(
        () => this.#settleWhenQuiet(),
        SESSION.respondingToListeningMs,
      );
    });
    on("agent_complete", ({ id, text, cutShort }) => {
      this.#emitTranscript({
        type: "agent_complete",
        sessionId: this.sessionId,
        id,
        text,
        at: at(),
        cutShort,
      });
      this.#events.emit("reply", { text });
      this.#settleWhenQuiet();
    });
    on("audio_finished", () => {
      if (!this.#awaitingAudio) return;
      this.#awaitingAudio = false;
      this.#settle();
    });
    on("agent_interrupt", () => {
      this.#emitTranscript({ type: "agent_interrupt", sessionId: this.sessionId });
      this.#awaitingAudio = false;
      this.#settle();
    });
    on("agent_listening", () => this.#settle());
    on("turn_metrics", (metrics) => {
      this.#emitTranscript({ type: "turn_metrics", sessionId: this.sessionId, metrics });
      this.#events.emit("turn_metrics", metrics);
    });
    on("audio_played", (played) => this.#events.emit("audio_played", played));
    on("quality", (quality) => this.#events.emit("quality", quality));
    on("warning", (warning) => this.#events.emit("warning", warning));
    on("health", (health) => {
      this.#health = health;
      this.#events.emit("health", health);
    });
    on("reconnecting", () => {
      // Dropped again before it ran long enough to count as recovered: its attempts stay spent.
      clearTimeout(this.#timers.recovered);
      if (this.isActive || this.#state === "ready") this.#setState("recovering");
    });
    on("reconnected", () => {
      if (this.#state === "recovering") this.#restore();
    });
    on("error", (error) => this.#fail(toSessionError(error)));
    on("closed", ({ reason }) => this.#fail(closeError(reason)));
  }

  /**
   * Agent activity shows only while the conversation is on, and not while it
   * is paused: a muted or paused conversation stays Paused until resumed.
   */
  #agentState(state: "processing" | "responding") {
    if (!this.isActive) return;
    if (state === "processing") {
      clearTimeout(this.#timers.responding);
      this.#awaitingAudio = false;
    }
    if (this.#state !== "paused") this.#setState(state);
  }

  /** Back to listening (or paused) once the agent's audio has played out. */
  #settleWhenQuiet() {
    if (this.#transport?.playing) {
      this.#awaitingAudio = true;
      return;
    }
    this.#settle();
  }

  #settle() {
    clearTimeout(this.#timers.responding);
    if (this.#state === "processing" || this.#state === "responding") {
      this.#setState(this.#restingState());
    }
  }

  #emitTranscript(event: TranscriptEvent) {
    this.#events.emit("transcript", event);
  }

  #fail(error: VoiceError) {
    if (this.#state === "stopping" || this.#state === "stopped" || this.#state === "idle") return;
    this.#error = error;
    clearTimeout(this.#timers.listen);
    clearTimeout(this.#timers.responding);
    clearTimeout(this.#timers.recovered);
    this.#awaitingAudio = false;
    this.#setState("error");
    this.#events.emit("error", error);
    const canRecover =
      error.recoverable &&
      (this.#options.autoReconnect ?? true) &&
      this.#transport !== undefined &&
      this.#recoveryAttempts < SESSION.maxRecoveryAttempts;
    if (canRecover) {
      clearTimeout(this.#timers.recovery);
      this.#timers.recovery = setTimeout(() => void this.#recover(), SESSION.recoveryDelayMs);
    } else {
      // Nothing will bring this run back: free the microphone and the connection.
      clearTimeout(this.#timers.recovery);
      this.#run++;
      void this.#release("error");
    }
  }

  async #recover() {
    const transport = this.#transport;
    if (this.#state !== "error" || !transport) return;
    const run = this.#run;
    this.#recoveryAttempts++;
    this.#setState("recovering");
    try {
      await transport.reconnect();
      // Failed again meanwhile: that failure decides what comes next.
      if (run !== this.#run || this.state !== "recovering") return;
      if (!this.#microphoneStarted) {
        await transport.startMicrophone();
        if (run !== this.#run) return;
        this.#microphoneStarted = true;
        this.#startWatching();
      }
    } catch (error) {
      if (run !== this.#run) return;
      this.#fail(
        this.#recoveryAttempts >= SESSION.maxRecoveryAttempts
          ? sessionError("RECOVERY_FAILED", RECOVERY_FAILED_TEXT)
          : failureOf(error),
      );
      return;
    }
    this.#restore();
  }

  /** After a reconnect: the mute state and volume as they were, and listening again. */
  #restore() {
    this.#error = null;
    this.#transport?.setMuted(this.#muted);
    this.#transport?.setVolume(this.#volume);
    this.#setState(this.#restingState());
    clearTimeout(this.#timers.recovered);
    this.#timers.recovered = setTimeout(() => {
      this.#recoveryAttempts = 0;
    }, SESSION.recoveredAfterMs);
  }

  /**
   * The poor-connection check. Inactivity and the 30 min limit are the
   * server's to decide, on either transport: it closes with a reason
   * (inactive_timeout, max_duration_exceeded) that the session shows.
   */
  #startWatching() {
    clearInterval(this.#timers.quality);
    this.#timers.quality = setInterval(() => this.#checkConnection(), SESSION.qualityCheckMs);
  }

  /**
   * spec §4 poor connection: failed quality while active and connected, not
   * busy processing or responding, and more than 10 s after the last connect.
   */
  #checkConnection() {
    const health = this.#transport?.health;
    if (health?.quality !== "failed" || !health.connected || !this.isActive) return;
    if (this.#state === "processing" || this.#state === "responding") return;
    if (health.lastConnected === null) return;
    if (this.#now() - health.lastConnected <= SESSION.poorConnectionAfterMs) return;
    this.#fail(sessionError("QUALITY_TOO_POOR", QUALITY_TOO_POOR_TEXT));
  }

  async #release(reason: string) {
    for (const [name, timer] of Object.entries(this.#timers)) {
      // The mute debounce outlives a session: the choice is kept for the next start.
      if (name !== "mute") clearTimeout(timer);
    }
    clearInterval(this.#timers.quality);
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    this.#unsubscribe = [];
    const transport = this.#transport;
    this.#transport = undefined;
    this.#microphoneStarted = false;
    try {
      await transport?.end(reason);
    } catch {
      // Already gone; nothing left to release.
    }
  }

  #setState(state: VoiceSessionState) {
    const previous = this.#state;
    if (previous === state) return;
    this.#state = state;
    this.#events.emit("state", { state, previous });
  }
}

/** The server ended the session: its reason, in the spec's words. */
function closeError(reason: string): VoiceError {
  const message = closeReasonText(reason) ?? reason;
  if (reason === VOICE_CLOSE_REASONS.sttFailed || reason === VOICE_CLOSE_REASONS.sttUnavailable) {
    return sessionError("SERVER_ERROR", message, { source: "server", recoverable: false });
  }
  return sessionError("SESSION_TIMEOUT", message, { source: "server" });
}

function failureOf(error: unknown): VoiceError {
  if (error instanceof TransportFailure) return toSessionError(error.detail);
  return sessionError("NETWORK_ERROR", messageOf(error));
}

function messageOf(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

function clampVolume(volume: number) {
  return Number.isFinite(volume) ? Math.min(100, Math.max(0, Math.round(volume))) : 100;
}
