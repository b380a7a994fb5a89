import type SQLite from "better-sqlite3";
import type { WriterCalls } from "../ai/llm/writer-thread/calls";
import { createProviders } from "../ai/providers";
import type { Config } from "../config";
import { createDatabase, type DatabaseHandle } from "../db";
import { createLogger, type Logger } from "../logger";
import { createSessionWatch } from "../revocation/session-watch";

/**
 * The parts every process is built from (the API, a voice host thread, the
 * LiveKit worker), made the same way wherever they are needed: the logger,
 * the providers chosen by configuration, a database handle and the watch on
 * sign-ins. Each process's module (api.ts, voice-host.ts, livekit-worker.ts)
 * puts together the ones it needs.
 */

/** The server's logger, or the one a caller (a test, a thread's relay) gives. */
export function logger(config: Pick<Config, "logLevel">, given?: Logger) {
  return given ?? createLogger(config);
}

/**
 * The speech, language and voice providers the configuration chooses (cloud
 * with keys, local without); the built-in writer runs on `writer` when given,
 * on the caller's thread otherwise.
 */
export function providers(config: Pick<Config, "ai">, log: Logger, writer?: WriterCalls) {
  return createProviders(config.ai, log, { writer });
}

/** A pool of this process's own on the configured database. */
export function database(config: Pick<Config, "database">, log: Logger): DatabaseHandle {
  // Only the code and text: pg hangs the client, with its connection settings, on the error.
  return createDatabase(config.database, (error) =>
    log.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      "database connection lost",
    ),
  );
}

/** The watch that ends a process's long-lived work (voice sessions, streams) when its sign-in ends. */
export function sessionWatch(db: DatabaseHandle["db"], log: Logger) {
  return createSessionWatch(db, log);
}

/**
 * How a kept session list learns of writes it is not told of (another process
 * on the same database, a change made by hand). SQLite's data_version moves
 * whenever another connection commits, so a kept list is never served past
 * one, for a pragma a request (about a microsecond). PostgreSQL has no such
 * counter to read without a round trip: the other processes announce their
 * writes through Redis, and a kept list lives a minute at most in case one is
 * lost; without Redis, a second at most.
 */
export function otherWritersRule(database: DatabaseHandle, redisUrl: string | undefined) {
  if (database.dialect === "sqlite") {
    const dataVersion = (database.driver as SQLite.Database).prepare("pragma data_version").pluck();
    return { sharedVersion: () => dataVersion.get() };
  }
  return { ttlMs: redisUrl ? 60_000 : 1_000 };
}
