/**
 * The built-in writer in its own thread: it answers as the writer does on
 * the calling thread, a thread that dies or runs too long fails only the
 * call it was running, and the writer carries on in a new thread.
 */
import { afterAll, describe, expect, it } from "vitest";
import { writerHere } from "../../../../../../src/server/ai/llm/writer-thread/calls";
import {
  createWriterThread,
  WRITER_STOPPED,
  WRITER_TOO_SLOW,
  type WriterThread,
} from "../../../../../../src/server/ai/llm/writer-thread/pool";

const SAID = "um thanks for the update i will send the report on friday";
const TURNS = [{ role: "user", content: SAID }];
const LONG =
  "thanks for the update, I will send the report on Friday and tell Anna it is paid. ".repeat(100);

const threads: WriterThread[] = [];
const thread = (timeoutMs?: number) => {
  const made = createWriterThread({ timeoutMs });
  threads.push(made);
  return made;
};

afterAll(async () => {
  await Promise.all(threads.map((made) => made.close()));
});

describe("the writer thread", () => {
  it("answers chat and writing tasks as the writer on this thread does; a thread that dies fails only its call", async () => {
    const writer = thread();
    // Ended while it starts (seconds of loading), the first call is the one it was running.
    const first = writer.answer(TURNS, false);
    const second = writer.perform({ mode: "cleanup", text: SAID });
    await expect.poll(() => writer.threadId).toBeDefined();
    const stopped = writer.threadId;
    await writer.stop();
    await expect(first).rejects.toThrow(WRITER_STOPPED);
    expect(await second).toBe(await writerHere.perform({ mode: "cleanup", text: SAID }));
    expect(writer.threadId).not.toBe(stopped);

    expect(await writer.answer(TURNS, false)).toBe(await writerHere.answer(TURNS, false));
    expect(await writer.answer(TURNS, true)).toBe(await writerHere.answer(TURNS, true));

    // A caller that stops waiting gets its own reason; the thread goes on with the next call.
    const controller = new AbortController();
    const dropped = writer.answer([{ role: "user", content: LONG }], false, controller.signal);
    controller.abort(new Error("the person cancelled"));
    await expect(dropped).rejects.toThrow("the person cancelled");
    expect(await writer.answer(TURNS, false)).toBe(await writerHere.answer(TURNS, false));

    await writer.close();
    await expect(writer.answer(TURNS, false)).rejects.toThrow(WRITER_STOPPED);
  }, 60_000);

  it("never runs a call whose caller stopped waiting before its turn", async () => {
    const writer = thread();
    const first = writer.answer([{ role: "user", content: LONG }], false);
    const callers = Array.from({ length: 50 }, () => new AbortController());
    const dropped = callers.map((caller) =>
      writer.answer([{ role: "user", content: LONG }], false, caller.signal),
    );
    expect(writer.pending).toBe(51);
    for (const caller of callers) caller.abort(new Error("the tab closed"));
    for (const call of dropped) await expect(call).rejects.toThrow("the tab closed");
    // Only the call already taken is left for the thread to run.
    expect(writer.pending).toBe(1);
    const after = writer.answer(TURNS, false);
    expect(await first).toBe(await writerHere.answer([{ role: "user", content: LONG }], false));
    expect(await after).toBe(await writerHere.answer(TURNS, false));
    expect(writer.pending).toBe(0);
  }, 60_000);

  it("ends a call that runs past its time, with the thread under it, and says so", async () => {
    // A millisecond: far less than the rules take on this text, however fast the machine.
    const writer = thread(1);
    await expect(writer.answer([{ role: "user", content: LONG }], false)).rejects.toThrow(
      WRITER_TOO_SLOW,
    );
  }, 60_000);
});
