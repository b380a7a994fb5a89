import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, profileStatus, send, signIn } from "../../../helpers/auth-requests";
import { DIALECTS, getTestInstance, type TestInstance } from "../../../helpers/test-instance";
import { secretFromTotpUri, totp } from "../../../helpers/totp";

/** Sessions after sign-in: sign-out, revoking all, JWTs and two-factor. */
describe.each(DIALECTS)("account sessions (%s)", (dialect) => {
  describe("with the default configuration", () => {
    let t: TestInstance;

    beforeAll(async () => {
      t = await getTestInstance(dialect);
    });
    afterAll(() => t.close());

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
});
