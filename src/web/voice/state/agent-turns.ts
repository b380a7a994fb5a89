import { SESSION } from "../constants";
import type { VoiceSessionState } from "./session-states";

/** What the agent's turns need of the session they run in. */
export interface TurnHost {
  state(): VoiceSessionState;
  isActive(): boolean;
  /** Whether the agent's audio is still queued or playing. */
  playing(): boolean;
  setState(state: VoiceSessionState): void;
  /** Listening, or paused when the person muted or paused. */
  restingState(): VoiceSessionState;
}

/**
 * spec §4 turn-taking as the screen shows it: the person's final words mean
 * processing, the agent's reply responding, and listening (or paused) comes
 * back once the reply's audio has played out.
 */
export class AgentTurns {
  readonly #host: TurnHost;
  /** A reply is complete but its audio still plays: listening comes when it ends. */
  #awaitingAudio = false;
  #responding: ReturnType<typeof setTimeout> | undefined;

  constructor(host: TurnHost) {
    this.#host = host;
  }

  /** The person's turn is over: the agent works on it until its reply shows. */
  personFinished() {
    if (this.#host.state() === "listening") this.#host.setState("processing");
  }

  /**
   * Agent activity shows only while the conversation is on, and not while it
   * is paused: a muted or paused conversation stays Paused until resumed.
   */
  agentState(state: "processing" | "responding") {
    if (!this.#host.isActive()) return;
    if (state === "processing") {
      clearTimeout(this.#responding);
      this.#awaitingAudio = false;
    }
    if (this.#host.state() !== "paused") this.#host.setState(state);
  }

  /** The whole reply is known: listening again 1 s on, or once its audio ends. */
  replyKnown() {
    this.agentState("responding");
    clearTimeout(this.#responding);
    this.#responding = setTimeout(() => this.replyOver(), SESSION.respondingToListeningMs);
  }

  /** Back to listening (or paused) once the agent's audio has played out. */
  replyOver() {
    if (this.#host.playing()) {
      this.#awaitingAudio = true;
      return;
    }
    this.settle();
  }

  audioFinished() {
    if (!this.#awaitingAudio) return;
    this.#awaitingAudio = false;
    this.settle();
  }

  /** The person spoke over the agent: its audio is already stopped. */
  interrupted() {
    this.#awaitingAudio = false;
    this.settle();
  }

  settle() {
    clearTimeout(this.#responding);
    const state = this.#host.state();
    if (state === "processing" || state === "responding") {
      this.#host.setState(this.#host.restingState());
    }
  }

  /** A new run, a failure or a stop: no reply is under way any more. */
  reset() {
    clearTimeout(this.#responding);
    this.#awaitingAudio = false;
  }
}
