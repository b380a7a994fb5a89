/**
 * The LiveKit worker: `npm run agent` (production: `tsx agent/main.ts start`).
 * Each job process is built by the composition root
 * (src/server/composition/livekit-worker.ts); each job runs the one voice
 * pipeline in its room (src/server/voice/livekit/job.ts).
 */
import { fileURLToPath } from "node:url";
import { defineAgent, type JobProcess } from "@livekit/agents";
import {
  composeLiveKitWorker,
  type WorkerConfig,
  type WorkerServices,
  workerCapacity,
  workerConfig,
} from "../src/server/composition/livekit-worker";
import { ConfigError } from "../src/server/config";
import { runVoiceJob } from "../src/server/voice/livekit/job";
import { runLiveKitWorker } from "../src/server/voice/livekit/worker";

export default defineAgent<WorkerServices>({
  // Once per job process, before any job: configuration and providers are ready when a job comes.
  prewarm: (proc: JobProcess<WorkerServices>) => {
    proc.userData = composeLiveKitWorker();
  },
  entry: (ctx) => runVoiceJob(ctx, ctx.proc.userData),
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let config: WorkerConfig;
  let capacity: number;
  try {
    config = workerConfig();
    capacity = workerCapacity(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  runLiveKitWorker(fileURLToPath(import.meta.url), config.livekit, capacity);
}
