import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, PASSWORD, send } from "../helpers/auth-requests";
import { GOOGLE_CLIENT_ID, standInGoogle } from "../helpers/google-stand-in";
import { startSmtpServer } from "../helpers/smtp-server";
import { DIALECTS, getTestInstance, type TestInstance } from "../helpers/test-instance";
import { secretFromTotpUri, totp } from "../helpers/totp";

/**
 * Every endpoint better-auth serves here, by what it can do for a caller who is not
 * signed in. A plugin or an upgrade that adds an endpoint fails the first test below
 * until it is placed, and each one that takes an emailed code, a link or a Google
 * identity is tried below on an account with an authenticator app.
 */
const ENDPOINTS: Record<string, "signs in" | "needs a session" | "no session"> = {
  "/sign-in/email": "signs in",
  "/sign-in/email-otp": "signs in",
  "/sign-in/social": "signs in",
  "/callback/:id": "signs in",
  "/sign-up/email": "signs in",
  "/email-otp/verify-email": "signs in",
  "/verify-email": "signs in",
  "/two-factor/verify-totp": "signs in",
  "/two-factor/verify-otp": "signs in",
  "/two-factor/verify-backup-code": "signs in",
  "/reset-password": "no session",
  "/reset-password/:token": "no session",
  "/email-otp/reset-password": "no session",
  "/request-password-reset": "no session",
  "/email-otp/request-password-reset": "no session",
  "/forget-password/email-otp": "no session",
  "/email-otp/send-verification-otp": "no session",
  "/email-otp/check-verification-otp": "no session",
  "/send-verification-email": "no session",
  "/two-factor/send-otp": "no session",
  "/get-session": "no session",
  "/jwks": "no session",
  "/ok": "no session",
  "/error": "no session",
  "/account-info": "needs a session",
  "/change-email": "needs a session",
  "/change-password": "needs a session",
  "/delete-user": "needs a session",
  "/delete-user/callback": "needs a session",
  "/email-otp/change-email": "needs a session",
  "/email-otp/request-email-change": "needs a session",
  "/get-access-token": "needs a session",
  "/link-social": "needs a session",
  "/list-accounts": "needs a session",
  "/list-sessions": "needs a session",
  "/refresh-token": "needs a session",
  "/revoke-other-sessions": "needs a session",
  "/revoke-session": "needs a session",
  "/revoke-sessions": "needs a session",
  "/sign-out": "needs a session",
  "/token": "needs a session",
  "/two-factor/disable": "needs a session",
  "/two-factor/enable": "needs a session",
  "/two-factor/generate-backup-codes": "needs a session",
  "/two-factor/get-totp-uri": "needs a session",
  "/unlink-account": "needs a session",
  "/update-session": "needs a session",
  "/update-user": "needs a session",
  "/verify-password": "needs a session",
};

const REFUSED =
  "This account uses two-factor authentication: sign in with your password and authenticator code";

describe.each(DIALECTS)("two-factor on every path that makes a session (%s)", (dialect) => {
  let t: TestInstance;
  let google: Awaited<ReturnType<typeof standInGoogle>>;

  beforeAll(async () => {
    google = await standInGoogle();
    t = await getTestInstance(dialect, {
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: "stand-in-secret",
    });
  });
  afterAll(async () => {
    google.restore();
    await t.close();
  });

  const sessionIds = async (userId?: string) => {
    let query = t.db.selectFrom("session").select("id");
    if (userId) query = query.where("userId", "=", userId);
    return (await query.execute()).map((row) => row.id);
  };

  /** A signed-up account with an authenticator app switched on, and its sessions so far. */
  async function withAuthenticator() {
    const user = await t.signUp();
    const enabled = await t.request(
      "POST",
      "/api/auth/two-factor/enable",
      { password: user.password },
      user.token,
    );
    const app = secretFromTotpUri(enabled.body.totpURI);
    const code = totp(app.secret, app);
    const verified = await t.request(
      "POST",
      "/api/auth/two-factor/verify-totp",
      { code },
      user.token,
    );
    expect(verified.status).toBe(200);
    return { ...user, app, sessions: await sessionIds(user.id) };
  }

  type Answer = { status: number; headers: Headers; body?: unknown };
  /** No token, no session cookie and no new row: nothing the caller could use as a sign-in. */
  async function expectNoSession(answer: Answer, user: { id: string; sessions: string[] }) {
    expect(answer.headers.get("set-auth-token")).toBeNull();
    const cookies = answer.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c));
    expect(cookies).toEqual([]);
    expect(JSON.stringify(answer.body ?? {})).not.toMatch(/"token":"[^"]/);
    const made = (await sessionIds(user.id)).filter((id) => !user.sessions.includes(id));
    expect(made).toEqual([]);
  }

  async function mailed(action: () => Promise<unknown>) {
    const before = t.mails.length;
    await action();
    const mail = t.mails.slice(before).at(-1);
    if (!mail) throw new Error("no mail was sent");
    return mail;
  }

  it("knows every endpoint better-auth serves", () => {
    const served = Object.values(t.services.auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path)
      .filter((path): path is string => typeof path === "string");
    expect([...new Set(served)].sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it("makes no session for a caller who is not signed in on the endpoints that need one", async () => {
    const user = await withAuthenticator();
    const before = await sessionIds();
    for (const [path, kind] of Object.entries(ENDPOINTS)) {
      if (kind !== "needs a session") continue;
      for (const method of ["GET", "POST"]) {
        const answer = await send(t, method, `/api/auth${path}`, {
          body: method === "POST" ? { email: user.email, password: PASSWORD } : undefined,
        });
        expect(answer.headers.get("set-auth-token"), `${method} ${path}`).toBeNull();
      }
    }
    expect(await sessionIds()).toEqual(before);
  });

  it("password: answers with the challenge, and the authenticator code makes the session", async () => {
    const user = await withAuthenticator();
    const challenged = await send(t, "POST", "/api/auth/sign-in/email", {
      body: { email: user.email, password: user.password },
    });
    expect(challenged.body).toMatchObject({ twoFactorRedirect: true });
    await expectNoSession(challenged, user);

    const completed = await send(t, "POST", "/api/auth/two-factor/verify-totp", {
      body: { code: totp(user.app.secret, user.app) },
      headers: { cookie: cookieHeader(challenged.headers), origin: t.config.publicUrl },
    });
    expect(completed.status).toBe(200);
    expect(completed.headers.get("set-auth-token")).toBeTruthy();
  });

  it("emailed sign-in code: refused", async () => {
    const user = await withAuthenticator();
    const { code } = await mailed(() =>
      t.request("POST", "/api/auth/email-otp/send-verification-otp", {
        email: user.email,
        type: "sign-in",
      }),
    );
    const answer = await send(t, "POST", "/api/auth/sign-in/email-otp", {
      body: { email: user.email, otp: code },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(REFUSED);
    await expectNoSession(answer, user);
  });

  it("emailed verification code: confirms the address, signs nobody in", async () => {
    const user = await withAuthenticator();
    const { code } = await mailed(() =>
      t.request("POST", "/api/auth/email-otp/send-verification-otp", {
        email: user.email,
        type: "email-verification",
      }),
    );
    const answer = await send(t, "POST", "/api/auth/email-otp/verify-email", {
      body: { email: user.email, otp: code },
    });
    expect(answer.body.message).toBe(REFUSED);
    await expectNoSession(answer, user);
  });

  it("emailed confirmation link: signs nobody in", async () => {
    const user = await withAuthenticator();
    const { text } = await mailed(() =>
      t.request("POST", "/api/auth/send-verification-email", {
        email: user.email,
        callbackURL: "/dashboard",
      }),
    );
    const link = new URL(text.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/api/auth/verify-email");
    // Followed as mailed: on to the sign-in page, which says to use the password and code.
    const followed = await send(t, "GET", link.pathname + link.search);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/signin?error=TWO_FACTOR_REQUIRED");
    await expectNoSession(followed, user);
    const confirmed = await t.db
      .selectFrom("user")
      .select("emailVerified")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(confirmed.emailVerified)).toBe(true);
    // As a script would, without the page to go to.
    const token = link.searchParams.get("token");
    await expectNoSession(await send(t, "GET", `/api/auth/verify-email?token=${token}`), user);
  });

  it("password reset by link and by emailed code: a new password, no session", async () => {
    const user = await withAuthenticator();
    const { text } = await mailed(() =>
      t.request("POST", "/api/auth/request-password-reset", {
        email: user.email,
        redirectTo: "/signin",
      }),
    );
    const token = text.match(/\/reset-password\/([^?\s]+)/)?.[1] ?? "";
    expect(token).not.toBe("");
    const byLink = await send(t, "POST", "/api/auth/reset-password", {
      body: { token, newPassword: "a-new-password-1" },
    });
    expect(byLink.status).toBe(200);
    await expectNoSession(byLink, user);

    const { code } = await mailed(() =>
      t.request("POST", "/api/auth/email-otp/request-password-reset", { email: user.email }),
    );
    const byCode = await send(t, "POST", "/api/auth/email-otp/reset-password", {
      body: { email: user.email, otp: code, password: "a-new-password-2" },
    });
    expect(byCode.status).toBe(200);
    await expectNoSession(byCode, user);

    // The new password still needs the authenticator code.
    const challenged = await send(t, "POST", "/api/auth/sign-in/email", {
      body: { email: user.email, password: "a-new-password-2" },
    });
    expect(challenged.body).toMatchObject({ twoFactorRedirect: true });
    await expectNoSession(challenged, user);
  });

  /** better-auth links a Google identity to an account only once its address is confirmed. */
  async function confirmed(user: { id: string }) {
    await t.db
      .updateTable("user")
      .set({ emailVerified: dialect === "sqlite" ? 1 : true })
      .where("id", "=", user.id)
      .execute();
  }

  it("Google, through the redirect and its callback: sent back with the reason, no session", async () => {
    const user = await withAuthenticator();
    await confirmed(user);
    const started = await send(t, "POST", "/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: "/dashboard", errorCallbackURL: "/signin" },
    });
    const authorize = new URL(started.body.url);
    google.next.email = user.email;
    google.next.nonce = authorize.searchParams.get("nonce") ?? undefined;
    const callback = await send(
      t,
      "GET",
      `/api/auth/callback/google?code=stand-in-code&state=${authorize.searchParams.get("state")}`,
      { headers: { cookie: cookieHeader(started.headers) } },
    );
    expect(callback.status).toBe(302);
    const location = new URL(callback.headers.get("location") ?? "", t.baseUrl);
    expect(location.pathname).toBe("/signin");
    expect(location.searchParams.get("error")).toBe("TWO_FACTOR_REQUIRED");
    await expectNoSession(callback, user);
  });

  it("Google, with an ID token: refused", async () => {
    const user = await withAuthenticator();
    await confirmed(user);
    google.next.email = user.email;
    google.next.nonce = undefined;
    const answer = await send(t, "POST", "/api/auth/sign-in/social", {
      body: { provider: "google", idToken: { token: await google.idToken() } },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(REFUSED);
    await expectNoSession(answer, user);
  });

  it("signing up again with the address: no session for the account", async () => {
    const user = await withAuthenticator();
    const answer = await send(t, "POST", "/api/auth/sign-up/email", {
      body: { email: user.email, password: "another-password-1", first_name: "A", last_name: "B" },
    });
    await expectNoSession(answer, user);
  });
});

describe("two-factor with SMTP, on an account whose address was never confirmed", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestInstance;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await getTestInstance("sqlite", { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("an emailed sign-in code removes neither the password nor the sessions, and signs nobody in", async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    await t.request("POST", "/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      first_name: "U",
    });
    const confirm = t.mails.findLast(
      (mail) => mail.to === email && mail.subject.includes("Confirm"),
    );
    const link = new URL(confirm?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const confirmed = await send(
      t,
      "GET",
      link.pathname + link.search.replace(/&callbackURL=[^&]*/, ""),
    );
    const token = confirmed.headers.get("set-auth-token") ?? "";
    const enabled = await t.request(
      "POST",
      "/api/auth/two-factor/enable",
      { password: PASSWORD },
      token,
    );
    const app = secretFromTotpUri(enabled.body.totpURI);
    await t.request(
      "POST",
      "/api/auth/two-factor/verify-totp",
      { code: totp(app.secret, app) },
      token,
    );
    // As when SMTP is set up after the account was made: its address was never confirmed.
    const user = await t.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await t.db.updateTable("user").set({ emailVerified: 0 }).where("id", "=", user.id).execute();
    const methods = () =>
      t.db
        .withTables<{ account: { id: string; userId: string } }>()
        .selectFrom("account")
        .select("id")
        .where("userId", "=", user.id)
        .execute();
    const sessions = () =>
      t.db.selectFrom("session").select("id").where("userId", "=", user.id).execute();
    const accountsBefore = await methods();
    const sessionsBefore = await sessions();
    expect(accountsBefore).toHaveLength(1);
    expect(sessionsBefore.length).toBeGreaterThan(0);

    const before = t.mails.length;
    await t.request("POST", "/api/auth/email-otp/send-verification-otp", {
      email,
      type: "sign-in",
    });
    const code = t.mails.slice(before).at(-1)?.code ?? "";
    const answer = await send(t, "POST", "/api/auth/sign-in/email-otp", {
      body: { email, otp: code },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(REFUSED);
    expect(answer.headers.get("set-auth-token")).toBeNull();
    expect(await methods()).toEqual(accountsBefore);
    expect(await sessions()).toEqual(sessionsBefore);
  });
});
