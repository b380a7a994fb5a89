import { MESSAGES } from "../../../shared/messages";
import { Emitter } from "../emitter";
import { TRANSPORT_FALLBACK_WARNING } from "./connection-errors";
import { type SessionTransport, type TransportEvents, TransportFailure } from "./session-transport";

/** A session's listener, on whichever transport is in use. */
interface Subscription {
  attach: (transport: SessionTransport) => () => void;
  off: () => void;
}

/**
 * LiveKit first, and the WebSocket bridge (the same pipeline on this site's
 * own port) once LiveKit cannot be joined, at the start or on a reconnect:
 * voice goes on rather than dying with the LiveKit server. The switch happens
 * once; the bridge's own failures then take the usual way. The session sees
 * one transport whose events come from whichever is in use, and a warning
 * that says what happened in words a person understands.
 */
export class FallbackTransport implements SessionTransport {
  #active: SessionTransport;
  #fallback: (() => Promise<SessionTransport>) | undefined;
  readonly #subscriptions = new Set<Subscription>();
  readonly #own = new Emitter<TransportEvents>();
  #muted = false;
  #paused = false;
  #volume: number | undefined;
  #microphoneStarted = false;

  constructor(primary: SessionTransport, fallback: () => Promise<SessionTransport>) {
    this.#active = primary;
    this.#fallback = fallback;
  }

  get kind() {
    return this.#active.kind;
  }

  get playing() {
    return this.#active.playing;
  }

  get health() {
    return this.#active.health;
  }

  on<K extends keyof TransportEvents>(event: K, listener: (payload: TransportEvents[K]) => void) {
    const attach = (transport: SessionTransport) => transport.on(event, listener);
    const subscription: Subscription = { attach, off: attach(this.#active) };
    const offOwn = this.#own.on(event, listener);
    this.#subscriptions.add(subscription);
    return () => {
      subscription.off();
      offOwn();
      this.#subscriptions.delete(subscription);
    };
  }

  async connect() {
    await this.#orFallBack(() => this.#active.connect());
  }

  async startMicrophone() {
    await this.#active.startMicrophone();
    this.#microphoneStarted = true;
  }

  async reconnect() {
    await this.#orFallBack(() => this.#active.reconnect());
  }

  setMuted(muted: boolean) {
    this.#muted = muted;
    this.#active.setMuted(muted);
  }

  pause() {
    this.#paused = true;
    this.#active.pause();
  }

  resume() {
    this.#paused = false;
    this.#active.resume();
  }

  setVolume(volume: number) {
    this.#volume = volume;
    this.#active.setVolume(volume);
  }

  async end(reason: string) {
    await this.#active.end(reason);
  }

  async #orFallBack(call: () => Promise<void>) {
    try {
      await call();
    } catch (error) {
      const fallback = this.#fallback;
      // The microphone failing is the person's device, which the bridge would use too.
      if (!fallback || isRecorderFailure(error)) throw error;
      this.#fallback = undefined;
      this.#switchTo(await fallback());
      this.#own.emit("warning", {
        code: TRANSPORT_FALLBACK_WARNING,
        message: MESSAGES.voiceLiveKitFallback,
      });
      await this.#active.connect();
      if (this.#microphoneStarted) await this.#active.startMicrophone();
    }
  }

  /** The listeners move to the bridge, which takes the session's mute, pause and volume. */
  #switchTo(next: SessionTransport) {
    const previous = this.#active;
    this.#active = next;
    for (const subscription of this.#subscriptions) {
      subscription.off();
      subscription.off = subscription.attach(next);
    }
    if (this.#volume !== undefined) next.setVolume(this.#volume);
    if (this.#muted) next.setMuted(true);
    if (this.#paused) next.pause();
    // Leaving the room (if it was ever joined) lets LiveKit close it and end its agent's job.
    previous.end("transport_fallback").catch(() => {});
  }
}

function isRecorderFailure(error: unknown) {
  return error instanceof TransportFailure && error.detail.source === "recorder";
}
