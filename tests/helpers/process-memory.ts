import { readFileSync } from "node:fs";

const MB = 1024 * 1024;

/** A process's resident memory in bytes, from /proc: the server as the machine sees it. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}

/**
 * Runs `work` while reading the process's resident memory every 25 ms:
 * how far above its reading before the work it went at its highest, and
 * where it was once the work was done, in MB.
 */
export async function memoryAround<T>(pid: number, work: () => Promise<T>) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 25);
  try {
    const result = await work();
    const after = residentBytes(pid);
    peak = Math.max(peak, after);
    return { result, peakMb: (peak - before) / MB, afterMb: (after - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}
