/**
 * A caller resolved a moment ago answers the next calls from memory, yet an
 * ended sign-in is refused: at once on the server that ended it, at once on
 * the others when they share Redis, and within the session watch's period
 * on the others when they do not.
 */
import { randomBytes } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../../src/server/auth/request-user";
import {
  createSignInCache,
  SIGN_IN_CACHE_TTL_MS,
} from "../../../../src/server/revocation/sign-in-cache";
import { counting, heldUntilReleased } from "../../../helpers/counting";
import { type RedisServer, startRedis } from "../../../helpers/redis-server";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../helpers/test-instance";

const silent = pino({ level: "silent" });

function signIn(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "user-1",
    email: "ada@example.com",
    name: "Ada",
    sessionId: "session-1",
    signedInAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
    ...overrides,
  };
}

function bearer(token: string) {
  return new Headers({ authorization: `Bearer ${token}` });
}

/** A lookup that counts its calls and answers what it is given. */
const countingLookup = (answer: () => SessionUser | null) => counting(answer);

describe("the cache of recent sign-ins", () => {
  it("answers repeated and simultaneous calls with the same credentials from one lookup", async () => {
    const cache = createSignInCache({ logger: silent });
    const lookup = countingLookup(() => signIn());
    const users = await Promise.all(
      Array.from({ length: 10 }, () => cache.resolve(bearer("a"), lookup)),
    );
    expect(await cache.resolve(bearer("a"), lookup)).toEqual(users[0]);
    expect(lookup.calls).toBe(1);
    await cache.resolve(bearer("b"), lookup);
    expect(lookup.calls).toBe(2);
    await cache.close();
  });

  it("answers nobody without a lookup for a call that carries no credentials", async () => {
    const cache = createSignInCache({ logger: silent });
    const lookup = countingLookup(() => signIn());
    expect(await cache.resolve(new Headers({ accept: "application/json" }), lookup)).toBeNull();
    expect(lookup.calls).toBe(0);
    await cache.close();
  });

  it("asks again for credentials that named nobody, so a sign-in made since is seen", async () => {
    const cache = createSignInCache({ logger: silent });
    let known = false;
    const lookup = countingLookup(() => (known ? signIn() : null));
    expect(await cache.resolve(bearer("a"), lookup)).toBeNull();
    known = true;
    expect(await cache.resolve(bearer("a"), lookup)).toMatchObject({ id: "user-1" });
    await cache.close();
  });

  it("asks again once an entry is older than its time to live or its session has expired", async () => {
    const cache = createSignInCache({ logger: silent, ttlMs: 50 });
    const lookup = countingLookup(() => signIn());
    await cache.resolve(bearer("a"), lookup);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await cache.resolve(bearer("a"), lookup);
    expect(lookup.calls).toBe(2);

    const expiring = countingLookup(() => signIn({ expiresAt: new Date(Date.now() + 20) }));
    const longLived = createSignInCache({ logger: silent, ttlMs: 60_000 });
    await longLived.resolve(bearer("a"), expiring);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await longLived.resolve(bearer("a"), expiring);
    expect(expiring.calls).toBe(2);
    await Promise.all([cache.close(), longLived.close()]);
  });

  it("forgets an ended session or a deleted user's sign-ins, and only those", async () => {
    const cache = createSignInCache({ logger: silent });
    const ada = countingLookup(() => signIn());
    const adaElsewhere = countingLookup(() => signIn({ sessionId: "session-2" }));
    const bob = countingLookup(() => signIn({ id: "user-2", sessionId: "session-3" }));
    const resolveAll = () =>
      Promise.all([
        cache.resolve(bearer("ada"), ada),
        cache.resolve(bearer("ada-2"), adaElsewhere),
        cache.resolve(bearer("bob"), bob),
      ]);
    await resolveAll();
    cache.forgetSession("session-1");
    await resolveAll();
    expect([ada.calls, adaElsewhere.calls, bob.calls]).toEqual([2, 1, 1]);
    cache.forgetUser("user-1");
    await resolveAll();
    expect([ada.calls, adaElsewhere.calls, bob.calls]).toEqual([3, 2, 1]);
    await cache.close();
  });

  it("does not keep what a lookup under way read when a sign-in ended meanwhile", async () => {
    const cache = createSignInCache({ logger: silent });
    const slow = heldUntilReleased(() => signIn());
    const reading = cache.resolve(bearer("a"), slow.call);
    cache.forgetSession("session-1");
    slow.release();
    await reading;
    const lookup = countingLookup(() => null);
    expect(await cache.resolve(bearer("a"), lookup)).toBeNull();
    expect(lookup.calls).toBe(1);
    await cache.close();
  });
});

async function status(t: TestInstance, token: string) {
  return (await t.request("GET", "/api/v1/sessions?limit=1", undefined, token)).status;
}

async function signInAgain(t: TestInstance, user: TestUser) {
  const response = await t.request("POST", "/api/auth/sign-in/email", {
    email: user.email,
    password: user.password,
  });
  return response.headers.get("set-auth-token") ?? "";
}

/** How long after `since` the token was first refused by `t`, polling until `withinMs`. */
async function refusedAfter(t: TestInstance, token: string, since: number, withinMs: number) {
  while (Date.now() - since < withinMs) {
    if ((await status(t, token)) === 401) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Number.POSITIVE_INFINITY;
}

describe.each(DIALECTS)("ending a sign-in on the server that answers it (%s)", (dialect) => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await getTestInstance(dialect);
  });
  afterAll(() => t.close());

  it("refuses the token at once after signing out", async () => {
    const user = await t.signUp();
    expect(await status(t, user.token)).toBe(200);
    expect((await t.request("POST", "/api/auth/sign-out", {}, user.token)).status).toBe(200);
    expect(await status(t, user.token)).toBe(401);
  });

  it("refuses every other device's token at once after 'Log Out All Devices'", async () => {
    const user = await t.signUp();
    expect(await status(t, user.token)).toBe(200);
    const other = await signInAgain(t, user);
    expect((await t.request("POST", "/api/auth/revoke-sessions", {}, other)).status).toBe(200);
    expect(await status(t, user.token)).toBe(401);
    expect(await status(t, other)).toBe(401);
  });

  it("refuses the token of another device at once after the account is deleted", async () => {
    const user = await t.signUp();
    const other = await signInAgain(t, user);
    expect(await status(t, other)).toBe(200);
    expect((await t.request("DELETE", "/api/v1/profile", undefined, user.token)).status).toBe(200);
    expect(await status(t, other)).toBe(401);
  });

  it("refuses the token at once after a password change that signs out other devices", async () => {
    const user = await t.signUp();
    const other = await signInAgain(t, user);
    expect(await status(t, other)).toBe(200);
    const changed = await t.request(
      "POST",
      "/api/auth/change-password",
      {
        currentPassword: user.password,
        newPassword: "another-long-password",
        revokeOtherSessions: true,
      },
      user.token,
    );
    expect(changed.status).toBe(200);
    expect(await status(t, other)).toBe(401);
  });
});

describe("ending a sign-in on one of two replicas sharing a PostgreSQL database", () => {
  let redis: RedisServer;
  const secret = { BETTER_AUTH_SECRET: randomBytes(32).toString("hex") };

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis.stop());

  async function replicas(env: Record<string, string>) {
    const first = await getTestInstance("postgres", { ...secret, ...env });
    const url = first.config.database.dialect === "postgres" ? first.config.database.url : "";
    const second = await getTestInstance("postgres", { ...secret, ...env, DATABASE_URL: url });
    return [first, second] as const;
  }

  it("without Redis, the other replica refuses the token within the session watch's period", async () => {
    const [first, second] = await replicas({});
    try {
      const user = await first.signUp();
      expect(await status(second, user.token)).toBe(200);
      const signedOut = Date.now();
      expect((await first.request("POST", "/api/auth/sign-out", {}, user.token)).status).toBe(200);
      expect(await status(first, user.token)).toBe(401);
      expect(
        await refusedAfter(second, user.token, signedOut, SIGN_IN_CACHE_TTL_MS + 3_000),
      ).toBeLessThanOrEqual(SIGN_IN_CACHE_TTL_MS + 1_000);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 30_000);

  it("with Redis, the other replica refuses the token at once", async () => {
    const [first, second] = await replicas({ REDIS_URL: redis.url });
    try {
      const user = await first.signUp();
      // Resolved on the second replica just now: only the message can end it before its time.
      expect(await status(second, user.token)).toBe(200);
      const signedOut = Date.now();
      expect((await first.request("POST", "/api/auth/sign-out", {}, user.token)).status).toBe(200);
      expect(await refusedAfter(second, user.token, signedOut, SIGN_IN_CACHE_TTL_MS)).toBeLessThan(
        SIGN_IN_CACHE_TTL_MS / 2,
      );
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 30_000);
});
