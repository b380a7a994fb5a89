import { availableParallelism } from "node:os";
import { migrateToLatest } from "../../../db/migrator";
import { MESSAGES } from "../../shared";
import { createWriterThread, type WriterThread } from "../ai/llm/writer-thread/pool";
import type { AppPorts } from "../app";
import { type Auth, createAuth } from "../auth";
import type { SessionUser } from "../auth/request-user";
import type { Config } from "../config";
import { createMailer, type Mail } from "../email";
import { AccountSlots } from "../limits/account-slots";
import type { Logger } from "../logger";
import { createRateLimitStore } from "../rate-limit";
import { createSignInCache } from "../revocation/sign-in-cache";
import { WorkQueue } from "../services/dictation/work-queue";
import {
  createSessionListCache,
  type SessionListCache,
  watchSessionLists,
} from "../services/sessions/session-list-cache";
import { createVoiceAdmission, defaultVoiceCapacity } from "../voice/admission";
import { createVoiceHosts, type VoiceHosts } from "../voice/host/host-pool";
import * as parts from "./parts";

/** What the API process builds once at boot and every request shares. */
export interface ApiServices extends AppPorts {
  auth: Auth;
  /** The session list's answers, kept until a change to the user's sessions is heard. */
  sessionLists: SessionListCache;
  /** The threads that run voice sessions and dictations' audio, off the API's event loop. */
  voiceHosts: VoiceHosts;
  /** The thread the built-in writer runs in, off the API's event loop. */
  writerThread: WriterThread;
  close(): Promise<void>;
}

export interface ApiOptions {
  logger?: Logger;
  observeMail?: (mail: Mail) => void;
  /**
   * Starts the voice hosts at boot, so the first voice session does not wait
   * seconds for a host to load; /healthz answers 503 "starting" until they
   * are ready; the built-in writer's thread starts then too. On unless a
   * caller (a test that opens no voice session) opts out.
   */
  warmVoiceHosts?: boolean;
}

/** Everything a request needs, made once; migrations run before the first request. */
export async function composeApi(config: Config, options: ApiOptions = {}): Promise<ApiServices> {
  const logger = parts.logger(config, options.logger);
  const database = parts.database(config, logger);
  await migrateToLatest(database.db);
  const rateLimitStore = createRateLimitStore(config.redisUrl, logger);
  const mailer = createMailer(config, logger, options.observeMail);
  const signIns = createSignInCache<SessionUser>({ logger, redisUrl: config.redisUrl });
  const sessionLists = createSessionListCache({
    logger,
    redisUrl: config.redisUrl,
    ...parts.otherWritersRule(database, config.redisUrl),
  });
  watchSessionLists(database.db, sessionLists);
  const auth = createAuth({ config, database, mailer, logger, rateLimitStore, signIns });
  // The built-in writer's rules are CPU work: they run in a thread of their own, started on first use.
  const writerThread = createWriterThread({ logger });
  const ai = parts.providers(config, logger, writerThread);
  const sessionWatch = parts.sessionWatch(database.db, logger);
  const hostCount = config.voice.hosts ?? availableParallelism();
  const capacity = {
    // A host is one thread: fewer hosts than cores use only as many cores for speech.
    voice: createVoiceAdmission(
      config.voice.maxSessions ??
        defaultVoiceCapacity(ai, Math.min(hostCount, availableParallelism())),
      config.voice.maxSessionsPerAccount,
    ),
    dictation: new WorkQueue({
      concurrency: config.dictation.concurrency ?? availableParallelism(),
      maxWaiting: config.dictation.queueMax,
      busyMessage: MESSAGES.dictationBusy,
    }),
    replies: new AccountSlots(config.chat.maxRepliesPerAccount),
  };
  const voiceHosts = createVoiceHosts({
    config,
    logger,
    db: database.db,
    admission: capacity.voice,
    count: hostCount,
  });
  if (options.warmVoiceHosts ?? true) {
    // The writer thread loads its rules and tagger in seconds; the first chat need not wait for it.
    if (ai.llm.name === "local") writerThread.warm();
    voiceHosts.warm().then(
      () => logger.info({ hosts: hostCount }, "voice hosts ready"),
      (error: unknown) => logger.error({ err: error }, "a voice host could not start"),
    );
  }
  return {
    capacity,
    ai,
    config,
    database,
    auth,
    logger,
    rateLimitStore,
    sessionWatch,
    signIns,
    sessionLists,
    voiceHosts,
    writerThread,
    async close() {
      await voiceHosts.close();
      await writerThread.close();
      sessionWatch.close();
      await signIns.close();
      await sessionLists.close();
      await rateLimitStore.close();
      await database.db.destroy();
    },
  };
}
