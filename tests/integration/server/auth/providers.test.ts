import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, profileStatus, send, signIn } from "../../../helpers/auth-requests";
import { startSmtpServer } from "../../../helpers/smtp-server";
import { DIALECTS, getTestInstance, type TestInstance } from "../../../helpers/test-instance";

/** Google sign-in and email confirmation over SMTP, each configured. */
describe.each(DIALECTS)("account providers (%s)", (dialect) => {
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
