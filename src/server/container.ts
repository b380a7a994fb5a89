import { availableParallelism } from "node:os";
import type SQLite from "better-sqlite3";
import { migrateToLatest } from "../../db/migrator";
import { MESSAGES } from "../shared";
import { createProviders, type Providers } from "./ai/providers";
import { type Auth, createAuth } from "./auth";
import type { Config } from "./config";
import { createDatabase, type DatabaseHandle } from "./db";
import { createMailer, type Mail } from "./email";
import { AccountSlots } from "./limits/account-slots";
import { createLogger, type Logger } from "./logger";
import { createRateLimitStore, type RateLimitStore } from "./rate-limit";
import { createSessionWatch, type SessionWatch } from "./revocation/session-watch";
import { createSignInCache, type SignInCache } from "./revocation/sign-in-cache";
import { WorkQueue } from "./services/dictation/work-queue";
import {
  createSessionListCache,
  type SessionListCache,
  watchSessionLists,
} from "./services/sessions/session-list-cache";
import { createVoiceAdmission, defaultVoiceCapacity, type VoiceAdmission } from "./voice/admission";
import { createVoiceHosts, type VoiceHosts } from "./voice/host/host-pool";

/** What the server builds once at boot and every request shares. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  rateLimitStore: RateLimitStore;
  ai: Providers;
  sessionWatch: SessionWatch;
  /**
   * What this process takes on at once: voice sessions, dictations with their
   * waiting line, and each account's replies being written.
   */
  capacity: { voice: VoiceAdmission; dictation: WorkQueue; replies: AccountSlots };
  /** Recently resolved callers, forgotten when their sign-in ends. */
  signIns: SignInCache;
  /** The session list's answers, kept until a change to the user's sessions is heard. */
  sessionLists: SessionListCache;
  /** The threads that run voice sessions and dictations' audio, off the API's event loop. */
  voiceHosts: VoiceHosts;
}

/** Everything a request needs, made once; migrations run before the first request. */
export async function createServices(
  config: Config,
  options: { logger?: Logger; observeMail?: (mail: Mail) => void } = {},
): Promise<AppServices & { close(): Promise<void> }> {
  const logger = options.logger ?? createLogger(config);
  // Only the code and text: pg hangs the client, with its connection settings, on the error.
  const database = createDatabase(config.database, (error) =>
    logger.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      "database connection lost",
    ),
  );
  await migrateToLatest(database.db);
  const rateLimitStore = createRateLimitStore(config.redisUrl, logger);
  const mailer = createMailer(config, logger, options.observeMail);
  const signIns = createSignInCache({ logger, redisUrl: config.redisUrl });
  const sessionLists = createSessionListCache({
    logger,
    redisUrl: config.redisUrl,
    ...otherWritersRule(database, config.redisUrl),
  });
  watchSessionLists(database.db, sessionLists);
  const auth = createAuth({ config, database, mailer, logger, rateLimitStore, signIns });
  const ai = createProviders(config.ai, logger);
  const sessionWatch = createSessionWatch(database.db, logger);
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
    async close() {
      await voiceHosts.close();
      sessionWatch.close();
      await signIns.close();
      await sessionLists.close();
      await rateLimitStore.close();
      await database.db.destroy();
    },
  };
}

/**
 * How the cache learns of writes it is not told of (another process on the
 * same database, a change made by hand). SQLite's data_version moves whenever
 * another connection commits, so a kept list is never served past one, for a
 * pragma a request (about a microsecond). PostgreSQL has no such counter to
 * read without a round trip: the other processes announce their writes
 * through Redis, and a kept list lives a minute at most in case one is lost;
 * without Redis, a second at most.
 */
function otherWritersRule(database: DatabaseHandle, redisUrl: string | undefined) {
  if (database.dialect === "sqlite") {
    const dataVersion = (database.driver as SQLite.Database).prepare("pragma data_version").pluck();
    return { sharedVersion: () => dataVersion.get() };
  }
  return { ttlMs: redisUrl ? 60_000 : 1_000 };
}
