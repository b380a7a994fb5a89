/**
 * What the API's event loop feels while the built-in writer answers chats at
 * the length limit: with the writer on the loop (as before) and in its own
 * thread (as the API runs it now), in the same run. Ten chats are answered
 * one after another while the loop's delay is sampled every 10 ms; the
 * longest delay is how long any other request waited at worst.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setImmediate } from "node:timers";
import { type WriterCalls, writerHere } from "../../src/server/ai/llm/writer-thread/calls";
import { createWriterThread } from "../../src/server/ai/llm/writer-thread/pool";
import { LIMITS } from "../../src/shared";
import { hostileShapes } from "../helpers/hostile-text";
import { type Benchmark, type Cell, formatNumber, progress } from "./support";

const CHATS = 10;
const ORDINARY =
  "thanks for the update, I will send the report on Friday and tell Anna that the invoice is paid. ";
const SLOWEST_SHAPE = "'Priya asked if we can meet, '";

async function measure(writer: WriterCalls, text: string): Promise<Cell[]> {
  const turns = [{ role: "user", content: text }];
  await writer.answer(turns, false);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const start = performance.now();
  for (let chat = 0; chat < CHATS; chat++) {
    await writer.answer(turns, false);
    // A turn of the loop between chats, as between requests: the sampling timer runs in it.
    await new Promise(setImmediate);
  }
  const perChat = (performance.now() - start) / CHATS;
  delay.disable();
  const ms = (ns: number) => ns / 1e6;
  return [
    formatNumber(ms(delay.max), 1),
    formatNumber(ms(delay.percentile(99)), 1),
    formatNumber(perChat, 1),
  ];
}

let measured = false;

export const writerThread: Benchmark = {
  name: "writer-thread",
  title: "W3. The API's event loop while the built-in writer answers chats at the length limit",
  columns: [
    "text",
    "writer runs",
    "longest loop delay (ms)",
    "loop delay, 99th percentile (ms)",
    "time to answer a chat (ms)",
  ],

  async run() {
    if (measured) return [];
    measured = true;
    const slowest = hostileShapes().find(([name]) => name === SLOWEST_SHAPE);
    if (!slowest) throw new Error(`no shape ${SLOWEST_SHAPE}`);
    const texts: [string, string][] = [
      ["ordinary text", ORDINARY.repeat(Math.ceil(LIMITS.chatMessageMax / ORDINARY.length))],
      [`${SLOWEST_SHAPE} (the slowest shape)`, slowest[1](LIMITS.chatMessageMax)],
    ];
    const thread = createWriterThread();
    const rows: Cell[][] = [];
    try {
      for (const [name, text] of texts) {
        const atLimit = text.slice(0, LIMITS.chatMessageMax);
        progress(`${name}, on the event loop`);
        rows.push([name, "on the event loop (before)", ...(await measure(writerHere, atLimit))]);
        progress(`${name}, in its thread`);
        rows.push([name, "in its own thread", ...(await measure(thread, atLimit))]);
      }
    } finally {
      await thread.close();
    }
    return rows;
  },

  notes: () => [
    `${CHATS} typed chats one after another; the loop's delay sampled every 10 ms (perf_hooks).`,
    "On the loop, every other request waits out each answer; in the thread, the loop only passes",
    "messages, and the answer takes about as long (the thread's time, plus a copy each way).",
  ],
};
