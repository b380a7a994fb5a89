import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addMessage } from "../../../../../src/server/services/messages/messages.service";
import {
  DIALECTS,
  type Dialect,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

type Snapshot = Record<string, string[]>;

/** The project's schema types only the auth tables it reads; these are the others. */
type AuthOnlyTables = {
  account: { id: string; userId: string };
  twoFactor: { id: string; userId: string };
  jwks: { id: string };
};

function database(t: TestInstance) {
  return t.db.withTables<AuthOnlyTables>();
}

/** Every row that belongs to one person, table by table, by its key. */
async function rowsOf(t: TestInstance, user: { id: string; email: string }): Promise<Snapshot> {
  const db = database(t);
  const chatSessions = await db
    .selectFrom("chat_sessions")
    .select("id")
    .where("user_id", "=", user.id)
    .execute();
  const chatIds = chatSessions.map((row) => row.id);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
  return {
    user: ids(await db.selectFrom("user").select("id").where("id", "=", user.id).execute()),
    session: ids(
      await db.selectFrom("session").select("id").where("userId", "=", user.id).execute(),
    ),
    account: ids(
      await db.selectFrom("account").select("id").where("userId", "=", user.id).execute(),
    ),
    profiles: (
      await db.selectFrom("profiles").select("user_id").where("user_id", "=", user.id).execute()
    ).map((row) => row.user_id),
    chat_sessions: chatIds.sort(),
    messages: ids(
      await db
        .selectFrom("messages")
        .select("id")
        .where("session_id", "in", chatIds.length > 0 ? chatIds : ["-"])
        .execute(),
    ),
    feedback_submissions: ids(
      await db
        .selectFrom("feedback_submissions")
        .select("id")
        .where("user_id", "=", user.id)
        .execute(),
    ),
    contact_submissions: ids(
      await db
        .selectFrom("contact_submissions")
        .select("id")
        .where("user_id", "=", user.id)
        .execute(),
    ),
    twoFactor: ids(
      await db.selectFrom("twoFactor").select("id").where("userId", "=", user.id).execute(),
    ),
    // Pending email codes are keyed by the address; reset links and two-factor
    // challenges carry the user id as their value.
    verification: ids(
      (await db.selectFrom("verification").select(["id", "identifier", "value"]).execute()).filter(
        (row) =>
          row.value === user.id ||
          row.identifier.endsWith(`-otp-${user.email}`) ||
          row.identifier.startsWith(`change-email-otp-${user.email}-`),
      ),
    ),
  };
}

/** Gives a person a row in every table that can hold one of theirs. */
async function populate(t: TestInstance, user: TestUser) {
  const client = t.trpc(user.token);
  for (const title of ["Cover letter", "Email to landlord"]) {
    const chat = await client.sessions.create.mutate({ title });
    await addMessage(t.db, {
      userId: user.id,
      sessionId: chat.id,
      role: "user",
      content: `Help with ${title}`,
    });
    await addMessage(t.db, {
      userId: user.id,
      sessionId: chat.id,
      role: "assistant",
      content: "Of course.",
    });
  }
  const feedback = await t.request(
    "POST",
    "/api/v1/feedback",
    {
      name: "Some Person",
      email: user.email,
      feedback_type: "general",
      rating: 5,
      message: "Voice mode is really helpful for me.",
    },
    user.token,
  );
  expect(feedback.status, feedback.text).toBe(200);
  const contact = await t.request(
    "POST",
    "/api/v1/contact",
    {
      name: "Some Person",
      email: user.email,
      subject: "Team plans",
      message: "Do you have plans for small teams?",
    },
    user.token,
  );
  expect(contact.status, contact.text).toBe(200);

  // A second device, a TOTP secret, a pending sign-in code and a pending reset link.
  const second = await t.request("POST", "/api/auth/sign-in/email", {
    email: user.email,
    password: user.password,
  });
  expect(second.status).toBe(200);
  const twoFactor = await t.request(
    "POST",
    "/api/auth/two-factor/enable",
    { password: user.password },
    user.token,
  );
  expect(twoFactor.status, twoFactor.text).toBe(200);
  const code = await t.request("POST", "/api/auth/email-otp/send-verification-otp", {
    email: user.email,
    type: "sign-in",
  });
  expect(code.status).toBe(200);
  const reset = await t.request("POST", "/api/auth/request-password-reset", {
    email: user.email,
    redirectTo: "/reset-password",
  });
  expect(reset.status, reset.text).toBe(200);
  return { secondToken: second.headers.get("set-auth-token") ?? "" };
}

function expectEveryTableFilled(snapshot: Snapshot) {
  for (const [table, keys] of Object.entries(snapshot)) {
    expect(keys.length, `rows in ${table}`).toBeGreaterThan(0);
  }
  expect(snapshot.session?.length).toBeGreaterThanOrEqual(2);
  expect(snapshot.messages).toHaveLength(4);
  expect(snapshot.verification?.length).toBeGreaterThanOrEqual(2);
}

function expectNothingLeft(snapshot: Snapshot) {
  for (const [table, keys] of Object.entries(snapshot)) {
    expect(keys, `rows left in ${table}`).toEqual([]);
  }
}

/**
 * A pair whose addresses overlap: the first is the tail of the second, and
 * has a LIKE wildcard in it, so a loose match would reach the other person.
 */
function overlappingEmails() {
  const tag = randomBytes(3).toString("hex");
  return { doomed: `a_n${tag}@example.com`, kept: `joa_n${tag}@example.com` };
}

async function withInstance(dialect: Dialect, body: (t: TestInstance) => Promise<void>) {
  const t = await getTestInstance(dialect);
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

async function deletionScenario(
  dialect: Dialect,
  remove: (t: TestInstance, user: TestUser) => Promise<void>,
) {
  await withInstance(dialect, async (t) => {
    const emails = overlappingEmails();
    const doomed = await t.signUp({ email: emails.doomed, username: "doomed_user" });
    const kept = await t.signUp({ email: emails.kept, username: "kept_user" });
    const { secondToken } = await populate(t, doomed);
    await populate(t, kept);
    const keptBefore = await rowsOf(t, kept);
    const doomedBefore = await rowsOf(t, doomed);
    expectEveryTableFilled(doomedBefore);
    expectEveryTableFilled(keptBefore);
    const jwksBefore = await database(t).selectFrom("jwks").select("id").execute();

    await remove(t, doomed);

    expectNothingLeft(await rowsOf(t, doomed));
    // Nothing that was theirs is left anywhere, whatever the table's key.
    for (const table of ["feedback_submissions", "contact_submissions"] as const) {
      const leftovers = await t.db
        .selectFrom(table)
        .select("id")
        .where("id", "in", doomedBefore[table] ?? [])
        .execute();
      expect(leftovers, table).toEqual([]);
    }
    const messagesLeft = await t.db
      .selectFrom("messages")
      .select("id")
      .where("id", "in", doomedBefore.messages ?? [])
      .execute();
    expect(messagesLeft).toEqual([]);
    const verificationLeft = await t.db
      .selectFrom("verification")
      .select("identifier")
      .where("id", "in", doomedBefore.verification ?? [])
      .execute();
    expect(verificationLeft).toEqual([]);

    // The other person, whose address contains this one, keeps every row.
    expect(await rowsOf(t, kept)).toEqual(keptBefore);
    expect(await database(t).selectFrom("jwks").select("id").execute()).toEqual(jwksBefore);
    const keptProfile = await t.request("GET", "/api/v1/profile", undefined, kept.token);
    expect(keptProfile.status).toBe(200);
    const keptSessions = await t.trpc(kept.token).sessions.list.query();
    expect(keptSessions.sessions).toHaveLength(2);

    // Neither of the deleted person's tokens works any more.
    for (const token of [doomed.token, secondToken]) {
      const profile = await t.request("GET", "/api/v1/profile", undefined, token);
      expect(profile.status).toBe(401);
      expect(profile.body.detail).toBe("Authentication required");
      expect((await t.request("GET", "/api/v1/sessions", undefined, token)).status).toBe(401);
    }
    await expect(t.trpc(doomed.token).profile.get.query()).rejects.toMatchObject({
      data: { code: "UNAUTHORIZED" },
    });
    const signIn = await t.request("POST", "/api/auth/sign-in/email", {
      email: doomed.email,
      password: doomed.password,
    });
    expect(signIn.status).toBe(401);
    // Deleting again is refused: there is nobody left to delete.
    expect((await t.request("DELETE", "/api/v1/profile", undefined, doomed.token)).status).toBe(
      401,
    );

    // The address and the username are free for a new account.
    const again = await t.signUp({ email: doomed.email, username: "doomed_user" });
    expect(again.id).not.toBe(doomed.id);
    const fresh = await t.request("GET", "/api/v1/sessions", undefined, again.token);
    expect(fresh.body.sessions).toEqual([]);
  });
}

describe.each(DIALECTS)("account deletion (%s)", (dialect) => {
  it("DELETE /api/v1/profile removes every row of the user and nobody else's", async () => {
    await deletionScenario(dialect, async (t, user) => {
      const response = await t.request("DELETE", "/api/v1/profile", undefined, user.token);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ success: true });
    });
  });

  it("tRPC profile.delete removes every row of the user and nobody else's", async () => {
    await deletionScenario(dialect, async (t, user) => {
      const result = await t.trpc(user.token).profile.delete.mutate();
      expect(result).toEqual({ success: true });
    });
  });

  it("drops a pending password-reset link with the account, so the link no longer works", async () => {
    await withInstance(dialect, async (t) => {
      const user = await t.signUp();
      const enabled = await t.request(
        "POST",
        "/api/auth/two-factor/enable",
        { password: user.password },
        user.token,
      );
      expect(enabled.status).toBe(200);
      await t.request("POST", "/api/auth/request-password-reset", {
        email: user.email,
        redirectTo: "/reset-password",
      });
      const link = t.mails.at(-1)?.text.match(/reset-password\/([^?\s]+)/)?.[1] ?? "";
      expect(link).not.toBe("");

      const response = await t.request("DELETE", "/api/v1/profile", undefined, user.token);
      expect(response.status).toBe(200);
      const left = await t.db
        .selectFrom("verification")
        .select("identifier")
        .where("value", "=", user.id)
        .execute();
      expect(left).toEqual([]);
      const reset = await t.request("POST", "/api/auth/reset-password", {
        newPassword: "whatever-password-1",
        token: link,
      });
      expect(reset.status).toBe(400);
      const accounts = await database(t)
        .selectFrom("account")
        .select("id")
        .where("userId", "=", user.id)
        .execute();
      expect(accounts).toEqual([]);
    });
  });
});

describe.each(DIALECTS)("account deletion needs a recent sign-in (%s)", (dialect) => {
  const SIGN_IN_AGAIN =
    "For your security, sign out and sign in again first: deleting an account needs a recent sign-in";

  /** Moves the sign-in behind a token back in time, as if it had been made that long ago. */
  async function signedInMinutesAgo(t: TestInstance, user: TestUser, minutes: number) {
    await database(t)
      .withTables<{ session: { userId: string; createdAt: string } }>()
      .updateTable("session")
      .set({ createdAt: new Date(Date.now() - minutes * 60_000).toISOString() })
      .where("userId", "=", user.id)
      .execute();
  }

  async function userExists(t: TestInstance, user: TestUser) {
    const rows = await t.db.selectFrom("user").select("id").where("id", "=", user.id).execute();
    return rows.length === 1;
  }

  it("refuses to delete with a sign-in older than AUTH_FRESH_SESSION_SECONDS on every path, saying to sign in again", async () => {
    await withInstance(dialect, async (t) => {
      const user = await t.signUp();
      await signedInMinutesAgo(t, user, 6);

      const rest = await t.request("DELETE", "/api/v1/profile", undefined, user.token);
      expect(rest.status).toBe(403);
      expect(rest.body.detail).toBe(SIGN_IN_AGAIN);
      await expect(t.trpc(user.token).profile.delete.mutate()).rejects.toMatchObject({
        message: SIGN_IN_AGAIN,
        data: { code: "FORBIDDEN" },
      });
      const auth = await t.request("POST", "/api/auth/delete-user", {}, user.token);
      expect(auth.status).toBe(403);
      expect(auth.body.message).toBe(SIGN_IN_AGAIN);
      expect(await userExists(t, user)).toBe(true);

      // Signing in again is all it takes.
      const again = await t.request("POST", "/api/auth/sign-in/email", {
        email: user.email,
        password: user.password,
      });
      const token = again.headers.get("set-auth-token") ?? "";
      const deleted = await t.request("DELETE", "/api/v1/profile", undefined, token);
      expect(deleted.status, deleted.text).toBe(200);
      expect(await userExists(t, user)).toBe(false);
    });
  });

  it("deletes through /api/auth/delete-user with a recent sign-in", async () => {
    await withInstance(dialect, async (t) => {
      const user = await t.signUp();
      const response = await t.request("POST", "/api/auth/delete-user", {}, user.token);
      expect(response.status, response.text).toBe(200);
      expect(await userExists(t, user)).toBe(false);
    });
  });
});
