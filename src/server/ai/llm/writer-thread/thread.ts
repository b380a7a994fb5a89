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
/**
 * The writer loads its tagger's lexicon and builds some of its patterns on
 * the first texts it reads: seconds on a busy machine, which the first call
 * would be charged for (its time starts at ready) and, under load, fail by.
 * A dictation and a chat turn read here first make that part of loading.
 */
async function loadWhatFirstTextsLoad() {
  const said = "um hi anna thanks for the update i will send the report on friday can you check it";
  await writerHere.perform({ mode: "write", text: said });
  await writerHere.answer([{ role: "user", content: said }], false);
}

// A writer that fails here fails each call too, with the call's own error.
void loadWhatFirstTextsLoad()
  .catch(() => undefined)
  .then(() => port.postMessage({ ready: true }));
