import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FliteVoice } from "./flite";
import type { FliteReply, FliteRequest } from "./flite-child";

/**
 * Flite runs in a child process, not in the server's. Node 20's WASI crashes
 * the whole process with a segmentation fault now and then after a few dozen
 * runs of flite.wasm (nodejs/node#52402, closed unfixed; measured here: one
 * run of the local TTS tests in two). In a child, a crash costs a restart and
 * one retry; it also keeps the synthesis (tens of milliseconds a sentence,
 * synchronous) off the server's event loop.
 */
const CHILD_SCRIPT = fileURLToPath(new URL("./flite-child.ts", import.meta.url));

/** A sentence takes well under a second; a stuck child is replaced. */
const TIMEOUT_MS = 30_000;

class ChildCrashed extends Error {}

interface Pending {
  resolve(pcm: Int16Array): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface Child {
  process: ChildProcess;
  pending: Map<number, Pending>;
}

let current: Child | undefined;
let nextId = 1;

function startChild(): Child {
  const child: Child = {
    process: fork(CHILD_SCRIPT, [], {
      // The child is TypeScript like the rest of the server (tsx is a runtime dependency);
      // without warnings, as WASI's "experimental" one would otherwise open every log.
      execArgv: ["--import", "tsx", "--no-warnings"],
      // Structured clone carries the Int16Array as it is, not as JSON numbers.
      serialization: "advanced",
      stdio: ["ignore", "ignore", "inherit", "ipc"],
    }),
    pending: new Map(),
  };
  child.process.on("message", (reply: FliteReply) => {
    const waiting = child.pending.get(reply.id);
    if (!waiting) return;
    settle(child, reply.id);
    if ("pcm" in reply) waiting.resolve(reply.pcm);
    else waiting.reject(new Error(reply.error));
  });
  child.process.on("exit", (code, signal) => {
    fail(child, new ChildCrashed(`the Flite process ended (${signal ?? `exit code ${code}`})`));
  });
  child.process.on("error", (error) => {
    fail(child, new ChildCrashed(`the Flite process failed: ${error.message}`));
    child.process.kill();
  });
  idle(child);
  return child;
}

/** Everything the child was asked is lost; the next request starts a new one. */
function fail(child: Child, error: Error) {
  if (current === child) current = undefined;
  for (const [id, waiting] of child.pending) {
    settle(child, id);
    waiting.reject(error);
  }
}

/** The child holds the server open only while it is working for it. */
function idle(child: Child) {
  child.process.unref();
  child.process.channel?.unref();
}

function settle(child: Child, id: number) {
  clearTimeout(child.pending.get(id)?.timer);
  child.pending.delete(id);
  if (child.pending.size === 0) idle(child);
}

function runOnce(text: string, voice: FliteVoice): Promise<Int16Array> {
  current ??= startChild();
  const child = current;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      fail(child, new Error(`Flite took more than ${TIMEOUT_MS / 1000} s`));
      child.process.kill();
    }, TIMEOUT_MS);
    child.pending.set(id, { resolve, reject, timer });
    child.process.ref();
    child.process.channel?.ref();
    const request: FliteRequest = { id, text, voice };
    child.process.send(request, (error) => {
      if (error) fail(child, new ChildCrashed(`the Flite process is gone: ${error.message}`));
    });
  });
}

/** Like flite.ts's synthesizePcm (16 kHz mono PCM), run in the child process. */
export async function synthesizeInChild(text: string, voice: FliteVoice): Promise<Int16Array> {
  try {
    return await runOnce(text, voice);
  } catch (error) {
    if (error instanceof ChildCrashed) return runOnce(text, voice);
    throw error;
  }
}
