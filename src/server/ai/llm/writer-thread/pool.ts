/**
 * The built-in writer in a thread of its own, so the API's event loop never
 * runs it: a chat at the length limit is about 90 ms of rules, ten times
 * that on text shaped to be slow. One thread takes the calls in order (each
 * account's share of replies and dictations is counted before a call gets
 * here); it starts on the first call and is replaced when it stops.
 */
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { ChatTurn } from "../local-writing-engine";
import type { WritingTask } from "../writing-task";
import type { WriterCalls } from "./calls";
import type { WriterCall, WriterReply } from "./wire";

/** Far beyond any text within the limits (under a second at four times the chat limit). */
const DEFAULT_TIMEOUT_MS = 10_000;

/** What the caller's call fails with when the thread ends under it; the chat and dictation say it as any failure. */
export const WRITER_STOPPED = "the built-in writer stopped before it finished";
export const WRITER_TOO_SLOW = "the built-in writer took too long and was stopped";

export interface WriterThread extends WriterCalls {
  /** The running thread's id, if one runs. */
  readonly threadId: number | undefined;
  /** Starts the thread now rather than on the first call. */
  warm(): void;
  /** Ends the thread as a crash would: the call it runs fails, the others go to the next thread. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export interface WriterThreadOptions {
  logger?: Pick<Logger, "error">;
  /** How long one call may run before the thread is ended and the call fails. */
  timeoutMs?: number;
}

interface Pending {
  call: WriterCall;
  resolve: (text: string) => void;
  reject: (error: Error) => void;
  /** The caller stopped waiting: the answer is dropped. */
  dropped: boolean;
}

let nextId = 1;

export function createWriterThread(options: WriterThreadOptions = {}): WriterThread {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  /** Posted to the running thread, in the order it answers them. */
  let queue: Pending[] = [];
  let worker: Worker | undefined;
  let ready = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tooSlow = false;
  let closing = false;

  /** The call at the head is the one running: its time starts once the thread is ready. */
  function timeHead() {
    clearTimeout(timer);
    timer = undefined;
    if (!ready || queue.length === 0 || !worker) return;
    const running = worker;
    timer = setTimeout(() => {
      tooSlow = true;
      void running.terminate();
    }, timeoutMs);
  }

  function settle(pending: Pending, reply: WriterReply) {
    if (pending.dropped) return;
    if ("error" in reply) pending.reject(new Error(reply.error));
    else pending.resolve(reply.text);
  }

  function start(): Worker {
    const started = new Worker(new URL("../../../threads/boot.mjs", import.meta.url), {
      // The loader compiles in memory: the thread writes nothing to the temp folder.
      env: { ...process.env, TSX_DISABLE_CACHE: "1" },
      workerData: { entry: new URL("./thread.ts", import.meta.url).href },
    });
    ready = false;
    started.on("message", (message: WriterReply | { ready: true }) => {
      if ("ready" in message) {
        ready = true;
        return timeHead();
      }
      const at = queue.findIndex((pending) => pending.call.id === message.id);
      const [pending] = at < 0 ? [] : queue.splice(at, 1);
      if (pending) settle(pending, message);
      timeHead();
    });
    started.on("error", (error) =>
      options.logger?.error({ err: error }, "the writer thread failed"),
    );
    started.once("exit", () => lost(started));
    return started;
  }

  /** The thread ended: the call it ran fails, the ones after it go to a new thread. */
  function lost(gone: Worker) {
    if (worker !== gone) return;
    clearTimeout(timer);
    timer = undefined;
    worker = undefined;
    const [running, ...waiting] = queue;
    queue = [];
    if (running && !running.dropped)
      running.reject(
        new Error(closing ? WRITER_STOPPED : tooSlow ? WRITER_TOO_SLOW : WRITER_STOPPED),
      );
    tooSlow = false;
    for (const pending of waiting) {
      if (pending.dropped) continue;
      if (closing) pending.reject(new Error(WRITER_STOPPED));
      else post(pending);
    }
  }

  function post(pending: Pending) {
    worker ??= start();
    queue.push(pending);
    worker.postMessage(pending.call);
    if (queue.length === 1) timeHead();
  }

  function call(make: (id: number) => WriterCall, signal?: AbortSignal): Promise<string> {
    if (closing) return Promise.reject(new Error(WRITER_STOPPED));
    signal?.throwIfAborted();
    return new Promise<string>((resolve, reject) => {
      const pending: Pending = { call: make(nextId++), resolve, reject, dropped: false };
      const abort = () => {
        pending.dropped = true;
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", abort, { once: true });
      const done = () => signal?.removeEventListener("abort", abort);
      pending.resolve = (text) => {
        done();
        resolve(text);
      };
      pending.reject = (error) => {
        done();
        reject(error);
      };
      post(pending);
    });
  }

  return {
    perform: (task: WritingTask, signal?: AbortSignal) =>
      call((id) => ({ id, kind: "perform", task }), signal),
    answer: (turns: ChatTurn[], spoken: boolean, signal?: AbortSignal) =>
      call((id) => ({ id, kind: "answer", turns, spoken }), signal),
    warm() {
      if (!closing) worker ??= start();
    },
    get threadId() {
      return worker?.threadId;
    },
    async stop() {
      await worker?.terminate();
    },
    async close() {
      closing = true;
      await worker?.terminate();
    },
  };
}
