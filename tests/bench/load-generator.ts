/**
 * Runs one autocannon load test and prints its summary as JSON on stdout.
 * support.ts starts it as a child process so that the load generator has its
 * own event loop and heap instead of competing with the server's.
 * Options come in BENCH_LOAD (JSON) rather than argv, which keeps the bearer
 * token out of the process list.
 */
import autocannon from "autocannon";

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadSummary {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const request = JSON.parse(process.env.BENCH_LOAD ?? "{}") as LoadRequest;

const result = await autocannon({
  url: request.url,
  headers: request.headers,
  connections: request.connections,
  duration: request.durationSeconds,
  // Not in @types/autocannon, but autocannon runs it first and leaves it out of the figures.
  ...{ warmup: { connections: request.connections, duration: request.warmupSeconds } },
});

const summary: LoadSummary = {
  requests: result.requests.total,
  seconds: result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
};
process.stdout.write(JSON.stringify(summary));
