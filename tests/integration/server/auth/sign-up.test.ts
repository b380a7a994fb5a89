import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signIn } from "../../../helpers/auth-requests";
import { DIALECTS, getTestInstance, type TestInstance } from "../../../helpers/test-instance";

/** A person's account stays whole: no sign-in method removes another, no sign-up stops halfway. */
describe.each(DIALECTS)("account integrity (%s)", (dialect) => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
  });
  afterAll(() => t.close());

  async function signInWithEmailedCode(email: string) {
    const before = t.mails.length;
    const sent = await t.request("POST", "/api/auth/email-otp/send-verification-otp", {
      email,
      type: "sign-in",
    });
    expect(sent.status).toBe(200);
    const otp = t.mails.slice(before).at(-1)?.code ?? "";
    return t.request("POST", "/api/auth/sign-in/email-otp", { email, otp });
  }

  it("keeps the password and the other devices' sessions after a sign-in with an emailed code", async () => {
    const user = await t.signUp();
    const byCode = await signInWithEmailedCode(user.email);
    expect(byCode.status, byCode.text).toBe(200);
    const codeToken = byCode.headers.get("set-auth-token") ?? "";
    expect((await t.request("POST", "/api/auth/sign-out", {}, codeToken)).status).toBe(200);

    // The device that signed up with the password is still signed in.
    expect((await t.request("GET", "/api/v1/profile", undefined, user.token)).status).toBe(200);
    const byPassword = await signIn(t, user.email, PASSWORD);
    expect(byPassword.status, byPassword.text).toBe(200);
    const accounts = await t.db
      .withTables<{ account: { userId: string; providerId: string } }>()
      .selectFrom("account")
      .select("providerId")
      .where("userId", "=", user.id)
      .execute();
    expect(accounts.map((row) => row.providerId)).toEqual(["credential"]);
  });

  async function usersWithEmail(email: string) {
    return t.db.selectFrom("user").select("id").where("email", "=", email).execute();
  }

  it("never leaves a user without a profile when a name cannot be stored (U+0000 on PostgreSQL)", async () => {
    const email = `half-${dialect}@example.com`;
    const attempt = (first_name: string) =>
      t.request("POST", "/api/auth/sign-up/email", {
        email,
        password: PASSWORD,
        name: "Nul Byte",
        first_name,
        last_name: "Byte",
      });
    const first = await attempt("Nul\u0000");
    // Refused or stored, the answer says so in words: never an empty 500.
    expect(first.body?.message ?? first.body?.user?.id, first.text).toEqual(expect.any(String));
    const second = await attempt("Nul");
    // Whichever of the two made the account, the other meets it as existing.
    expect([first.status, second.status].sort()).toEqual(
      first.status === 200 ? [200, 422] : [200, first.status].sort(),
    );
    const users = await usersWithEmail(email);
    expect(users).toHaveLength(1);
    const profiles = await t.db
      .selectFrom("profiles")
      .select("user_id")
      .where("user_id", "=", users[0]?.id ?? "")
      .execute();
    expect(profiles).toHaveLength(1);
  });

  it("gives a username to one of two simultaneous sign-ups and leaves no user without a profile", async () => {
    const username = `race_${dialect}`;
    const emails = Array.from({ length: 4 }, (_, i) => `race${i}-${dialect}@example.com`);
    const answers = await Promise.all(
      emails.map((email) =>
        t.request("POST", "/api/auth/sign-up/email", {
          email,
          password: PASSWORD,
          first_name: "Race",
          username,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe("That username is already taken");
    }
    const users = await t.db.selectFrom("user").select("id").where("email", "in", emails).execute();
    expect(users).toHaveLength(1);
  });

  it("answers a failure inside the accounts library with words, not an empty 500", async () => {
    const broken = await getTestInstance(dialect);
    try {
      const user = await broken.signUp();
      // A database the library cannot read (here: a table gone) is a fault it did not expect.
      await sql`alter table account rename to account_gone`.execute(broken.db);
      const response = await signIn(broken, user.email, PASSWORD);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        message: "An unexpected error occurred",
        code: "INTERNAL_SERVER_ERROR",
      });
    } finally {
      await broken.close();
    }
  });
});
