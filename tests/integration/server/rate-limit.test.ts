import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RedisServer, startRedis } from "../../helpers/redis-server";
import {
  DIALECTS,
  type Dialect,
  getTestInstance,
  type TestInstance,
} from "../../helpers/test-instance";

const TOO_MANY = "Too many requests. Please wait before trying again.";

const feedback = {
  name: "Rita Limit",
  email: "rita@example.com",
  feedback_type: "general" as const,
  rating: 4,
  message: "Just checking how often I may write.",
};

const contact = {
  name: "Rita Limit",
  email: "rita@example.com",
  subject: "Limits",
  message: "How often may I write to you?",
};

/** A sign-in whose headers a client could forge as it likes. */
async function signInWith(
  t: TestInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${t.baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

async function withInstance(
  dialect: Dialect,
  env: Record<string, string>,
  body: (t: TestInstance) => Promise<void>,
) {
  const t = await getTestInstance(dialect, env);
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

async function feedbackCount(t: TestInstance) {
  const row = await t.db
    .selectFrom("feedback_submissions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(DIALECTS)("rate limits in one process (%s)", (dialect) => {
  it("refuses sign-in attempts beyond RATE_LIMIT_SIGN_IN_MAX with 429, even with the right password", async () => {
    await withInstance(dialect, { RATE_LIMIT_SIGN_IN_MAX: "3" }, async (t) => {
      const user = await t.signUp();
      for (let i = 0; i < 3; i++) {
        expect((await signInWith(t, user.email, "wrong-password")).status).toBe(401);
      }
      const blocked = await signInWith(t, user.email, user.password);
      expect(blocked.status).toBe(429);
      expect(JSON.parse(blocked.text).message).toMatch(/too many requests/i);
      expect(blocked.headers.get("set-auth-token")).toBeNull();
      const retryAfter = Number(blocked.headers.get("x-retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);

      // Only the guessable endpoint is held back: the account itself goes on working.
      expect((await t.request("GET", "/api/v1/profile", undefined, user.token)).status).toBe(200);
      const session = await fetch(`${t.baseUrl}/api/auth/get-session`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(session.status).toBe(200);
    });
  });

  it("does not let a forged X-Forwarded-For (or our own client-IP header) open a new bucket", async () => {
    await withInstance(dialect, { RATE_LIMIT_SIGN_IN_MAX: "2" }, async (t) => {
      expect(t.config.trustProxy).toBe(false);
      const user = await t.signUp();
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const response = await signInWith(t, user.email, "wrong-password", {
          "x-forwarded-for": `203.0.113.${i}`,
          "x-real-ip": `198.51.100.${i}`,
          "x-verba-client-ip": `192.0.2.${i}`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 429, 429, 429]);
    });
  });

  it("with TRUST_PROXY on, the proxy's X-Forwarded-For decides the bucket", async () => {
    // The counterpart of the test above: the header is read, and only when the operator says so.
    await withInstance(dialect, { RATE_LIMIT_SIGN_IN_MAX: "2", TRUST_PROXY: "true" }, async (t) => {
      const user = await t.signUp();
      const spread: number[] = [];
      for (let i = 1; i <= 4; i++) {
        spread.push(
          (
            await signInWith(t, user.email, "wrong-password", {
              "x-forwarded-for": `203.0.113.${i}`,
            })
          ).status,
        );
      }
      expect(spread).toEqual([401, 401, 401, 401]);
      const same: number[] = [];
      for (let i = 1; i <= 3; i++) {
        same.push(
          (await signInWith(t, user.email, "wrong-password", { "x-forwarded-for": "198.51.100.7" }))
            .status,
        );
      }
      expect(same).toEqual([401, 401, 429]);
    });
  });

  it("limits password-reset mails to three a minute per address, whatever the sign-in limit", async () => {
    await withInstance(dialect, {}, async (t) => {
      const user = await t.signUp();
      const before = t.mails.length;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await t.request("POST", "/api/auth/request-password-reset", {
          email: user.email,
          redirectTo: "/reset-password",
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(t.mails.length - before).toBe(3);
    });
  });

  it("answers the third feedback with 429 and the spec's sentence when RATE_LIMIT_FORMS_MAX=2", async () => {
    await withInstance(dialect, { RATE_LIMIT_FORMS_MAX: "2" }, async (t) => {
      expect((await t.request("POST", "/api/v1/feedback", feedback)).status).toBe(200);
      expect((await t.request("POST", "/api/v1/feedback", feedback)).status).toBe(200);
      const third = await t.request("POST", "/api/v1/feedback", feedback);
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ detail: TOO_MANY, message: TOO_MANY });
      expect(await feedbackCount(t)).toBe(2);
      await expect(t.trpc().feedback.submit.mutate(feedback)).rejects.toMatchObject({
        message: TOO_MANY,
        data: { code: "TOO_MANY_REQUESTS" },
      });
      expect(await feedbackCount(t)).toBe(2);

      // Each form counts on its own.
      expect((await t.request("POST", "/api/v1/contact", contact)).status).toBe(200);
      expect((await t.request("POST", "/api/v1/contact", contact)).status).toBe(200);
      const contactThird = await t.request("POST", "/api/v1/contact", contact);
      expect(contactThird.status).toBe(429);
      expect(contactThird.body.detail).toBe(TOO_MANY);

      // A signed-in person is counted by account, not by the shared address.
      const user = await t.signUp();
      const signedIn = await t.request("POST", "/api/v1/feedback", feedback, user.token);
      expect(signedIn.status).toBe(200);
    });
  });

  it("sends Retry-After with every 429: per-address sign-in, and forms on REST and tRPC", async () => {
    await withInstance(
      dialect,
      { RATE_LIMIT_SIGN_IN_MAX: "1", RATE_LIMIT_FORMS_MAX: "1" },
      async (t) => {
        const expectRetryAfter = (headers: Headers) => {
          const seconds = Number(headers.get("retry-after"));
          expect(seconds).toBeGreaterThan(0);
          expect(seconds).toBeLessThanOrEqual(60);
        };
        await signInWith(t, "someone@example.com", "wrong-password");
        const signIn = await signInWith(t, "someone@example.com", "wrong-password");
        expect(signIn.status).toBe(429);
        expectRetryAfter(signIn.headers);

        expect((await t.request("POST", "/api/v1/feedback", feedback)).status).toBe(200);
        const rest = await t.request("POST", "/api/v1/feedback", feedback);
        expect(rest.status).toBe(429);
        expectRetryAfter(rest.headers);
        const trpc = await fetch(`${t.baseUrl}/trpc/contact.submit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(contact),
        });
        expect(trpc.status).toBe(200);
        const refused = await fetch(`${t.baseUrl}/trpc/contact.submit`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(contact),
        });
        expect(refused.status).toBe(429);
        expectRetryAfter(refused.headers);
      },
    );
  });

  it("counts simultaneous submissions exactly and opens again when the window ends", async () => {
    await withInstance(
      dialect,
      { RATE_LIMIT_FORMS_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "3" },
      async (t) => {
        const burst = await Promise.all(
          Array.from({ length: 8 }, () => t.request("POST", "/api/v1/feedback", feedback)),
        );
        const statuses = burst.map((response) => response.status).sort();
        expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
        expect(await feedbackCount(t)).toBe(3);
        await new Promise((resolve) => setTimeout(resolve, 3_300));
        expect((await t.request("POST", "/api/v1/feedback", feedback)).status).toBe(200);
      },
    );
  });
});

describe.each(DIALECTS)("rate limits shared through Redis (%s)", (dialect) => {
  let redis: RedisServer;
  let a: TestInstance;
  let b: TestInstance;

  beforeAll(async () => {
    redis = await startRedis();
    const env = {
      REDIS_URL: redis.url,
      RATE_LIMIT_FORMS_MAX: "3",
      RATE_LIMIT_SIGN_IN_MAX: "3",
    };
    a = await getTestInstance(dialect, env);
    b = await getTestInstance(dialect, env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });
  beforeEach(async () => {
    await redis.client.flushall();
  });

  it("reports Redis as the store", async () => {
    for (const t of [a, b]) {
      const health = await t.request("GET", "/healthz");
      expect(health.body.rate_limit_store).toBe("redis");
    }
  });

  it("adds up form submissions made on two instances against one limit", async () => {
    expect((await a.request("POST", "/api/v1/feedback", feedback)).status).toBe(200);
    expect((await a.request("POST", "/api/v1/feedback", feedback)).status).toBe(200);
    expect((await b.request("POST", "/api/v1/feedback", feedback)).status).toBe(200);
    // Neither instance alone has reached three, yet both now refuse.
    const onB = await b.request("POST", "/api/v1/feedback", feedback);
    expect(onB.status).toBe(429);
    expect(onB.body).toMatchObject({ detail: TOO_MANY, message: TOO_MANY });
    const onA = await a.request("POST", "/api/v1/feedback", feedback);
    expect(onA.status).toBe(429);
    expect((await feedbackCount(a)) + (await feedbackCount(b))).toBe(3);

    const keys = await redis.client.keys("verba:rl:*");
    expect(keys).toContain("verba:rl:feedback:ip:127.0.0.1");
    expect(await redis.client.get("verba:rl:feedback:ip:127.0.0.1")).toBe("5");
    const ttl = await redis.client.pttl("verba:rl:feedback:ip:127.0.0.1");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("adds up amounts (seconds of audio) from both instances, not only calls", async () => {
    const rule = { window: 60, max: 5 };
    expect(await a.services.rateLimitStore.consume("audio:test", rule, 3)).toEqual({
      allowed: true,
      retryAfter: null,
    });
    const refused = await b.services.rateLimitStore.consume("audio:test", rule, 3);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(await redis.client.get("verba:rl:audio:test")).toBe("6");
  });

  it("adds up sign-in attempts made on two instances against one limit", async () => {
    const user = await a.signUp();
    expect((await signInWith(a, user.email, "wrong-password")).status).toBe(401);
    expect((await signInWith(b, user.email, "wrong-password")).status).toBe(401);
    expect((await signInWith(a, user.email, "wrong-password")).status).toBe(401);
    expect((await signInWith(b, user.email, "wrong-password")).status).toBe(429);
    const blocked = await signInWith(a, user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-auth-token")).toBeNull();
    const keys = await redis.client.keys("verba:rl:auth:*");
    expect(keys.some((key) => key.endsWith("/sign-in/email"))).toBe(true);
  });

  it("counts a burst spread over both instances exactly", async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? a : b).request("POST", "/api/v1/contact", contact),
      ),
    );
    const allowed = burst.filter((response) => response.status === 200).length;
    const refused = burst.filter((response) => response.status === 429).length;
    expect([allowed, refused]).toEqual([3, 7]);
  });
});
