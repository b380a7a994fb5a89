import { EventEmitter } from "node:events";
import type { VoiceTransport } from "../socket/transport";
import type { FromHost } from "./wire";

const OPEN = 1;
const CLOSED = 3;

/**
 * A voice socket as a host sees it: what the session sends goes to the API
 * thread, which writes it to the real socket; what the client sends comes
 * back the same way. Pausing reading pauses the real socket, and what is
 * sent counts as buffered until the API thread has written it out.
 */
export class SocketPort extends EventEmitter implements VoiceTransport {
  readonly OPEN = OPEN;
  readonly #conn: number;
  readonly #post: (message: FromHost) => void;
  #state = OPEN;
  #buffered = 0;

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
