import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../helpers/auth-requests";
import { getTestInstance, type TestInstance } from "../helpers/test-instance";

/** Calls from a client address of our choosing: the server trusts its proxy's X-Forwarded-For. */
async function from(t: TestInstance, address: string, path: string, body: object) {
  const response = await fetch(`${t.baseUrl}/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("retry-after")),
    token: response.headers.get("set-auth-token"),
    body: (await response.json().catch(() => ({}))) as { code?: string },
  };
}

async function mailedCode(t: TestInstance, email: string) {
  const before = t.mails.length;
  await from(t, "192.0.2.250", "/email-otp/send-verification-otp", { email, type: "sign-in" });
  return t.mails.slice(before).at(-1)?.code ?? "";
}

const GUESSER = "203.0.113.7";
const OWNER = "198.51.100.20";

/** A stranger who knows someone's address tries to keep them out, with the default limits. */
describe("a stranger guessing cannot lock the owner out", () => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance("sqlite", { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("fifteen wrong passwords from one address: that address is refused, the owner elsewhere signs in", async () => {
    const victim = await t.signUp();
    const guesses = [];
    for (let i = 0; i < 15; i++) {
      guesses.push(
        await from(t, GUESSER, "/sign-in/email", { email: victim.email, password: `guess-${i}` }),
      );
    }
    expect(guesses.filter((guess) => guess.status === 401)).toHaveLength(10);
    expect(guesses.slice(10).every((guess) => guess.status === 429 && guess.retryAfter > 0)).toBe(
      true,
    );

    const owner = await from(t, OWNER, "/sign-in/email", {
      email: victim.email,
      password: PASSWORD,
    });
    expect(owner.status).toBe(200);
    expect(owner.token).toBeTruthy();

    // The guesser stays locked out of this account, even with the right password.
    const still = await from(t, GUESSER, "/sign-in/email", {
      email: victim.email,
      password: PASSWORD,
    });
    expect(still.status).toBe(429);
    expect(still.body.code).toBe("ACCOUNT_LOCKED");
    expect(still.retryAfter).toBeGreaterThan(60);
    expect(still.token).toBeNull();
  });

  it("fifteen wrong emailed codes from one address: the owner elsewhere signs in with theirs", async () => {
    const victim = await t.signUp();
    for (let i = 0; i < 15; i++) {
      const wrong = String(100000 + i);
      await from(t, GUESSER, "/sign-in/email-otp", { email: victim.email, otp: wrong });
    }
    const code = await mailedCode(t, victim.email);
    const refused = await from(t, GUESSER, "/sign-in/email-otp", {
      email: victim.email,
      otp: code,
    });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);

    const owner = await from(t, OWNER, "/sign-in/email-otp", { email: victim.email, otp: code });
    expect(owner.status).toBe(200);
    expect(owner.token).toBeTruthy();
  });

  it("many addresses together are slowed at the account, with a wait of seconds, not a lock", async () => {
    const victim = await t.signUp();
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        await from(t, `203.0.113.${100 + i}`, "/sign-in/email", {
          email: victim.email,
          password: `guess-${i}`,
        }),
      );
    }
    // Twenty guesses a minute at one account, from however many addresses.
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(20);
    for (const refused of answers.slice(20)) {
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("ACCOUNT_BUSY");
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
    }
  });
});

describe("the account-wide wait ends", () => {
  it("lets the owner in once the short window has passed", async () => {
    const t = await getTestInstance("sqlite", {
      TRUST_PROXY: "true",
      RATE_LIMIT_ACCOUNT_ATTEMPTS_MAX: "3",
      RATE_LIMIT_ACCOUNT_ATTEMPTS_SECONDS: "3",
    });
    try {
      const victim = await t.signUp();
      await Promise.all(
        [1, 2, 3, 4].map((i) =>
          from(t, `203.0.113.${i}`, "/sign-in/email", { email: victim.email, password: "guess" }),
        ),
      );
      let owner = await from(t, OWNER, "/sign-in/email", {
        email: victim.email,
        password: PASSWORD,
      });
      if (owner.status === 429) {
        expect(owner.body.code).toBe("ACCOUNT_BUSY");
        expect(owner.retryAfter).toBeLessThanOrEqual(3);
        await sleep(owner.retryAfter * 1000 + 200);
        owner = await from(t, OWNER, "/sign-in/email", {
          email: victim.email,
          password: PASSWORD,
        });
      }
      expect(owner.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
