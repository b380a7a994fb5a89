import { CONNECTION } from "../constants";

export interface BridgeHeartbeatOptions {
  /** Whether a heartbeat can go now. */
  connected: () => boolean;
  /** Sends one heartbeat message. */
  send: () => void;
  /** A latency sample was kept: the health changed. */
  onSample: () => void;
  now: () => number;
}

/**
 * spec §4 heartbeat and latency: a heartbeat every 30 s (every 5 s while
 * muted, which keeps a muted session open), and the link's latency from
 * their echoes, over the last 10 samples.
 */
export class BridgeHeartbeat {
  readonly #options: BridgeHeartbeatOptions;
  #answered = 0;
  #latencies: number[] = [];
  /** The heartbeat awaiting its echo; counted once, by its echo or by the latency check. */
  #outstanding: { sentAt: number; counted: boolean } | undefined;
  #muted = false;
  #beat: ReturnType<typeof setInterval> | undefined;
  #latencyCheck: ReturnType<typeof setInterval> | undefined;

  constructor(options: BridgeHeartbeatOptions) {
    this.#options = options;
  }

  /** The kept latency samples, oldest first. */
  get samples(): readonly number[] {
    return this.#latencies;
  }

  /** Mean of the kept samples, ms; null until one is kept. */
  get latency(): number | null {
    if (!this.#latencies.length) return null;
    return Math.round(
      this.#latencies.reduce((sum, value) => sum + value, 0) / this.#latencies.length,
    );
  }

  /** A new connection: its latency is measured afresh. */
  start() {
    this.#answered = 0;
    this.#latencies = [];
    this.#outstanding = undefined;
    this.#startBeating();
    clearInterval(this.#latencyCheck);
    this.#latencyCheck = setInterval(() => this.#checkLatency(), CONNECTION.latencyCheckMs);
  }

  /** The samples are kept, so the health still tells the last latency while reconnecting. */
  stop() {
    clearInterval(this.#beat);
    clearInterval(this.#latencyCheck);
    this.#beat = undefined;
    this.#latencyCheck = undefined;
  }

  setMuted(muted: boolean) {
    if (this.#muted === muted) return;
    this.#muted = muted;
    if (this.#beat !== undefined) this.#startBeating();
  }

  /** The server echoed a heartbeat sent at `sentAt`. */
  echo(sentAt: number) {
    const outstanding = this.#outstanding;
    this.#outstanding = undefined;
    if (!Number.isFinite(sentAt) || outstanding?.counted) return;
    this.#record(this.#options.now() - sentAt);
  }

  #startBeating() {
    clearInterval(this.#beat);
    const interval = this.#muted ? CONNECTION.mutedHeartbeatMs : CONNECTION.heartbeatMs;
    this.#beat = setInterval(() => {
      if (!this.#options.connected()) return;
      this.#outstanding = { sentAt: this.#options.now(), counted: false };
      this.#options.send();
    }, interval);
  }

  /** A heartbeat unanswered for 5 s counts as that slow, so a silent link reads as failed. */
  #checkLatency() {
    const outstanding = this.#outstanding;
    if (!outstanding || outstanding.counted) return;
    const waited = this.#options.now() - outstanding.sentAt;
    if (waited < CONNECTION.latencyPoorMs) return;
    outstanding.counted = true;
    this.#record(waited);
  }

  #record(latency: number) {
    this.#answered++;
    // The first heartbeats ride on a connection still warming up; they say little of its health.
    if (this.#answered <= CONNECTION.ignoredHeartbeats) return;
    this.#latencies = [...this.#latencies, Math.max(0, latency)].slice(-CONNECTION.latencySamples);
    this.#options.onSample();
  }
}
