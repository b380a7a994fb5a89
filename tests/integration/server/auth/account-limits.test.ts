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
const BUSY =
  /^Too many sign-in attempts for this account right now\. Please try again in \d+ seconds?\.$/;

/** A client address of our choosing, through a trusted proxy; a fresh one for each call by default. */
let fresh = 0;
const nextAddress = () => {
  fresh += 1;
  return `198.18.${Math.floor(fresh / 250)}.${(fresh % 250) + 1}`;
};

async function attempt(
  t: TestInstance,
  path: string,
  body: Record<string, unknown>,
  address = nextAddress(),
) {
  const response = await fetch(`${t.baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text || "null") };
}

const withPassword = (t: TestInstance, email: string, password: string, address?: string) =>
  attempt(t, "/sign-in/email", { email, password }, address);

async function emailedCode(t: TestInstance, email: string) {
  const before = t.mails.length;
  await attempt(t, "/email-otp/send-verification-otp", { email, type: "sign-in" });
  return t.mails.slice(before).at(-1)?.code ?? "";
}

function expectLocked(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ code: "ACCOUNT_LOCKED" });
  expect(response.body.message).toMatch(LOCKED);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(840);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(response.headers.get("set-auth-token")).toBeNull();
}

const ENV = {
  TRUST_PROXY: "true",
  RATE_LIMIT_ACCOUNT_FAILURES_MAX: "5",
  RATE_LIMIT_ACCOUNT_ATTEMPTS_MAX: "12",
};

describe.each(DIALECTS)("sign-in limits per account and address (%s)", (dialect: Dialect) => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance(dialect, ENV);
  });
  afterAll(() => t.close());

  it("locks one address out of an account after RATE_LIMIT_ACCOUNT_FAILURES_MAX wrong passwords, even with the right one; other addresses sign in", async () => {
    const user = await t.signUp();
    const guesser = nextAddress();
    for (let i = 0; i < 5; i++) {
      expect((await withPassword(t, user.email, `wrong-${i}`, guesser)).status).toBe(401);
    }
    expectLocked(await withPassword(t, user.email, PASSWORD, guesser));
    // Whatever the case of the address typed.
    expectLocked(await withPassword(t, user.email.toUpperCase(), PASSWORD, guesser));

    expect((await withPassword(t, user.email, PASSWORD)).status).toBe(200);
    // The lock is this address's at this account: it may still sign in to another.
    const other = await t.signUp();
    expect((await withPassword(t, other.email, PASSWORD, guesser)).status).toBe(200);
    // The counts are not kept under the email address.
    expect(t.logLines.join("\n")).not.toContain(user.email);
  });

  it("locks emailed-code guesses the same way, through the password reset that takes one too", async () => {
    const user = await t.signUp();
    const guesser = nextAddress();
    const code = await emailedCode(t, user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const guess = await attempt(
        t,
        "/sign-in/email-otp",
        { email: user.email, otp: wrong },
        guesser,
      );
      expect(guess.status).toBeGreaterThanOrEqual(400);
      expect(guess.status).toBeLessThan(429);
    }
    const fresh = await emailedCode(t, user.email);
    expectLocked(
      await attempt(t, "/sign-in/email-otp", { email: user.email, otp: fresh }, guesser),
    );
    expectLocked(
      await attempt(
        t,
        "/email-otp/reset-password",
        { email: user.email, otp: fresh, password: "a-new-password-1" },
        guesser,
      ),
    );
    const owner = await attempt(t, "/sign-in/email-otp", { email: user.email, otp: fresh });
    expect(owner.status).toBe(200);
  });

  it("counts failures in a row: a successful sign-in from the address starts its count again", async () => {
    const user = await t.signUp();
    const address = nextAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await withPassword(t, user.email, "wrong-password", address)).status).toBe(401);
      }
      expect((await withPassword(t, user.email, PASSWORD, address)).status).toBe(200);
    }
  });

  it("counts a simultaneous burst from one address exactly", async () => {
    const user = await t.signUp();
    const address = nextAddress();
    const burst = await Promise.all(
      Array.from({ length: 7 }, () => withPassword(t, user.email, "wrong-password", address)),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([
      ...Array(5).fill(401),
      ...Array(2).fill(429),
    ]);
  });

  it("holds every address together to RATE_LIMIT_ACCOUNT_ATTEMPTS_MAX a window, with a short wait", async () => {
    const user = await t.signUp();
    const spread = [];
    for (let i = 0; i < 14; i++) spread.push(await withPassword(t, user.email, `wrong-${i}`));
    expect(spread.map((response) => response.status)).toEqual([
      ...Array(12).fill(401),
      ...Array(2).fill(429),
    ]);
    for (const refused of spread.slice(12)) {
      expect(refused.body).toMatchObject({ code: "ACCOUNT_BUSY" });
      expect(refused.body.message).toMatch(BUSY);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });
});

describe("sign-in limits shared through Redis", () => {
  it("adds up one address's wrong passwords made on two instances against one account", async () => {
    const redis = await startRedis();
    // The count is keyed by the address typed, so each instance may have its own database here.
    const [a, b] = await Promise.all(
      DIALECTS.map((dialect) => getTestInstance(dialect, { ...ENV, REDIS_URL: redis.url })),
    );
    try {
      if (!a || !b) throw new Error("two instances expected");
      const user = await a.signUp();
      const guesser = nextAddress();
      for (let i = 0; i < 5; i++) {
        const instance = i % 2 ? a : b;
        expect((await withPassword(instance, user.email, "wrong-password", guesser)).status).toBe(
          401,
        );
      }
      expectLocked(await withPassword(b, user.email, PASSWORD, guesser));
      expectLocked(await withPassword(a, user.email, PASSWORD, guesser));
      const keys = await redis.client.keys("verba:rl:auth-account*");
      expect(keys).toHaveLength(2);
      for (const key of keys) {
        expect(key).not.toContain(user.email);
        expect(key).not.toContain(guesser);
      }
    } finally {
      await Promise.all([a?.close(), b?.close()]);
      await redis.stop();
    }
  });
});
