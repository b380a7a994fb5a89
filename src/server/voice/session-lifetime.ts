import { voice } from "@livekit/agents";
import { VOICE_CLOSE_REASONS } from "../../shared/voice-protocol";
import type { Config } from "../config";

export type LifetimeTimings = Pick<Config["voice"], "inactivityTimeoutMs" | "maxSessionDurationMs">;

/** Why the lifetime rule ends a session: sent to the client as the close reason. */
export type LifetimeEnd =
  | typeof VOICE_CLOSE_REASONS.inactive
  | typeof VOICE_CLOSE_REASONS.maxDuration
  | typeof VOICE_CLOSE_REASONS.sttFailed;

/**
 * The framework's own idle clock (the person's "away" state) for a session
 * under this rule: it agrees with the rule's, though the rule's is the one
 * that ends the session, since a muted person's heartbeats keep it alive and
 * the framework cannot hear them.
 */
export function userAwayTimeout(timings: LifetimeTimings) {
  return timings.inactivityTimeoutMs / 1000;
}

/**
 * How long a voice session lives, whatever carries it (the WebSocket bridge
 * or a LiveKit room): it ends after the inactivity timeout with no one
 * speaking or thinking, at the maximum duration, or when the recognizer fails
 * for good. The transport decides how to tell the person; the reason is the same.
 */
export class SessionLifetime {
  readonly #timings: LifetimeTimings;
  readonly #onEnd: (reason: LifetimeEnd) => void;
  readonly #maxDuration: NodeJS.Timeout;
  #inactivity: NodeJS.Timeout | undefined;
  #userState: voice.UserState = "listening";
  #agentState: voice.AgentState = "initializing";
  #wasQuiet = true;
  #held = false;
  #ended = false;

  constructor(timings: LifetimeTimings, onEnd: (reason: LifetimeEnd) => void) {
    this.#timings = timings;
    this.#onEnd = onEnd;
    this.#maxDuration = setTimeout(
      () => this.#end(VOICE_CLOSE_REASONS.maxDuration),
      timings.maxSessionDurationMs,
    );
    this.keepAlive();
  }

  /** Follows the session: speech, thinking and replies hold the inactivity clock. */
  observe(session: voice.AgentSession) {
    session.on(voice.AgentSessionEventTypes.UserStateChanged, ({ newState }) => {
      this.#userState = newState;
      this.#rearmWhenQuiet();
    });
    session.on(voice.AgentSessionEventTypes.AgentStateChanged, ({ newState }) => {
      this.#agentState = newState;
      this.#rearmWhenQuiet();
    });
    session.on(voice.AgentSessionEventTypes.Close, ({ error }) => {
      if (error?.type === "stt_error") this.#end(VOICE_CLOSE_REASONS.sttFailed);
    });
  }

  /** A sign of life the framework does not see (a muted person's heartbeat): the clock starts again. */
  keepAlive() {
    clearTimeout(this.#inactivity);
    if (this.#ended || this.#held) return;
    this.#inactivity = setTimeout(
      () => this.#end(VOICE_CLOSE_REASONS.inactive),
      this.#timings.inactivityTimeoutMs,
    );
  }

  /**
   * A muted person, still connected, is not inactive: the inactivity clock
   * waits until they unmute (where the link itself shows they are there).
   */
  hold(held: boolean) {
    this.#held = held;
    if (held) clearTimeout(this.#inactivity);
    else this.keepAlive();
  }

  /** The session ended for another reason: no clock is left running. */
  stop() {
    this.#ended = true;
    clearTimeout(this.#inactivity);
    clearTimeout(this.#maxDuration);
  }

  get #quiet() {
    return (
      this.#userState !== "speaking" &&
      this.#agentState !== "thinking" &&
      this.#agentState !== "speaking"
    );
  }

  /** Armed when the talk goes quiet, held while it is not; quiet to quiet (listening to away) keeps the clock. */
  #rearmWhenQuiet() {
    const wasQuiet = this.#wasQuiet;
    this.#wasQuiet = this.#quiet;
    if (!this.#quiet) clearTimeout(this.#inactivity);
    else if (!wasQuiet) this.keepAlive();
  }

  #end(reason: LifetimeEnd) {
    if (this.#ended) return;
    this.stop();
    this.#onEnd(reason);
  }
}
