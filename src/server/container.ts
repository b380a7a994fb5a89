import { migrateToLatest } from "../../db/migrator";
import { createProviders } from "./ai/providers";
import { createAuth } from "./auth";
import type { Config } from "./config";
import { createDatabase } from "./db";
import { createMailer, type Mail } from "./email";
import { createLogger, type Logger } from "./logger";
import { createRateLimitStore } from "./rate-limit";
import { createSessionWatch } from "./revocation/session-watch";
import type { AppServices } from "./trpc/context";

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
  const auth = createAuth({ config, database, mailer, logger, rateLimitStore });
  const ai = createProviders(config.ai, logger);
  const sessionWatch = createSessionWatch(database.db, logger);
  return {
    ai,
    config,
    database,
    auth,
    logger,
    rateLimitStore,
    sessionWatch,
    async close() {
      sessionWatch.close();
      await rateLimitStore.close();
      await database.db.destroy();
    },
  };
}
