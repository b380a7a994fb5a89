import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../../helpers/auth-requests";
import { startRedis } from "../../../helpers/redis-server";
import {
  DIALECTS,
  type Dialect,
  getTestInstance,
  type TestInstance,
} from "../../../helpers/test-instance";

const LOCKED =
  /^Too many failed sign-in attempts for this account\. Please try again in 15 minutes\.$/;

/** Each attempt from its own address (through a trusted proxy), as a spread-out guesser's would be. */
let address = 0;
async function attempt(t: TestInstance, path: string, body: Record<string, unknown>) {
  address += 1;
  const response = await fetch(`${t.baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text || "null") };
}

const withPassword = (t: TestInstance, email: string, password: string) =>
  attempt(t, "/sign-in/email", { email, password });

async function emailedCode(t: TestInstance, email: string) {
  const before = t.mails.length;
  await attempt(t, "/email-otp/send-verification-otp", { email, type: "sign-in" });
  return t.mails.slice(before).at(-1)?.code ?? "";
}

function expectLocked(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.status).toBe(429);
  expect(response.body.message).toMatch(LOCKED);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(840);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(response.headers.get("set-auth-token")).toBeNull();
}

const ENV = { TRUST_PROXY: "true", RATE_LIMIT_ACCOUNT_FAILURES_MAX: "5" };

describe.each(DIALECTS)("sign-in limits per account (%s)", (dialect: Dialect) => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance(dialect, ENV);
  });
  afterAll(() => t.close());

  it("locks password sign-in after RATE_LIMIT_ACCOUNT_FAILURES_MAX wrong passwords from as many addresses, even for the right one", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    for (let i = 0; i < 5; i++) {
      expect((await withPassword(t, user.email, `wrong-${i}`)).status).toBe(401);
    }
    expectLocked(await withPassword(t, user.email, PASSWORD));
    // Whatever the case of the address typed.
    expectLocked(await withPassword(t, user.email.toUpperCase(), PASSWORD));

    // Only that account's password sign-in is held: others sign in, and so does an emailed code.
    expect((await withPassword(t, other.email, PASSWORD)).status).toBe(200);
    const code = await emailedCode(t, user.email);
    expect((await attempt(t, "/sign-in/email-otp", { email: user.email, otp: code })).status).toBe(
      200,
    );
    // The count and the lock are not kept under the email address.
    expect(t.logLines.join("\n")).not.toContain(user.email);
  });

  it("locks emailed-code sign-in after as many wrong codes", async () => {
    const user = await t.signUp();
    const code = await emailedCode(t, user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const guess = await attempt(t, "/sign-in/email-otp", { email: user.email, otp: wrong });
      expect(guess.status).toBeGreaterThanOrEqual(400);
      expect(guess.status).toBeLessThan(429);
    }
    const fresh = await emailedCode(t, user.email);
    expectLocked(await attempt(t, "/sign-in/email-otp", { email: user.email, otp: fresh }));
    // Nor can the codes be guessed through the password reset that takes one.
    expectLocked(
      await attempt(t, "/email-otp/reset-password", {
        email: user.email,
        otp: fresh,
        password: "a-new-password-1",
      }),
    );
  });

  it("counts failures in a row: a successful sign-in starts the count again", async () => {
    const user = await t.signUp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await withPassword(t, user.email, "wrong-password")).status).toBe(401);
      }
      expect((await withPassword(t, user.email, PASSWORD)).status).toBe(200);
    }
  });

  it("counts a simultaneous burst exactly", async () => {
    const user = await t.signUp();
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => withPassword(t, user.email, "wrong-password")),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([
      ...Array(5).fill(401),
      ...Array(7).fill(429),
    ]);
  });
});

describe("sign-in limits per account shared through Redis", () => {
  it("adds up wrong passwords made on two instances against one account", async () => {
    const redis = await startRedis();
    // The count is keyed by the address typed, so each instance may have its own database here.
    const [a, b] = await Promise.all(
      DIALECTS.map((dialect) => getTestInstance(dialect, { ...ENV, REDIS_URL: redis.url })),
    );
    try {
      if (!a || !b) throw new Error("two instances expected");
      const user = await a.signUp();
      for (let i = 0; i < 5; i++) {
        expect((await withPassword(i % 2 ? a : b, user.email, "wrong-password")).status).toBe(401);
      }
      expectLocked(await withPassword(b, user.email, PASSWORD));
      expectLocked(await withPassword(a, user.email, PASSWORD));
      const keys = await redis.client.keys("verba:rl:auth-account:*");
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain(user.email);
    } finally {
      await Promise.all([a?.close(), b?.close()]);
      await redis.stop();
    }
  });
});
