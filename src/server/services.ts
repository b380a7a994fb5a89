import { availableParallelism } from "node:os";
import { migrateToLatest } from "../../db/migrator";
import { MESSAGES } from "../shared";
import { createProviders } from "./ai/providers";
import { createAuth } from "./auth";
import type { Config } from "./config";
import { createDatabase } from "./db";
import { createMailer, type Mail } from "./email";
import { createLogger, type Logger } from "./logger";
import { createRateLimitStore } from "./rate-limit";
import { createSessionWatch } from "./revocation/session-watch";
import { createSignInCache } from "./revocation/sign-in-cache";
import { WorkQueue } from "./services/work-queue";
import type { AppServices } from "./trpc/context";
import { createVoiceAdmission, defaultVoiceCapacity } from "./voice/admission";

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
  const rateLimitStore = createRateLimitStore(config.redisUrl);
  const mailer = createMailer(config, logger, options.observeMail);
  const signIns = createSignInCache({ logger, redisUrl: config.redisUrl });
  const auth = createAuth({ config, database, mailer, logger, rateLimitStore, signIns });
  const ai = createProviders(config.ai, logger);
  const sessionWatch = createSessionWatch(database.db, logger);
  const capacity = {
    voice: createVoiceAdmission(config.voice.maxSessions ?? defaultVoiceCapacity(ai)),
    dictation: new WorkQueue({
      concurrency: config.dictation.concurrency ?? availableParallelism(),
      maxWaiting: config.dictation.queueMax,
      busyMessage: MESSAGES.dictationBusy,
    }),
  };
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
    async close() {
      sessionWatch.close();
      await signIns.close();
      await rateLimitStore.close();
      await database.db.destroy();
    },
  };
}
