import type { Logger } from "pino";
import { connectRedis } from "./redis";

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window frees up, when refused. */
  retryAfter: number | null;
}

/**
 * Fixed-window counters for the limits of auth, feedback and contact. In Redis
 * when REDIS_URL is set, so replicas behind a load balancer share them; in
 * memory for a single process otherwise (and while Redis is down). Counting and checking are one step,
 * so simultaneous requests cannot all slip through on a stale read.
 */
export interface RateLimitStore {
  /** Counts `amount` (one call, or seconds of audio) against `key`'s allowance in the window. */
  consume(key: string, rule: RateLimitRule, amount?: number): Promise<RateLimitResult>;
  /** Forgets `key`'s count (a sign-in that succeeded clears its failures). */
  reset(key: string): Promise<void>;
  /** Where the counts are kept now, as /healthz reports it. */
  describe(): "redis" | "memory" | "memory (redis down)";
  close(): Promise<void>;
}

function decide(count: number, ttlMs: number, rule: RateLimitRule): RateLimitResult {
  return count <= rule.max
    ? { allowed: true, retryAfter: null }
    : { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of counters) if (entry.expiresAt <= now) counters.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async consume(key, rule, amount = 1) {
      const now = Date.now();
      let entry = counters.get(key);
      if (!entry || entry.expiresAt <= now) {
        entry = { count: 0, expiresAt: now + rule.window * 1000 };
        counters.set(key, entry);
      }
      entry.count += amount;
      return decide(entry.count, entry.expiresAt - now, rule);
    },
    async reset(key) {
      counters.delete(key);
    },
    describe: () => "memory",
    async close() {
      clearInterval(sweep);
    },
  };
}

/**
 * Counts in Redis, with commands every Redis since 2.6.12 accepts (`PEXPIRE …
 * NX` would need Redis 7): the key is made with its expiry only when missing
 * (`SET … PX … NX`), then counted up (`INCRBY` keeps the expiry). A key found
 * without an expiry (made by hand, or by an older server) gets one.
 *
 * While Redis is away, or when a command fails, the counting goes on in this
 * process's memory, so sign-ins and forms keep working with limits per process
 * rather than failing; it goes back to Redis once Redis answers again.
 */
export function createRedisRateLimitStore(url: string, logger: Logger): RateLimitStore {
  const link = connectRedis(url, logger, {
    purpose: "rate limits",
    whileDown: "rate limits count in this process's memory until it is back",
  });
  const redis = link.client;
  const memory = createMemoryRateLimitStore();
  const prefix = "verba:rl:";

  async function inRedis(key: string, rule: RateLimitRule, amount: number) {
    const windowMs = rule.window * 1000;
    const results = await redis
      .multi()
      .set(prefix + key, 0, "PX", windowMs, "NX")
      .incrby(prefix + key, amount)
      .pttl(prefix + key)
      .exec();
    if (!results) throw new Error("Rate-limit store: transaction aborted");
    const failed = results.find(([error]) => error)?.[0];
    if (failed) throw failed;
    const count = Number(results[1]?.[1]);
    let ttl = Number(results[2]?.[1]);
    if (ttl < 0) {
      await redis.pexpire(prefix + key, windowMs);
      ttl = windowMs;
    }
    return decide(count, ttl, rule);
  }

  return {
    async consume(key, rule, amount = 1) {
      if (!link.available) return memory.consume(key, rule, amount);
      try {
        const result = await inRedis(key, rule, amount);
        link.succeeded();
        return result;
      } catch (error) {
        link.failed(error);
        return memory.consume(key, rule, amount);
      }
    },
    async reset(key) {
      await memory.reset(key);
      if (!link.available) return;
      await redis.del(prefix + key).then(
        () => link.succeeded(),
        (error) => link.failed(error),
      );
    },
    describe: () => (link.available ? "redis" : "memory (redis down)"),
    async close() {
      await memory.close();
      await link.close();
    },
  };
}

export function createRateLimitStore(redisUrl: string | undefined, logger: Logger) {
  return redisUrl ? createRedisRateLimitStore(redisUrl, logger) : createMemoryRateLimitStore();
}
