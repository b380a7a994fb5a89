import { SESSION } from "../constants";
import { Emitter } from "../emitter";
import { clampVolume } from "../playback/agent-volume";
import type { ConnectionHealth } from "../transport/connection-health";
import type { SessionTransport, TransportEvents } from "../transport/session-transport";
import { AgentTurns } from "./agent-turns";
import { connectionTooPoor } from "./poor-connection";
import { RecoveryBudget } from "./recovery-budget";
import {
  closeError,
  failureOf,
  messageOf,
  QUALITY_TOO_POOR_TEXT,
  RECOVERY_FAILED_TEXT,
  sessionError,
  toSessionError,
  type VoiceError,
} from "./session-errors";
import { isActiveState, type VoiceSessionState } from "./session-states";
import type { TranscriptEvent } from "./transcript";
import type { VoiceSessionEvents, VoiceSessionOptions } from "./voice-session-events";

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
  #transport: SessionTransport | undefined;
  #unsubscribe: (() => void)[] = [];
  /** Bumped by every start and stop, so the steps of an abandoned start do nothing. */
  #run = 0;
  #error: VoiceError | null = null;
  #volume: number;
  #muted: boolean;
  #userPaused = false;
  #microphoneStarted = false;
  readonly #recovery = new RecoveryBudget();
  #health: ConnectionHealth | undefined;
  readonly #turns = new AgentTurns({
    state: () => this.#state,
    isActive: () => this.isActive,
    playing: () => this.#transport?.playing ?? false,
    setState: (state) => this.#setState(state),
    restingState: () => this.#restingState(),
  });
  #timers = {
    listen: undefined as Timer | undefined,
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
    this.#recovery.reset();
    this.#microphoneStarted = false;
    this.#userPaused = false;
    this.#turns.reset();
    this.#setState("initializing");
    let transport: SessionTransport;
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

  #attach(transport: SessionTransport) {
    this.#transport = transport;
    const on = <K extends keyof TransportEvents>(
      event: K,
      listener: (payload: TransportEvents[K]) => void,
    ) => this.#unsubscribe.push(transport.on(event, listener));
    const at = () => this.#now();

    on("transcript", ({ final, id, text }) => {
      if (final) this.#turns.personFinished();
      this.#emitTranscript(
        final
          ? { type: "user_final", sessionId: this.sessionId, id, text, at: at() }
          : { type: "user_partial", sessionId: this.sessionId, text, at: at() },
      );
    });
    on("agent_thinking", () => this.#turns.agentState("processing"));
    on("agent_text", ({ id, text }) => {
      this.#turns.agentState("responding");
      this.#emitTranscript({ type: "agent_chunk", sessionId: this.sessionId, id, text, at: at() });
    });
    on("agent_audio", () => this.#turns.agentState("responding"));
    on("agent_response", () => this.#turns.replyKnown());
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
      this.#turns.replyOver();
    });
    on("audio_finished", () => this.#turns.audioFinished());
    on("agent_interrupt", () => {
      this.#emitTranscript({ type: "agent_interrupt", sessionId: this.sessionId });
      this.#turns.interrupted();
    });
    on("agent_listening", () => this.#turns.settle());
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
      this.#recovery.interrupted();
      if (this.isActive || this.#state === "ready") this.#setState("recovering");
    });
    on("reconnected", () => {
      if (this.#state === "recovering") this.#restore();
    });
    on("error", (error) => this.#fail(toSessionError(error)));
    on("closed", ({ reason }) => this.#fail(closeError(reason)));
  }

  #emitTranscript(event: TranscriptEvent) {
    this.#events.emit("transcript", event);
  }

  #fail(error: VoiceError) {
    if (this.#state === "stopping" || this.#state === "stopped" || this.#state === "idle") return;
    this.#error = error;
    clearTimeout(this.#timers.listen);
    this.#recovery.interrupted();
    this.#turns.reset();
    this.#setState("error");
    this.#events.emit("error", error);
    const canRecover =
      error.recoverable &&
      (this.#options.autoReconnect ?? true) &&
      this.#transport !== undefined &&
      !this.#recovery.spent;
    if (canRecover) {
      this.#recovery.schedule(() => void this.#recover());
    } else {
      // Nothing will bring this run back: free the microphone and the connection.
      this.#recovery.cancel();
      this.#run++;
      void this.#release("error");
    }
  }

  async #recover() {
    const transport = this.#transport;
    if (this.#state !== "error" || !transport) return;
    const run = this.#run;
    this.#recovery.spend();
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
        this.#recovery.spent
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
    this.#recovery.recovered();
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

  #checkConnection() {
    if (connectionTooPoor(this.#transport?.health, this.#state, this.#now)) {
      this.#fail(sessionError("QUALITY_TOO_POOR", QUALITY_TOO_POOR_TEXT));
    }
  }

  async #release(reason: string) {
    for (const [name, timer] of Object.entries(this.#timers)) {
      // The mute debounce outlives a session: the choice is kept for the next start.
      if (name !== "mute") clearTimeout(timer);
    }
    clearInterval(this.#timers.quality);
    this.#recovery.cancel();
    this.#turns.reset();
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
