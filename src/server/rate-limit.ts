import { Redis } from "ioredis";

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
 * memory for a single process otherwise. Counting and checking are one step,
 * so simultaneous requests cannot all slip through on a stale read.
 */
export interface RateLimitStore {
  /** Counts `amount` (one call, or seconds of audio) against `key`'s allowance in the window. */
  consume(key: string, rule: RateLimitRule, amount?: number): Promise<RateLimitResult>;
  /** Forgets `key`'s count (a sign-in that succeeded clears its failures). */
  reset(key: string): Promise<void>;
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
    async close() {
      clearInterval(sweep);
    },
  };
}

export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const prefix = "verba:rl:";
  return {
    async consume(key, rule, amount = 1) {
      const results = await redis
        .multi()
        .incrby(prefix + key, amount)
        .pexpire(prefix + key, rule.window * 1000, "NX")
        .pttl(prefix + key)
        .exec();
      if (!results) throw new Error("Rate-limit store: transaction aborted");
      const count = Number(results[0]?.[1]);
      const ttl = Number(results[2]?.[1]);
      return decide(count, ttl, rule);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export function createRateLimitStore(redisUrl: string | undefined) {
  return redisUrl ? createRedisRateLimitStore(redisUrl) : createMemoryRateLimitStore();
}
