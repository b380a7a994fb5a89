import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, profileStatus, send, signIn } from "../../helpers/auth-requests";
import { DIALECTS, getTestInstance, type TestInstance } from "../../helpers/test-instance";

/** Sign-up, sign-in (password and emailed code) and password reset. */
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
  });
});
