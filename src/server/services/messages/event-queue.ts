/**
 * Hands events from a producer that must run to the end (a reply being
 * written and stored) to a consumer that may leave early (a browser tab).
 * Leaving stops the reading, never the producer.
 */
export class EventQueue<T> {
  private items: T[] = [];
  private waiting: (() => void) | undefined;
  private ended = false;
  private failure: unknown;

  push(item: T) {
    this.items.push(item);
    this.wake();
  }

  /** The first end counts: a producer that finishes after the stream was cut off changes nothing. */
  end(failure?: unknown) {
    if (this.ended) return;
    this.ended = true;
    this.failure = failure;
    this.wake();
  }

  async *iterate(signal?: AbortSignal): AsyncGenerator<T> {
    const onAbort = () => this.wake();
    signal?.addEventListener("abort", onAbort);
    try {
      while (!signal?.aborted) {
        const item = this.items.shift();
        if (item !== undefined) {
          yield item;
          continue;
        }
        if (this.ended) {
          if (this.failure !== undefined) throw this.failure;
          return;
        }
        await new Promise<void>((resolve) => {
          this.waiting = resolve;
        });
      }
    } finally {
      signal?.removeEventListener("abort", onAbort);
    }
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.();
  }
}
