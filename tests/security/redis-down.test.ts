/**
 * Redis goes away under a running server (REDIS_URL set): sign-ins, forms and
 * the session list keep working with limits counted in the process's memory,
 * /healthz says Redis is down, the outage is logged once, and the server
 * counts in Redis again as soon as it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedis } from "../helpers/redis-server";
import { getTestInstance, type TestInstance, type TestUser } from "../helpers/test-instance";

const feedback = {
  name: "Rita Limit",
  email: "rita@example.com",
  feedback_type: "general" as const,
  rating: 4,
  message: "Checking the limits while Redis is away.",
};

describe("with Redis down", () => {
  let redis: RedisServer;
  let t: TestInstance;
  let user: TestUser;

  /** A request that must be answered, and soon: nothing waits for Redis to come back. */
  async function call(path: string, init: RequestInit = {}) {
    return fetch(`${t.baseUrl}${path}`, {
      ...init,
      headers: { "content-type": "application/json", ...init.headers },
      signal: AbortSignal.timeout(10_000),
    });
  }

  async function health() {
    return (await (await call("/healthz")).json()) as Record<string, unknown>;
  }

  /** Once /healthz reports the limits counted in Redis (connecting takes a moment). */
  async function countingInRedis() {
    const deadline = Date.now() + 20_000;
    while ((await health()).rate_limit_store !== "redis") {
      if (Date.now() > deadline) throw new Error("/healthz never reported Redis back");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  function logged(message: string) {
    return t.logLines
      .map((line) => JSON.parse(line) as { msg?: string; redis?: string })
      .filter((line) => line.msg?.startsWith(message));
  }

  beforeAll(async () => {
    redis = await startRedis();
    t = await getTestInstance("sqlite", { REDIS_URL: redis.url, RATE_LIMIT_FORMS_MAX: "3" });
    user = await t.signUp();
    await countingInRedis();
    await redis.stop();
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it("signs people in and out, and serves their sessions", async () => {
    const wrong = await call("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email: user.email, password: "not-the-password" }),
    });
    expect(wrong.status).toBe(401);
    const signedIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signedIn.status).toBe(200);
    const token = signedIn.headers.get("set-auth-token");
    expect(token).toBeTruthy();
    const auth = { authorization: `Bearer ${token}` };

    const created = await call("/api/v1/sessions", { method: "POST", headers: auth, body: "{}" });
    expect(created.status).toBe(200);
    const list = await call("/api/v1/sessions", { headers: auth });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { sessions: unknown[] }).sessions).toHaveLength(1);

    const signedOut = await call("/api/auth/sign-out", {
      method: "POST",
      headers: auth,
      body: "{}",
    });
    expect(signedOut.status).toBe(200);
    expect((await call("/api/v1/sessions", { headers: auth })).status).toBe(401);
  });

  it("still limits, in the process's memory", async () => {
    for (let i = 0; i < 3; i++) {
      const sent = await call("/api/v1/feedback", {
        method: "POST",
        body: JSON.stringify(feedback),
      });
      expect(sent.status).toBe(200);
    }
    const refused = await call("/api/v1/feedback", {
      method: "POST",
      body: JSON.stringify(feedback),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("says on /healthz that Redis is down, and still answers 200 (the server serves)", async () => {
    const response = await call("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ok",
      redis: "down",
      rate_limit_store: "memory (redis down)",
    });
  });

  it("logs the outage once, not once per request", () => {
    const warnings = logged("Redis is unreachable");
    expect(warnings.filter((line) => line.redis === "rate limits")).toHaveLength(1);
    // One per connection (limits, ended sign-ins, session lists), however many requests.
    expect(warnings.length).toBeLessThanOrEqual(5);
    expect(t.logLines.join("\n")).not.toContain(redis.url);
  });

  it("counts in Redis again once Redis is back", async () => {
    redis = await startRedis(redis.port);
    await countingInRedis();
    expect((await health()).redis).toBe("up");
    expect(logged("Redis is reachable again").some((line) => line.redis === "rate limits")).toBe(
      true,
    );
    const contact = {
      name: "Rita Limit",
      email: "rita@example.com",
      subject: "Limits",
      message: "Is Redis counting again?",
    };
    expect(
      (await call("/api/v1/contact", { method: "POST", body: JSON.stringify(contact) })).status,
    ).toBe(200);
    expect(await redis.client.get("verba:rl:contact:ip:127.0.0.1")).toBe("1");
  });
});
