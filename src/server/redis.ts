import { Redis } from "ioredis";
import type { Logger } from "pino";

/** A command Redis has not answered by then counts as failed: a request waits no longer for it. */
const COMMAND_TIMEOUT_MS = 1_000;
/** After a failed command, Redis is left alone this long (the connection may look fine and hang). */
const PAUSE_AFTER_FAILURE_MS = 5_000;
/** Reconnection attempts back off to this interval and go on for as long as Redis is away. */
const MAX_RECONNECT_DELAY_MS = 2_000;

export interface RedisLink {
  client: Redis;
  /** Connected and not failing: worth sending a command to now. */
  readonly available: boolean;
  /** A command failed: Redis is paused for a moment and its outage reported (once). */
  failed(error: unknown): void;
  /** A command succeeded: an outage reported before is over. */
  succeeded(): void;
  close(): Promise<void>;
}

/**
 * A connection to the Redis at REDIS_URL that never makes a request wait for
 * Redis: commands are not queued while it is away (they fail at once, and the
 * caller does without), each has a timeout, and reconnection goes on in the
 * background. An outage is logged once when it begins and once when it ends,
 * not per command; `whileDown` says what the server does meanwhile.
 */
export function connectRedis(
  url: string,
  logger: Logger,
  what: { purpose: string; whileDown: string },
): RedisLink {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2 * COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  });
  let outage = false;
  let pausedUntil = 0;
  let closing = false;

  function down(error: unknown) {
    if (outage || closing) return;
    outage = true;
    // The message only (a refused connection, a timeout): the URL may hold a password.
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn({ redis: what.purpose, reason }, `Redis is unreachable: ${what.whileDown}`);
  }
  function up() {
    pausedUntil = 0;
    if (!outage) return;
    outage = false;
    logger.info({ redis: what.purpose }, "Redis is reachable again");
  }

  client.on("ready", up);
  // Unheard, ioredis prints every failed reconnection attempt to the console.
  client.on("error", down);
  client.on("close", () => down(new Error("connection closed")));

  return {
    client,
    get available() {
      return client.status === "ready" && Date.now() >= pausedUntil;
    },
    failed(error) {
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      down(error);
    },
    succeeded() {
      if (outage) up();
    },
    async close() {
      closing = true;
      // quit() waits for an answer that never comes from a Redis that is away.
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
