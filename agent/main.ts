/**
 * The LiveKit worker: `npm run agent` (production: `tsx agent/main.ts start`).
 * Each job process is built by the composition root
 * (src/server/composition/livekit-worker.ts); each job runs the one voice
 * pipeline in its room (src/server/voice/livekit/job.ts).
 */
import { fileURLToPath } from "node:url";
import type { JobProcess } from "@livekit/agents";
import type { WorkerServices } from "../src/server/composition/livekit-worker";
import { type WorkerConfig, workerConfig } from "../src/server/composition/worker-config";
import { ConfigError } from "../src/server/config";

const isEntry = process.argv[1] === fileURLToPath(import.meta.url);

/** The configuration, or the process ends naming what is wrong with it. */
function configOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// Checked before anything else is loaded: a misconfigured worker says so at
// once, not after seconds of loading the agents framework and every provider.
const config: WorkerConfig | undefined = isEntry ? configOrExit(() => workerConfig()) : undefined;

// Job processes import this module for its default export; they load the rest when they start.
const { defineAgent } = await import("@livekit/agents");

export default defineAgent<WorkerServices>({
  // Once per job process, before any job: configuration and providers are ready when a job comes.
  prewarm: async (proc: JobProcess<WorkerServices>) => {
    const { composeLiveKitWorker } = await import("../src/server/composition/livekit-worker");
    proc.userData = composeLiveKitWorker();
  },
  entry: async (ctx) => {
    const { runVoiceJob } = await import("../src/server/voice/livekit/job");
    return runVoiceJob(ctx, ctx.proc.userData);
  },
});

if (config) {
  const [{ workerCapacity }, { runLiveKitWorker }] = await Promise.all([
    import("../src/server/composition/livekit-worker"),
    import("../src/server/voice/livekit/worker"),
  ]);
  const capacity = configOrExit(() => workerCapacity(config));
  runLiveKitWorker(fileURLToPath(import.meta.url), config.livekit, capacity);
}
