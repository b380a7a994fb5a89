/**
 * Redis 6 behind REDIS_URL: the server's limits must work with what Redis 6
 * accepts. `PEXPIRE key ms NX` is Redis 7's; on Redis 6 it is refused, the
 * limit's transaction is discarded, and every sign-in failed with a 500.
 */
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisRateLimitStore } from "../../src/server/rate-limit";
import { type Redis6Server, startRedis6 } from "../helpers/redis6-server";
import { getTestInstance, type TestInstance } from "../helpers/test-instance";

const feedback = {
  name: "Rita Limit",
  email: "rita@example.com",
  feedback_type: "general" as const,
  rating: 4,
  message: "Counting on Redis 6.",
};

describe("on Redis 6", () => {
  let redis: Redis6Server;
  let t: TestInstance;

  beforeAll(async () => {
    redis = await startRedis6();
    t = await getTestInstance("sqlite", { REDIS_URL: redis.url, RATE_LIMIT_FORMS_MAX: "3" });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it("stands in for Redis 6: PEXPIRE with NX is refused as Redis 6 refuses it", async () => {
    const client = new Redis(redis.url, { maxRetriesPerRequest: 0 });
    try {
      await client.set("probe", "1");
      await expect(client.pexpire("probe", 1_000, "NX")).rejects.toThrow(
        "wrong number of arguments for 'pexpire'",
      );
      expect(await client.pexpire("probe", 1_000)).toBe(1);
    } finally {
      client.disconnect();
    }
  });

  it("counts against a limit with a window, and refuses past it", async () => {
    const store = createRedisRateLimitStore(redis.url, pino({ level: "silent" }));
    try {
      while (store.describe() !== "redis") await new Promise((resolve) => setTimeout(resolve, 20));
      const rule = { window: 60, max: 5 };
      expect(await store.consume("audio:six", rule, 3)).toEqual({
        allowed: true,
        retryAfter: null,
      });
      const refused = await store.consume("audio:six", rule, 3);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
      const kept = redis.keys.get("verba:rl:audio:six");
      expect(kept?.value).toBe("6");
      expect(kept?.expiresAt).toBeGreaterThan(Date.now());
      expect(store.describe()).toBe("redis");
    } finally {
      await store.close();
    }
  });

  it("gives a key left without an expiry one, so it cannot hold a limit forever", async () => {
    redis.keys.set("verba:rl:stuck", { value: "100", expiresAt: null });
    const store = createRedisRateLimitStore(redis.url, pino({ level: "silent" }));
    try {
      while (store.describe() !== "redis") await new Promise((resolve) => setTimeout(resolve, 20));
      const refused = await store.consume("stuck", { window: 30, max: 5 });
      expect(refused).toEqual({ allowed: false, retryAfter: 30 });
      expect(redis.keys.get("verba:rl:stuck")?.expiresAt).toBeGreaterThan(Date.now());
    } finally {
      await store.close();
    }
  });

  it("signs people in and limits forms through Redis 6, with no refused command", async () => {
    redis.refused.length = 0;
    const user = await t.signUp();
    const signedIn = await t.request("POST", "/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signedIn.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await t.request("POST", "/api/v1/feedback", feedback)).status).toBe(200);
    }
    const refused = await t.request("POST", "/api/v1/feedback", feedback);
    expect(refused.status).toBe(429);
    expect(redis.keys.get("verba:rl:feedback:ip:127.0.0.1")?.value).toBe("4");
    expect((await t.request("GET", "/healthz")).body.rate_limit_store).toBe("redis");
    expect(redis.commands.some(([name]) => name === "SET")).toBe(true);
    expect(redis.refused).toEqual([]);
  });
});
