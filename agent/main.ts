/**
 * The LiveKit worker: `npm run agent` (production: `tsx agent/main.ts start`).
 * It registers with LiveKit under LIVEKIT_AGENT_NAME and is dispatched
 * explicitly by the tokens the app hands out (src/server/voice/livekit.ts);
 * each job runs the one voice pipeline in its room and keeps the transcript in
 * the app's database. On SIGTERM the agents CLI stops taking jobs and lets the
 * running ones finish.
 */
import { fileURLToPath } from "node:url";
import { cli, defineAgent, type JobContext, type JobProcess, ServerOptions } from "@livekit/agents";
import { createProviders, type Providers } from "../src/server/ai/providers";
import { type Config, ConfigError, type LiveKitConfig, loadConfig } from "../src/server/config";
import { createDatabase, type DatabaseHandle } from "../src/server/db";
import { createLogger, type Logger } from "../src/server/logger";
import { createSessionWatch, type SessionWatch } from "../src/server/revocation/session-watch";
import {
  createSessionListAnnouncer,
  watchSessionLists,
} from "../src/server/services/sessions/session-list-cache";
import { claimSession } from "../src/server/services/sessions/sessions.service";
import { defaultVoiceCapacity, WORKER_FULL_LOAD, workerLoad } from "../src/server/voice/admission";
import { createVoicePipeline, type VoicePipeline } from "../src/server/voice/agent";
import { parseDispatchMetadata } from "../src/server/voice/livekit/dispatch";
import { endJobWithLifetime } from "../src/server/voice/livekit/lifetime";
import { participantIdentity } from "../src/server/voice/livekit/names";
import { endJobWithSignIn } from "../src/server/voice/livekit/revocation";
import { publishTurnMetrics } from "../src/server/voice/livekit/turn-metrics";
import { userAwayTimeout } from "../src/server/voice/session-lifetime";

interface WorkerServices {
  config: Config & { livekit: LiveKitConfig };
  providers: Providers;
  logger: Logger;
  /** One pool a process, shared by its jobs (a process may run several, one after another). */
  database: DatabaseHandle;
  /** The sign-ins this process's jobs run for, checked in the shared database. */
  sessionWatch: SessionWatch;
}

/** The configuration a worker needs: the app's, with LiveKit set. */
function workerConfig(): WorkerServices["config"] {
  const config = loadConfig();
  const { livekit } = config;
  if (!livekit)
    throw new ConfigError(
      "Invalid configuration:\n  LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET: required by the agent worker",
    );
  return { ...config, livekit };
}

async function entry(ctx: JobContext<WorkerServices>) {
  const { config, providers, logger, database, sessionWatch } = ctx.proc.userData;
  const room = ctx.job.room?.name ?? "";
  const { sessionId, userId, authSessionId } = parseDispatchMetadata(ctx.job.metadata, room);
  const log = logger.child({ jobId: ctx.job.id, sessionId });
  // The job lives as long as the sign-in its token was made for.
  const signIn = sessionWatch.watch(authSessionId);
  let pipeline: VoicePipeline | undefined;
  // Shutdown callbacks run side by side, so one callback orders the last store before the close.
  ctx.addShutdownCallback(async () => {
    await pipeline?.agent.stored();
    signIn.release();
  });
  const identity = participantIdentity(userId, config.livekit.apiSecret);
  endJobWithSignIn({
    signIn,
    livekit: config.livekit,
    seat: { room, identity },
    logger: log,
    shutdown: (reason) => ctx.shutdown(reason),
  });
  // A token handed out before a sign-out may still join: such a job ends before it starts.
  if (!(await signIn.confirm())) return;

  await claimSession(database.db, userId, sessionId);
  pipeline = await createVoicePipeline(
    { db: database.db, userId, sessionId, providers, logger: log, signIn },
    {
      userAwayTimeout: userAwayTimeout(config.voice),
      onTurnMetrics: (metrics) => publishTurnMetrics(ctx.room, metrics, log),
      turnTaking: config.voice.turnTaking,
    },
  );
  endJobWithLifetime({
    session: pipeline.session,
    identity,
    timings: config.voice,
    room: ctx.room,
    logger: log,
    shutdown: (reason) => ctx.shutdown(reason),
  });
  await pipeline.session.start({
    agent: pipeline.agent,
    room: ctx.room,
    // Audio is never stored: no RecorderIO, no audio.ogg in the job's directory, no report upload.
    record: false,
    inputOptions: {
      // Only the person the token was made for is heard; typed text goes through the API.
      participantIdentity: identity,
      textEnabled: false,
      // The room goes with the session, so the next visit creates it anew and dispatches a new job.
      deleteRoomOnClose: true,
    },
  });
  log.info("voice job started");
}

export default defineAgent<WorkerServices>({
  // Once per job process, before any job: configuration and providers are ready when a job comes.
  prewarm: (proc: JobProcess<WorkerServices>) => {
    const config = workerConfig();
    const logger = createLogger(config);
    const database = createDatabase(config.database, (error) =>
      logger.warn({ reason: error.message }, "database connection lost"),
    );
    // The app's processes keep session lists in memory; a voice transcript stored here reaches them.
    watchSessionLists(
      database.db,
      createSessionListAnnouncer({ logger, redisUrl: config.redisUrl }),
    );
    proc.userData = {
      config,
      logger,
      providers: createProviders(config.ai, logger),
      database,
      sessionWatch: createSessionWatch(database.db, logger),
    };
  },
  entry,
});

/** Running jobs get this long to finish after SIGTERM (compose's stop_grace_period is 5 min). */
const DRAIN_TIMEOUT_MS = 4 * 60_000;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let config: WorkerServices["config"];
  let capacity: number;
  try {
    config = workerConfig();
    capacity =
      config.voice.maxSessions ??
      defaultVoiceCapacity(createProviders(config.ai, createLogger(config)));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { livekit } = config;
  const options = new ServerOptions({
    agent: fileURLToPath(import.meta.url),
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
