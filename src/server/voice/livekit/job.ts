import type { JobContext } from "@livekit/agents";
import type { Providers } from "../../ai/providers";
import type { Config, LiveKitConfig } from "../../config";
import type { DB } from "../../db";
import type { Logger } from "../../logger";
import type { SessionWatch } from "../../revocation/session-watch";
import { claimSession } from "../../services/sessions/sessions.service";
import { createVoicePipeline, type VoicePipeline } from "../agent";
import { userAwayTimeout } from "../session-lifetime";
import { parseDispatchMetadata } from "./dispatch";
import { endJobWithLifetime } from "./lifetime";
import { participantIdentity } from "./names";
import { endJobWithSignIn } from "./revocation";
import { publishTurnMetrics } from "./turn-metrics";

/** What a job uses of its worker process (the LiveKit worker's composition builds it once a process). */
export interface LiveKitJobPorts {
  config: { livekit: LiveKitConfig; voice: Config["voice"] };
  providers: Providers;
  logger: Logger;
  database: { db: DB };
  sessionWatch: Pick<SessionWatch, "watch">;
}

/**
 * One LiveKit job: the one voice pipeline in the job's room, for the person
 * its dispatch names, for as long as their sign-in and the lifetime rule
 * allow; the transcript is kept in the app's database.
 */
export async function runVoiceJob(ctx: JobContext<unknown>, ports: LiveKitJobPorts) {
  const { config, providers, logger, database, sessionWatch } = ports;
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
