import type { MessagePort, Transferable, Worker } from "node:worker_threads";
import { audioErrorFromWire } from "../../ai/audio/decode-errors";
import { ProviderError } from "../../ai/types";

/** The API thread's side or the host's side of the line between them. */
export type Port = Pick<MessagePort | Worker, "postMessage" | "on" | "off">;

type Handler = (args: never, signal: AbortSignal) => unknown;
export type Handlers = Record<string, Handler>;

interface Call {
  type: "call";
  id: number;
  op: string;
  args: unknown;
}
interface Reply {
  type: "reply";
  id: number;
  result?: unknown;
  error?: WireError;
}
interface Cancel {
  type: "cancel";
  id: number;
}

/** An error as it crosses threads: the kinds callers tell apart keep their class. */
interface WireError {
  name: string;
  message: string;
  provider?: string;
}

function toWire(error: unknown): WireError {
  if (error instanceof ProviderError)
    return { name: error.name, message: error.message, provider: error.provider };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: "Error", message: String(error) };
}

function fromWire(wire: WireError): Error {
  if (wire.name === "ProviderError" && wire.provider)
    return new ProviderError(wire.provider, wire.message.slice(wire.provider.length + 2));
  const audio = audioErrorFromWire(wire.name, wire.message);
  if (audio) return audio;
  const error = new Error(wire.message);
  error.name = wire.name;
  return error;
}

export function isRpcMessage(message: { type: string }): message is Call | Reply | Cancel {
  return message.type === "call" || message.type === "reply" || message.type === "cancel";
}

/**
 * Calls both ways over one port: each side asks the other by name and gets
 * the answer or the error back. Other messages pass to their own listener.
 */
export class Rpc {
  readonly #port: Port;
  readonly #handlers: Handlers;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #running = new Map<number, AbortController>();
  /** The answers being worked out, to wait for before this side goes. */
  readonly #answering = new Set<Promise<void>>();
  #nextId = 1;

  constructor(port: Port, handlers: Handlers) {
    this.#port = port;
    this.#handlers = handlers;
  }

  call<T>(
    op: string,
    args: unknown,
    options: { transfer?: Transferable[]; signal?: AbortSignal } = {},
  ) {
    const id = this.#nextId++;
    const { signal, transfer } = options;
    signal?.throwIfAborted();
    return new Promise<T>((resolve, reject) => {
      const cancel = () => {
        this.#port.postMessage({ type: "cancel", id } satisfies Cancel);
        this.#settle(id, undefined, signal?.reason);
      };
      signal?.addEventListener("abort", cancel, { once: true });
      this.#pending.set(id, {
        resolve: (value) => {
          signal?.removeEventListener("abort", cancel);
          resolve(value as T);
        },
        reject: (error) => {
          signal?.removeEventListener("abort", cancel);
          reject(error);
        },
      });
      this.#port.postMessage({ type: "call", id, op, args } satisfies Call, transfer);
    });
  }

  /** Takes the message if it is a call, a reply or a cancellation. */
  receive(message: Call | Reply | Cancel) {
    if (message.type === "reply")
      this.#settle(message.id, message.result, message.error && fromWire(message.error));
    else if (message.type === "cancel") this.#running.get(message.id)?.abort();
    else {
      const answering = this.#answer(message);
      this.#answering.add(answering);
      void answering.finally(() => this.#answering.delete(answering));
    }
  }

  /** Settles once every call taken so far has been answered. */
  async answered() {
    while (this.#answering.size > 0) await Promise.allSettled(this.#answering);
  }

  /** The other side is gone: every call waiting on it fails. */
  failAll(error: Error) {
    for (const id of [...this.#pending.keys()]) this.#settle(id, undefined, error);
    for (const controller of this.#running.values()) controller.abort(error);
  }

  #settle(id: number, result: unknown, error: unknown) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (error) pending.reject(error as Error);
    else pending.resolve(result);
  }

  async #answer({ id, op, args }: Call) {
    const controller = new AbortController();
    this.#running.set(id, controller);
    let reply: Reply;
    try {
      const handler = this.#handlers[op];
      if (!handler) throw new Error(`unknown call ${op}`);
      reply = { type: "reply", id, result: await handler(args as never, controller.signal) };
    } catch (error) {
      reply = { type: "reply", id, error: toWire(error) };
    } finally {
      this.#running.delete(id);
    }
    const result = reply.result;
    // PCM goes back without a copy.
    this.#port.postMessage(
      reply,
      result instanceof Int16Array ? [result.buffer as ArrayBuffer] : undefined,
    );
  }
}
