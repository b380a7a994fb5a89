/** The writer thread: answers each call the API thread posts, one at a time, in order. */
import { parentPort } from "node:worker_threads";
import { writerHere } from "./calls";
import type { WriterCall, WriterReply } from "./wire";

if (!parentPort) throw new Error("the writer thread runs as a worker thread");
const port = parentPort;

port.on("message", async (call: WriterCall) => {
  let reply: WriterReply;
  try {
    const text =
      call.kind === "perform"
        ? await writerHere.perform(call.task)
        : await writerHere.answer(call.turns, call.spoken);
    reply = { id: call.id, text };
  } catch (error) {
    reply = { id: call.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
