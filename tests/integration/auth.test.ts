import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer } from "../helpers/smtp-server";
import { DIALECTS, getTestInstance, type TestInstance } from "../helpers/test-instance";
import { secretFromTotpUri, totp } from "../helpers/totp";

const PASSWORD = "correct-horse-battery";

/** A request with headers of our choosing (cookies, origin); redirects are not followed. */
async function send(
  t: TestInstance,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(t.baseUrl + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: "manual",
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers.
  return { status: response.status, headers: response.headers, body: body as any, text };
}

/** The cookies a response set, as a Cookie request header would carry them back. */
function cookieHeader(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

function signIn(t: TestInstance, email: string, password: string) {
  return t.request("POST", "/api/auth/sign-in/email", { email, password });
}

async function profileStatus(t: TestInstance, token: string) {
  return (await t.request("GET", "/api/v1/profile", undefined, token)).status;
}

describe.each(DIALECTS)("accounts (%s)", (dialect) => {
  describe("with the default configuration", () => {
    let t: TestInstance;

    beforeAll(async () => {
      t = await getTestInstance(dialect);
    });
    afterAll(() => t.close());

    it("signs up, makes the profile with the trimmed full name and keeps the username", async () => {
      const user = await t.signUp({
        first_name: "  Ada ",
        last_name: " Lovelace  ",
        username: "ada.lovelace",
      });
      expect(user.token).not.toBe("");
      const row = await t.db
        .selectFrom("profiles")
        .selectAll()
        .where("user_id", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: "Ada",
        last_name: "Lovelace",
        full_name: "Ada Lovelace",
        username: "ada.lovelace",
      });
      const account = await t.db
        .selectFrom("user")
        .select(["name", "email"])
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(account).toEqual({ name: "Ada Lovelace", email: user.email });
      const profile = await t.request("GET", "/api/v1/profile", undefined, user.token);
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({
        user_id: user.id,
        email: user.email,
        full_name: "Ada Lovelace",
        username: "ada.lovelace",
      });

      const onlyFirst = await t.signUp({ first_name: " Grace ", last_name: "   " });
      const graceRow = await t.db
        .selectFrom("profiles")
        .select(["first_name", "last_name", "full_name", "username"])
        .where("user_id", "=", onlyFirst.id)
        .executeTakeFirstOrThrow();
      expect(graceRow).toEqual({
        first_name: "Grace",
        last_name: null,
        full_name: "Grace",
        username: null,
      });
    });

    it("refuses a username that is taken, and creates no account for it", async () => {
      await t.signUp({ username: "taken_name" });
      const email = "second-taker@example.com";
      const again = await t.request("POST", "/api/auth/sign-up/email", {
        email,
        password: PASSWORD,
        first_name: "Other",
        last_name: "Person",
        username: "taken_name",
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe("That username is already taken");
      expect(again.headers.get("set-auth-token")).toBeNull();
      const rows = await t.db.selectFrom("user").select("id").where("email", "=", email).execute();
      expect(rows).toEqual([]);
      const owners = await t.db
        .selectFrom("profiles")
        .select("user_id")
        .where("username", "=", "taken_name")
        .execute();
      expect(owners).toHaveLength(1);
    });

    it("refuses an invalid username with the rule in the message", async () => {
      for (const username of ["ab", "has space", "x".repeat(31), "emoji😀"]) {
        const email = `bad-username-${username.length}@example.com`;
        const response = await t.request("POST", "/api/auth/sign-up/email", {
          email,
          password: PASSWORD,
          first_name: "Bad",
          last_name: "Name",
          username,
        });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(
          "Username must be 3 to 30 characters: letters, numbers, dots, hyphens or underscores",
        );
        const rows = await t.db
          .selectFrom("user")
          .select("id")
          .where("email", "=", email)
          .execute();
        expect(rows).toEqual([]);
      }
    });

    it("answers 400 with the spec's sentence when the email or the password is missing", async () => {
      const bodies = [
        { password: PASSWORD, first_name: "No", last_name: "Email", username: "no_email" },
        { email: "nopassword@example.com", first_name: "No", last_name: "Password" },
        { email: "", password: PASSWORD, first_name: "Blank" },
        { email: "blankpassword@example.com", password: "" },
        {},
      ];
      for (const body of bodies) {
        const response = await t.request("POST", "/api/auth/sign-up/email", body);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(
          "You must provide either an email or phone number and a password",
        );
      }
      const count = await t.db
        .selectFrom("user")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("email", "in", ["nopassword@example.com", "blankpassword@example.com"])
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it("refuses a second account for the same email, whatever its case", async () => {
      const first = await t.signUp({ email: "twice@example.com", username: "twice_first" });
      for (const email of ["twice@example.com", "TWICE@Example.com"]) {
        const again = await t.request("POST", "/api/auth/sign-up/email", {
          email,
          password: "another-password-1",
          first_name: "Twice",
          last_name: "Again",
          username: `twice_${email === "twice@example.com" ? "a" : "b"}`,
        });
        expect(again.status).toBe(422);
        expect(again.body.message).toMatch(/already exists/i);
        expect(again.headers.get("set-auth-token")).toBeNull();
      }
      const users = await t.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", "twice@example.com")
        .execute();
      expect(users).toEqual([{ id: first.id }]);
      const profiles = await t.db
        .selectFrom("profiles")
        .select("user_id")
        .where("username", "in", ["twice_a", "twice_b"])
        .execute();
      expect(profiles).toEqual([]);
      // The first password still works: the refused sign-up changed nothing.
      expect((await signIn(t, "twice@example.com", PASSWORD)).status).toBe(200);
    });

    it("signs in with the password, answering a bearer token that works on REST and tRPC", async () => {
      const user = await t.signUp({ first_name: "Bearer", last_name: "Holder" });
      const response = await signIn(t, user.email, user.password);
      expect(response.status).toBe(200);
      const token = response.headers.get("set-auth-token");
      expect(token).toBeTruthy();
      expect(token).not.toBe(user.token);
      expect(response.body.user).toMatchObject({ id: user.id, email: user.email });

      const profile = await t.request("GET", "/api/v1/profile", undefined, token ?? "");
      expect(profile.status).toBe(200);
      expect(profile.body).toMatchObject({ user_id: user.id, full_name: "Bearer Holder" });
      const viaTrpc = await t.trpc(token ?? "").profile.get.query();
      expect(viaTrpc).toMatchObject({ user_id: user.id, email: user.email });
      const sessions = await t.request("GET", "/api/v1/sessions", undefined, token ?? "");
      expect(sessions.status).toBe(200);
    });

    it("refuses a wrong password or an unknown email with 401 and no token", async () => {
      const user = await t.signUp();
      const wrong = await signIn(t, user.email, "not-the-password");
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get("set-auth-token")).toBeNull();
      expect(wrong.body.message).toMatch(/invalid email or password/i);
      const unknown = await signIn(t, "nobody-here@example.com", PASSWORD);
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe(wrong.body.message);
      // Nothing the person typed reaches the log.
      expect(t.logLines.join("\n")).not.toContain("not-the-password");
    });

    it("signs in with an emailed six-digit code, refusing a wrong or used code", async () => {
      const user = await t.signUp();
      const before = t.mails.length;
      const sent = await t.request("POST", "/api/auth/email-otp/send-verification-otp", {
        email: user.email,
        type: "sign-in",
      });
      expect(sent.status).toBe(200);
      const mails = t.mails.slice(before);
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail?.to).toBe(user.email);
      expect(mail?.subject).toBe("Your Verba sign-in code");
      const code = mail?.code ?? "";
      expect(code).toMatch(/^\d{6}$/);
      expect(mail?.text).toContain(code);

      const wrongCode = code === "000000" ? "111111" : "000000";
      const wrong = await t.request("POST", "/api/auth/sign-in/email-otp", {
        email: user.email,
        otp: wrongCode,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.headers.get("set-auth-token")).toBeNull();

      const right = await t.request("POST", "/api/auth/sign-in/email-otp", {
        email: user.email,
        otp: code,
      });
      expect(right.status).toBe(200);
      const token = right.headers.get("set-auth-token") ?? "";
      expect(token).not.toBe("");
      const profile = await t.request("GET", "/api/v1/profile", undefined, token);
      expect(profile.body.user_id).toBe(user.id);

      const reused = await t.request("POST", "/api/auth/sign-in/email-otp", {
        email: user.email,
        otp: code,
      });
      expect(reused.status).toBe(400);
      expect(reused.headers.get("set-auth-token")).toBeNull();
    });

    it("resets a forgotten password through the mailed link and signs in with the new one", async () => {
      const user = await t.signUp();
      const before = t.mails.length;
      const unknown = await t.request("POST", "/api/auth/request-password-reset", {
        email: "no-such-person@example.com",
        redirectTo: "/reset-password",
      });
      const requested = await t.request("POST", "/api/auth/request-password-reset", {
        email: user.email,
        redirectTo: "/reset-password",
      });
      expect(requested.status).toBe(200);
      // The same answer whether or not the address has an account.
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(requested.body);
      const mails = t.mails.slice(before);
      expect(mails.map((mail) => mail.to)).toEqual([user.email]);
      expect(mails[0]?.subject).toBe("Reset your Verba password");
      const link = mails[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
      const url = new URL(link);
      expect(url.pathname).toMatch(/^\/api\/auth\/reset-password\/[^/]+$/);

      // Following the link lands on the app's page with the token, as a browser would.
      const followed = await send(t, "GET", url.pathname + url.search);
      expect(followed.status).toBe(302);
      const landing = new URL(followed.headers.get("location") ?? "", t.baseUrl);
      expect(landing.pathname).toBe("/reset-password");
      const token = landing.searchParams.get("token") ?? "";
      expect(token).toBe(url.pathname.split("/").pop());

      const newPassword = "a-brand-new-secret-9";
      const reset = await t.request("POST", "/api/auth/reset-password", { newPassword, token });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({ status: true });

      // Sessions made before the reset are revoked.
      expect(await profileStatus(t, user.token)).toBe(401);
      expect((await signIn(t, user.email, user.password)).status).toBe(401);
      const fresh = await signIn(t, user.email, newPassword);
      expect(fresh.status).toBe(200);
      expect(await profileStatus(t, fresh.headers.get("set-auth-token") ?? "")).toBe(200);

      const reused = await t.request("POST", "/api/auth/reset-password", {
        newPassword: "yet-another-secret-1",
        token,
      });
      expect(reused.status).toBe(400);
      expect((await signIn(t, user.email, newPassword)).status).toBe(200);
    });

    it("logs out all devices: revoke-sessions ends every session of the user only", async () => {
      const user = await t.signUp();
      const other = await t.signUp();
      const first = (await signIn(t, user.email, user.password)).headers.get("set-auth-token");
      const second = (await signIn(t, user.email, user.password)).headers.get("set-auth-token");
      expect(first && second && first !== second).toBe(true);
      for (const token of [user.token, first ?? "", second ?? ""]) {
        expect((await t.request("GET", "/api/v1/sessions", undefined, token)).status).toBe(200);
      }

      const revoked = await t.request("POST", "/api/auth/revoke-sessions", {}, first ?? "");
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({ status: true });

      for (const token of [user.token, first ?? "", second ?? ""]) {
        const response = await t.request("GET", "/api/v1/sessions", undefined, token);
        expect(response.status).toBe(401);
        expect(response.body.detail).toBe("Authentication required");
      }
      const left = await t.db
        .selectFrom("session")
        .select("id")
        .where("userId", "=", user.id)
        .execute();
      expect(left).toEqual([]);
      expect((await t.request("GET", "/api/v1/sessions", undefined, other.token)).status).toBe(200);
      // Signing in again still works afterwards.
      expect((await signIn(t, user.email, user.password)).status).toBe(200);
    });

    it("signs out: the token stops working and its session row is gone", async () => {
      const user = await t.signUp();
      const other = (await signIn(t, user.email, user.password)).headers.get("set-auth-token");
      expect(await profileStatus(t, user.token)).toBe(200);
      const out = await t.request("POST", "/api/auth/sign-out", {}, user.token);
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });
      expect(await profileStatus(t, user.token)).toBe(401);
      await expect(t.trpc(user.token).profile.get.query()).rejects.toMatchObject({
        data: { code: "UNAUTHORIZED" },
      });
      const row = await t.db
        .selectFrom("session")
        .select("id")
        .where("token", "=", user.token)
        .executeTakeFirst();
      expect(row).toBeUndefined();
      // Only that device: the other sign-in goes on.
      expect(await profileStatus(t, other ?? "")).toBe(200);
    });

    it("issues a JWT for the session that verifies against the published JWKS", async () => {
      const user = await t.signUp();
      const anonymous = await t.request("GET", "/api/auth/token");
      expect(anonymous.status).toBe(401);

      const issued = await t.request("GET", "/api/auth/token", undefined, user.token);
      expect(issued.status).toBe(200);
      const jwt: string = issued.body.token;
      expect(jwt.split(".")).toHaveLength(3);

      const jwks = await t.request("GET", "/api/auth/jwks");
      expect(jwks.status).toBe(200);
      expect(jwks.body.keys.length).toBeGreaterThan(0);
      for (const key of jwks.body.keys) {
        expect(key.kid).toBeTruthy();
        expect(key).not.toHaveProperty("d");
      }
      expect(jwks.body.keys.map((key: { kid: string }) => key.kid)).toContain(
        decodeProtectedHeader(jwt).kid,
      );

      const keySet = createLocalJWKSet(jwks.body);
      const { payload } = await jwtVerify(jwt, keySet, {
        issuer: t.config.publicUrl,
        audience: t.config.publicUrl,
      });
      expect(payload.sub).toBe(user.id);
      expect(payload.email).toBe(user.email);
      expect(payload.exp).toBeGreaterThan(Date.now() / 1000);

      // A token whose payload was changed no longer verifies.
      const [header, body, signature] = jwt.split(".");
      const forged = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(body ?? "", "base64url").toString()),
          sub: "x",
        }),
      ).toString("base64url");
      await expect(jwtVerify(`${header}.${forged}.${signature}`, keySet)).rejects.toThrow();
    });

    it("enables TOTP two-factor and then asks for the code at password sign-in", async () => {
      const user = await t.signUp();
      const wrongPassword = await t.request(
        "POST",
        "/api/auth/two-factor/enable",
        { password: "not-the-password" },
        user.token,
      );
      expect(wrongPassword.status).toBe(400);

      const enabled = await t.request(
        "POST",
        "/api/auth/two-factor/enable",
        { password: user.password },
        user.token,
      );
      expect(enabled.status).toBe(200);
      expect(enabled.body.backupCodes.length).toBeGreaterThan(0);
      const { secret, digits, period } = secretFromTotpUri(enabled.body.totpURI);
      expect(digits).toBe(6);

      // Not switched on until a code from the app proves the secret was saved.
      const pending = await signIn(t, user.email, user.password);
      expect(pending.status).toBe(200);
      expect(pending.body.twoFactorRedirect).toBeUndefined();
      expect(pending.headers.get("set-auth-token")).toBeTruthy();

      const badSetup = await t.request(
        "POST",
        "/api/auth/two-factor/verify-totp",
        { code: totp(secret, { digits, period, at: Date.now() - 10 * 60_000 }) },
        user.token,
      );
      expect(badSetup.status).toBe(401);

      const verified = await t.request(
        "POST",
        "/api/auth/two-factor/verify-totp",
        { code: totp(secret, { digits, period }) },
        user.token,
      );
      expect(verified.status).toBe(200);
      const row = await t.db
        .selectFrom("user")
        .select("twoFactorEnabled")
        .where("id", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(Boolean(row.twoFactorEnabled)).toBe(true);
      const secretRow = await t.db
        .withTables<{ twoFactor: { userId: string; secret: string; verified: number | boolean } }>()
        .selectFrom("twoFactor")
        .select(["secret", "verified"])
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(Boolean(secretRow.verified)).toBe(true);
      // The secret is not stored in the clear.
      expect(secretRow.secret).not.toContain(secret.toString());

      // A password alone no longer makes a session.
      const challenged = await signIn(t, user.email, user.password);
      expect(challenged.status).toBe(200);
      expect(challenged.body).toMatchObject({ twoFactorRedirect: true });
      expect(challenged.body.twoFactorMethods).toContain("totp");
      // No usable session comes with the challenge.
      const pendingToken = challenged.headers.get("set-auth-token");
      expect(pendingToken).toBeNull();
      const cookie = cookieHeader(challenged.headers);
      expect(cookie).toContain("two_factor");
      const headers = { cookie, origin: t.config.publicUrl };

      const noCookie = await t.request("POST", "/api/auth/two-factor/verify-totp", {
        code: totp(secret, { digits, period }),
      });
      expect(noCookie.status).toBe(401);
      expect(noCookie.headers.get("set-auth-token")).toBeNull();

      const wrongCode = await send(t, "POST", "/api/auth/two-factor/verify-totp", {
        body: { code: totp(secret, { digits, period, at: Date.now() - 10 * 60_000 }) },
        headers,
      });
      expect(wrongCode.status).toBe(401);
      expect(wrongCode.headers.get("set-auth-token")).toBeNull();

      const completed = await send(t, "POST", "/api/auth/two-factor/verify-totp", {
        body: { code: totp(secret, { digits, period }) },
        headers,
      });
      expect(completed.status).toBe(200);
      const token = completed.headers.get("set-auth-token") ?? "";
      expect(token).not.toBe("");
      const profile = await t.request("GET", "/api/v1/profile", undefined, token);
      expect(profile.body.user_id).toBe(user.id);

      // The challenge is spent once used.
      const replay = await send(t, "POST", "/api/auth/two-factor/verify-totp", {
        body: { code: totp(secret, { digits, period }) },
        headers,
      });
      expect(replay.status).toBe(401);

      // An emailed code is not a way around the authenticator app.
      const sessionsBefore = await t.db
        .selectFrom("session")
        .select("token")
        .where("userId", "=", user.id)
        .execute();
      const before = t.mails.length;
      await t.request("POST", "/api/auth/email-otp/send-verification-otp", {
        email: user.email,
        type: "sign-in",
      });
      const code = t.mails.slice(before).find((mail) => mail.to === user.email)?.code ?? "";
      const byEmailCode = await t.request("POST", "/api/auth/sign-in/email-otp", {
        email: user.email.toUpperCase(),
        otp: code,
      });
      expect(byEmailCode.status).toBe(403);
      expect(byEmailCode.body.message).toBe(
        "This account uses two-factor authentication: sign in with your password and authenticator code",
      );
      expect(byEmailCode.headers.get("set-auth-token")).toBeNull();
      const sessions = await t.db
        .selectFrom("session")
        .select("token")
        .where("userId", "=", user.id)
        .execute();
      expect(sessions).toHaveLength(sessionsBefore.length);
    });

    it("refuses Google sign-in when Google is not configured", async () => {
      const response = await t.request("POST", "/api/auth/sign-in/social", {
        provider: "google",
        callbackURL: "/dashboard",
      });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe("Provider not found");
      expect(response.body.url).toBeUndefined();
      const health = await t.request("GET", "/healthz");
      expect(health.body).toMatchObject({ google_sign_in: false, email: "log" });
    });
  });

  describe("with Google configured", () => {
    let t: TestInstance;
    const clientId = "verba-test-client.apps.googleusercontent.com";

    beforeAll(async () => {
      t = await getTestInstance(dialect, {
        GOOGLE_CLIENT_ID: clientId,
        GOOGLE_CLIENT_SECRET: "test-google-client-secret",
      });
    });
    afterAll(() => t.close());

    it("answers a Google consent URL asking for offline access, without any network", async () => {
      const response = await t.request("POST", "/api/auth/sign-in/social", {
        provider: "google",
        callbackURL: "/dashboard",
      });
      expect(response.status).toBe(200);
      expect(response.body.redirect).toBe(true);
      const url = new URL(response.body.url);
      expect(url.origin).toBe("https://accounts.google.com");
      const params = url.searchParams;
      expect(params.get("client_id")).toBe(clientId);
      expect(params.get("access_type")).toBe("offline");
      expect(params.get("prompt")).toBe("consent");
      expect(params.get("response_type")).toBe("code");
      expect(params.get("redirect_uri")).toBe(`${t.config.publicUrl}/api/auth/callback/google`);
      expect(params.get("scope")?.split(" ")).toEqual(
        expect.arrayContaining(["openid", "email", "profile"]),
      );
      expect(params.get("state")).toBeTruthy();
      expect(params.get("code_challenge_method")).toBe("S256");
      // The client secret never leaves the server.
      expect(response.text).not.toContain("test-google-client-secret");

      const second = await t.request("POST", "/api/auth/sign-in/social", {
        provider: "google",
        callbackURL: "/dashboard",
      });
      expect(new URL(second.body.url).searchParams.get("state")).not.toBe(params.get("state"));
      const health = await t.request("GET", "/healthz");
      expect(health.body.google_sign_in).toBe(true);
    });

    it("still refuses a provider that is not configured", async () => {
      const response = await t.request("POST", "/api/auth/sign-in/social", {
        provider: "github",
        callbackURL: "/dashboard",
      });
      expect(response.status).toBe(404);
    });
  });

  describe("with SMTP configured", () => {
    let t: TestInstance;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await getTestInstance(dialect, {
        SMTP_URL: smtp.url,
        EMAIL_FROM: "Verba <no-reply@verba.test>",
      });
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it("asks for email confirmation at sign-up and delivers the mail over SMTP", async () => {
      const email = "confirm-me@example.com";
      const signUp = await t.request("POST", "/api/auth/sign-up/email", {
        email,
        password: PASSWORD,
        first_name: "Con",
        last_name: "Firm",
        username: "confirm_me",
      });
      expect(signUp.status).toBe(200);
      expect(signUp.body.token).toBeNull();
      expect(signUp.headers.get("set-auth-token")).toBeNull();
      const sessions = await t.db
        .selectFrom("session")
        .select("id")
        .where("userId", "=", signUp.body.user.id)
        .execute();
      expect(sessions).toEqual([]);
      // The profile is made straight away, with the username reserved.
      const profile = await t.db
        .selectFrom("profiles")
        .select(["full_name", "username"])
        .where("user_id", "=", signUp.body.user.id)
        .executeTakeFirstOrThrow();
      expect(profile).toEqual({ full_name: "Con Firm", username: "confirm_me" });

      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      const mail = smtp.received[0];
      expect(mail?.to).toEqual([email]);
      expect(mail?.from).toBe("no-reply@verba.test");
      expect(mail?.data).toMatch(/^Subject: Confirm your Verba account/m);
      const unfolded = mail?.data.replace(/=\r?\n/g, "").replace(/=3D/g, "=") ?? "";
      const link = unfolded.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0] ?? "";
      expect(link).not.toBe("");
      expect(t.logLines.some((line) => line.includes('"email sent"'))).toBe(true);

      // Before confirming, the password alone does not sign in.
      const early = await signIn(t, email, PASSWORD);
      expect(early.status).toBe(403);
      expect(early.headers.get("set-auth-token")).toBeNull();

      const url = new URL(link);
      const confirmed = await send(t, "GET", url.pathname + url.search);
      expect([200, 302]).toContain(confirmed.status);
      const autoToken = confirmed.headers.get("set-auth-token") ?? "";
      expect(autoToken).not.toBe("");
      expect(await profileStatus(t, autoToken)).toBe(200);
      const user = await t.db
        .selectFrom("user")
        .select("emailVerified")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(Boolean(user.emailVerified)).toBe(true);
      expect((await signIn(t, email, PASSWORD)).status).toBe(200);

      const health = await t.request("GET", "/healthz");
      expect(health.body.email).toBe("smtp");
    });

    it("answers a repeated sign-up the same way without revealing the account exists", async () => {
      const email = "already-here@example.com";
      const first = await t.request("POST", "/api/auth/sign-up/email", {
        email,
        password: PASSWORD,
        first_name: "Al",
        last_name: "Ready",
      });
      expect(first.status).toBe(200);
      const second = await t.request("POST", "/api/auth/sign-up/email", {
        email,
        password: "some-other-password",
        first_name: "Al",
        last_name: "Ready",
      });
      expect(second.status).toBe(200);
      expect(second.body.token).toBeNull();
      const users = await t.db.selectFrom("user").select("id").where("email", "=", email).execute();
      expect(users).toHaveLength(1);
    });
  });
});
