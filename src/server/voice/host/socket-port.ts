import { EventEmitter } from "node:events";
import type { VoiceTransport } from "../socket/transport";
import type { FromHost } from "./wire";

const OPEN = 1;
const CLOSED = 3;

/**
 * A voice socket as a host sees it: what the session sends goes to the API
 * thread, which writes it to the real socket; what the client sends comes
 * back the same way, and the API thread reads on only as the host takes it.
 * Pausing reading pauses the real socket, and what is sent counts as
 * buffered until the API thread has written it out.
 */
export class SocketPort extends EventEmitter implements VoiceTransport {
  readonly OPEN = OPEN;
  readonly #conn: number;
  readonly #post: (message: FromHost) => void;
  #state = OPEN;
  #buffered = 0;
  /** Messages taken from the API thread since it was last told. */
  #taken = 0;

  constructor(conn: number, post: (message: FromHost) => void) {
    super();
    this.#conn = conn;
    this.#post = post;
  }

  get readyState() {
    return this.#state;
  }

  get bufferedAmount() {
    return this.#buffered;
  }

  send(data: string) {
    if (this.#state !== OPEN) return;
    this.#buffered += Buffer.byteLength(data);
    this.#post({ type: "send", conn: this.#conn, data });
  }

  close(code: number, reason: string) {
    if (this.#state !== OPEN) return;
    this.#post({ type: "close", conn: this.#conn, code, reason });
    this.closed();
  }

  pause() {
    this.#post({ type: "pause", conn: this.#conn });
  }

  resume() {
    this.#post({ type: "resume", conn: this.#conn });
  }

  /**
   * A relayed message was taken from the port: the API thread is told once
   * per turn of this thread's loop, and reads on within its relay window.
   */
  taken() {
    if (this.#taken++ > 0) return;
    setImmediate(() => {
      this.#post({ type: "taken", conn: this.#conn, count: this.#taken });
      this.#taken = 0;
    });
  }

  /** The API thread wrote this much of what was sent. */
  written(bytes: number) {
    this.#buffered = Math.max(0, this.#buffered - bytes);
  }

  /** The real socket closed (or this side closed it). */
  closed() {
    if (this.#state === CLOSED) return;
    this.#state = CLOSED;
    this.#buffered = 0;
    this.emit("close");
  }
}
