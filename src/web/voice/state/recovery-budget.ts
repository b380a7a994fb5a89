import { SESSION } from "../constants";

type Timer = ReturnType<typeof setTimeout>;

/**
 * spec §4 recovery: a recoverable error is retried 2 s on, at most 3 times.
 * A recovered session counts as healthy again, and its attempts start over,
 * once it has run 10 s without an error: a server that accepts and then
 * drops every session would otherwise be retried forever.
 */
export class RecoveryBudget {
  #attempts = 0;
  #retry: Timer | undefined;
  #recovered: Timer | undefined;

  /** Whether every attempt is used up. */
  get spent() {
    return this.#attempts >= SESSION.maxRecoveryAttempts;
  }

  /** A new run: every attempt is there again. */
  reset() {
    this.#attempts = 0;
  }

  /** Runs `recover` after the recovery delay. */
  schedule(recover: () => void) {
    clearTimeout(this.#retry);
    this.#retry = setTimeout(recover, SESSION.recoveryDelayMs);
  }

  /** An attempt begins. */
  spend() {
    this.#attempts++;
  }

  /** Back up: the attempts start over once it stays up long enough. */
  recovered() {
    clearTimeout(this.#recovered);
    this.#recovered = setTimeout(() => {
      this.#attempts = 0;
    }, SESSION.recoveredAfterMs);
  }

  /** Failed or dropped again before it ran long enough to count as recovered: its attempts stay spent. */
  interrupted() {
    clearTimeout(this.#recovered);
  }

  /** Nothing is retried any more. */
  cancel() {
    clearTimeout(this.#retry);
    clearTimeout(this.#recovered);
  }
}
