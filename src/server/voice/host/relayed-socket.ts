import type { RawData, WebSocket } from "ws";

/**
 * Messages relayed to a host that it has not yet taken from its port: past
 * this the API thread stops reading the socket. A host busy with speech reads
 * its port late, and its own "pause" comes only once it has read; without a
 * window, everything a client sent meanwhile would be read and wait in the
 * port, unbounded (a host that never reads again held the whole flood), and
 * then be handled in one go (a socket flooded far faster than real time held
 * its host's loop 16 s).
 */
export const RELAY_WINDOW = 32;
/** Reading goes on once the host has taken the window down to this. */
const RELAY_RESUME_AT = 8;

/**
 * A client's socket as the API thread relays it to its host: read while both
 * the host (its session's own backlog) and the relay window let it, so TCP
 * pushes back on a client that sends faster than its session takes.
 */
export class RelayedSocket {
  readonly socket: WebSocket;
  /** The chat session, once the caller is known: named in the error a lost host sends. */
  sessionId: string | null = null;
  /** Settles once the host has stored what was said and let the session go. */
  readonly ended: Promise<void>;
  readonly end: () => void;
  #untaken = 0;
  #windowFull = false;
  #hostPaused = false;
  #paused = false;

  constructor(socket: WebSocket) {
    this.socket = socket;
    let end!: () => void;
    this.ended = new Promise((resolve) => {
      end = resolve;
    });
    this.end = end;
  }

  /** A message went to the host. */
  relayed() {
    this.#untaken++;
    if (this.#untaken >= RELAY_WINDOW) this.#windowFull = true;
    this.#apply();
  }

  /** The host took this many messages from its port. */
  taken(count: number) {
    this.#untaken = Math.max(0, this.#untaken - count);
    if (this.#untaken <= RELAY_RESUME_AT) this.#windowFull = false;
    this.#apply();
  }

  /** The host's session asks to stop reading (its backlog is full), or to go on. */
  hostPaused(paused: boolean) {
    this.#hostPaused = paused;
    this.#apply();
  }

  #apply() {
    const paused = this.#hostPaused || this.#windowFull;
    if (paused === this.#paused) return;
    this.#paused = paused;
    if (paused) this.socket.pause();
    else this.socket.resume();
  }
}

/** The bytes of a client's message in memory of their own, to move to a host without a copy there. */
export function copyOf(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  return new Uint8Array(data instanceof ArrayBuffer ? data.slice(0) : data);
}
