/**
 * The built-in writer in a thread of its own, so the API's event loop never
 * runs it: a chat at the length limit is about 90 ms of rules, ten times
 * that on text shaped to be slow. One thread takes the calls in order, one
 * at a time (each account's share of replies and dictations is counted
 * before a call gets here); it starts on the first call and is replaced
 * when it stops.
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
  /** Calls taken and not yet answered: the one running and those waiting for it. */
  readonly pending: number;
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
}

let nextId = 1;

export function createWriterThread(options: WriterThreadOptions = {}): WriterThread {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  /**
   * Calls not yet handed to the thread. They are posted one at a time, so a
   * call whose caller stops waiting (a closed tab, a cancelled dictation)
   * before its turn is taken out here and never costs the thread its time.
   */
  const waiting: Pending[] = [];
  /** The call the thread is running, if any. */
  let running: Pending | undefined;
  let worker: Worker | undefined;
  let ready = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let tooSlow = false;
  let closing = false;

  /** Hands the next call to the thread once it is free (a thread still loading holds it until ready). */
  function next() {
    if (running || waiting.length === 0) return;
    worker ??= start();
    running = waiting.shift() as Pending;
    worker.postMessage(running.call);
    if (ready) timeRunning();
  }

  /** The running call's time starts once the thread is ready: loading is not the call's. */
  function timeRunning() {
    const posted = worker;
    timer = setTimeout(() => {
      tooSlow = true;
      void posted?.terminate();
    }, timeoutMs);
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
        if (running) timeRunning();
      } else if (running && running.call.id === message.id) {
        const answered = running;
        clearTimeout(timer);
        running = undefined;
        if ("error" in message) answered.reject(new Error(message.error));
        else answered.resolve(message.text);
      }
      next();
    });
    started.on("error", (error) =>
      options.logger?.error({ err: error }, "the writer thread failed"),
    );
    started.once("exit", () => lost(started));
    return started;
  }

  /** The thread ended: the call it ran fails, the ones waiting go to a new thread. */
  function lost(gone: Worker) {
    if (worker !== gone) return;
    clearTimeout(timer);
    worker = undefined;
    ready = false;
    running?.reject(new Error(tooSlow ? WRITER_TOO_SLOW : WRITER_STOPPED));
    running = undefined;
    tooSlow = false;
    if (closing) for (const pending of waiting.splice(0)) pending.reject(new Error(WRITER_STOPPED));
    else next();
  }

  function call(make: (id: number) => WriterCall, signal?: AbortSignal): Promise<string> {
    if (closing) return Promise.reject(new Error(WRITER_STOPPED));
    signal?.throwIfAborted();
    return new Promise<string>((resolve, reject) => {
      const abort = () => {
        const at = waiting.indexOf(pending);
        if (at >= 0) waiting.splice(at, 1);
        // One already running finishes in the thread; its answer then settles nothing.
        reject(signal?.reason);
      };
      const done = () => signal?.removeEventListener("abort", abort);
      const pending: Pending = {
        call: make(nextId++),
        resolve: (text) => {
          done();
          resolve(text);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      };
      signal?.addEventListener("abort", abort, { once: true });
      waiting.push(pending);
      next();
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
    get pending() {
      return waiting.length + (running ? 1 : 0);
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
