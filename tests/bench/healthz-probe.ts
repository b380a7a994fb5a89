/**
 * Asks the server's /healthz every 100 ms from a process of its own, so the
 * API's answer time is measured apart from the load and from the server's
 * own event loop. Started with the base URL; answers its times when told to stop.
 */
const PERIOD_MS = 100;
/** A probe not answered by then counts as this long. */
const TIMEOUT_MS = 5_000;

export type ProbeMessage = { type: "times"; times: number[]; failed: number };

const baseUrl = process.argv[2];
const times: number[] = [];
let failed = 0;
let running = true;
const pending = new Set<Promise<void>>();

async function probe() {
  const at = performance.now();
  try {
    const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    if (!response.ok) failed += 1;
    times.push(performance.now() - at);
  } catch {
    failed += 1;
    times.push(TIMEOUT_MS);
  }
}

const timer = setInterval(() => {
  if (!running) return;
  const asked = probe();
  pending.add(asked);
  void asked.finally(() => pending.delete(asked));
}, PERIOD_MS);

process.on("message", async () => {
  running = false;
  clearInterval(timer);
  await Promise.all(pending);
  process.send?.({ type: "times", times, failed } satisfies ProbeMessage);
  process.disconnect();
});
