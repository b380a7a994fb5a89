import { CONNECTION } from "../constants";

/** The wait before reconnect attempt `attempt` (0-based): 1 s × 2^n, at most 16 s, ±10%. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(
    CONNECTION.backoffBaseMs * CONNECTION.backoffFactor ** attempt,
    CONNECTION.backoffCapMs,
  );
  const jitter = (random() * 2 - 1) * CONNECTION.backoffJitter;
  return Math.round(base * (1 + jitter));
}

/**
 * spec §4 reconnection: at most 5 attempts with growing waits, counted
 * afresh only once a connection has stayed up 10 s, so a server that accepts
 * and at once closes still uses them up.
 */
export class ReconnectBackoff {
  readonly #random: () => number;
  readonly #now: () => number;
  #attempt = 0;
  #delay = 0;
  #nextAt: number | null = null;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #stableTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(random: () => number, now: () => number) {
    this.#random = random;
    this.#now = now;
  }

  get attempt() {
    return this.#attempt;
  }

  get delay() {
    return this.#delay;
  }

  get nextAt() {
    return this.#nextAt;
  }

  get spent() {
    return this.#attempt >= CONNECTION.maxReconnectAttempts;
  }

  /** A fresh connect, or the person's own retry: all attempts are there again. */
  reset() {
    this.#attempt = 0;
  }

  /** Runs `attempt` after the next wait. */
  schedule(attempt: () => void) {
    const delay = backoffDelay(this.#attempt, this.#random);
    this.#attempt++;
    this.#delay = delay;
    this.#nextAt = this.#now() + delay;
    this.#retryTimer = setTimeout(attempt, delay);
  }

  /** The pending attempt will not run. */
  cancel() {
    clearTimeout(this.#retryTimer);
  }

  /** Connected: once it stays up long enough, the count starts over and `onStable` is told. */
  connected(onStable: () => void) {
    this.#nextAt = null;
    clearTimeout(this.#stableTimer);
    this.#stableTimer = setTimeout(() => {
      this.#attempt = 0;
      this.#delay = 0;
      onStable();
    }, CONNECTION.stableAfterMs);
  }

  /** The connection dropped before it proved stable. */
  dropped() {
    clearTimeout(this.#stableTimer);
  }

  /** No more attempts: nothing is scheduled any more. */
  stop() {
    clearTimeout(this.#retryTimer);
    clearTimeout(this.#stableTimer);
  }

  giveUp() {
    this.stop();
    this.#nextAt = null;
  }
}
