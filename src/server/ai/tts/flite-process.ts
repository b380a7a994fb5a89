import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FliteVoice } from "./flite";
import type { FliteReply, FliteRequest } from "./flite-child";

/**
 * Flite runs in a child process, not in the server's: the synthesis (tens of
 * milliseconds a sentence, synchronous) stays off the server's event loop,
 * and a crash of the WebAssembly runtime (Node 20's WASI segfaulted now and
 * then after a few dozen runs, nodejs/node#52402) costs a restart and one
 * retry, not the server.
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
      // The child is TypeScript like the rest of the server (tsx is a runtime dependency).
      execArgv: ["--import", "tsx"],
      // It writes nothing to disk: not even the loader's cache of compiled code in the temp folder.
      env: { ...process.env, TSX_DISABLE_CACHE: "1" },
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
