import { BusyError } from "../errors";

/** How long a piece of work is taken to last before any has finished. */
const FIRST_ESTIMATE_MS = 5_000;

export interface WorkQueueOptions {
  /** Pieces of work running at once. */
  concurrency: number;
  /** Pieces waiting for a turn; one more is refused with BusyError. */
  maxWaiting: number;
  /** The message a refusal carries. */
  busyMessage: string;
}

/**
 * A bounded line for heavy work: at most `concurrency` run at once and at
 * most `maxWaiting` wait, in order. Beyond that the work is refused at once
 * with a wait worth trying again after, from how long recent work took.
 */
export class WorkQueue {
  readonly #options: WorkQueueOptions;
  readonly #waiting: { start: () => void; abort: () => void }[] = [];
  #running = 0;
  /** A moving average of how long a piece of work took. */
  #averageMs = FIRST_ESTIMATE_MS;

  constructor(options: WorkQueueOptions) {
    this.#options = options;
  }

  get running() {
    return this.#running;
  }

  get waiting() {
    return this.#waiting.length;
  }

  get full() {
    return (
      this.#running >= this.#options.concurrency && this.#waiting.length >= this.#options.maxWaiting
    );
  }

  /** Seconds until a place is likely free: the line ahead, shared by the running slots. */
  get retryAfter() {
    const rounds = this.#waiting.length / this.#options.concurrency + 1;
    return Math.max(1, Math.ceil((rounds * this.#averageMs) / 1000));
  }

  /** Runs `work` when its turn comes; a caller that leaves (`signal`) while waiting gives up its place. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    // A waiting piece is handed its place by the one finishing, so none can jump the line.
    if (this.#running < this.#options.concurrency) this.#running++;
    else await this.#turn(signal);
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.#averageMs = 0.8 * this.#averageMs + 0.2 * (performance.now() - started);
      const next = this.#waiting.shift();
      if (next) next.start();
      else this.#running--;
    }
  }

  #turn(signal?: AbortSignal) {
    if (this.#waiting.length >= this.#options.maxWaiting)
      throw new BusyError(this.#options.busyMessage, this.retryAfter);
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          signal?.removeEventListener("abort", entry.abort);
          resolve();
        },
        abort: () => {
          const index = this.#waiting.indexOf(entry);
          if (index >= 0) this.#waiting.splice(index, 1);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener("abort", entry.abort, { once: true });
      this.#waiting.push(entry);
    });
  }
}
