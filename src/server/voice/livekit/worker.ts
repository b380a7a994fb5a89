import { cli, ServerOptions } from "@livekit/agents";
import type { LiveKitConfig } from "../../config";
import { WORKER_FULL_LOAD, workerLoad } from "../admission";

/** Running jobs get this long to finish after SIGTERM (compose's stop_grace_period is 5 min). */
const DRAIN_TIMEOUT_MS = 4 * 60_000;

/**
 * Runs the agents CLI for the worker whose agent module is `agentFile`: it
 * registers with LiveKit under the agent name and is dispatched explicitly by
 * the tokens the app hands out. On SIGTERM it stops taking jobs and lets the
 * running ones finish.
 */
export function runLiveKitWorker(agentFile: string, livekit: LiveKitConfig, capacity: number) {
  const options = new ServerOptions({
    agent: agentFile,
    agentName: livekit.agentName,
    wsURL: livekit.url,
    apiKey: livekit.apiKey,
    apiSecret: livekit.apiSecret,
    drainTimeout: DRAIN_TIMEOUT_MS,
    loadThreshold: WORKER_FULL_LOAD,
  });
  // The framework's CPU measure (cgroup-aware), with this worker's sessions beside it: a full
  // worker tells LiveKit so, and new conversations go to another replica.
  const cpuLoad = options.loadFunc;
  options.loadFunc = async (worker) =>
    workerLoad(worker.activeJobs.length, capacity, await cpuLoad(worker));
  cli.runApp(options);
  // agents 1.9 can hang closing a worker that never reached LiveKit (its drain fails with
  // "runner not started"); past the drain time the process goes regardless.
  process.once("SIGTERM", () =>
    setTimeout(() => process.exit(143), DRAIN_TIMEOUT_MS + 5_000).unref(),
  );
}
