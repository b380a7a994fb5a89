import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMessage } from "../../../../../src/server/services/messages/messages.service";
import { DIALECTS, getTestInstance, type TestInstance } from "../../../../helpers/test-instance";

const NAME_REQUIRED = "Please enter at least a first name or last name";
const USERNAME_INVALID =
  "Username must be 3 to 30 characters: letters, numbers, dots, hyphens or underscores";
const USERNAME_TAKEN = "That username is already taken";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)("profile over REST and tRPC (%s)", (dialect) => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
  });
  afterAll(() => t.close());

  it("answers the signed-in user's own profile with the sign-up names and the default voice", async () => {
    const ann = await t.signUp({ first_name: "Ann", last_name: "Lee", username: "ann.lee" });
    const response = await t.request("GET", "/api/v1/profile", undefined, ann.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user_id: ann.id,
      email: ann.email,
      first_name: "Ann",
      last_name: "Lee",
      full_name: "Ann Lee",
      username: "ann.lee",
      voice_preference: "en-US-Neural2-F",
      voice_language: "en-US",
      updated_at: expect.any(String),
    });
    expect(Date.parse(response.body.updated_at)).not.toBeNaN();
    const viaTrpc = await t.trpc(ann.token).profile.get.query();
    expect(viaTrpc).toEqual(response.body);
  });

  it("saves trimmed names and recomputes full_name", async () => {
    const user = await t.signUp();
    const saved = await t.request(
      "PUT",
      "/api/v1/profile",
      { first_name: "  Maria ", last_name: "  Garcia  " },
      user.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      user_id: user.id,
      first_name: "Maria",
      last_name: "Garcia",
      full_name: "Maria Garcia",
    });
    const row = await t.db
      .selectFrom("profiles")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: "Maria",
      last_name: "Garcia",
      full_name: "Maria Garcia",
    });
    const again = await t.request("GET", "/api/v1/profile", undefined, user.token);
    expect(again.body).toEqual(saved.body);
  });

  it("turns a blank name into null and keeps full_name to the other", async () => {
    const user = await t.signUp({ first_name: "Kim", last_name: "Park" });
    const saved = await t.request(
      "PUT",
      "/api/v1/profile",
      { first_name: "Kim", last_name: "   " },
      user.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ first_name: "Kim", last_name: null, full_name: "Kim" });
    const onlyLast = await t.request(
      "PUT",
      "/api/v1/profile",
      { first_name: "", last_name: " Park " },
      user.token,
    );
    expect(onlyLast.body).toMatchObject({ first_name: null, last_name: "Park", full_name: "Park" });
    const nulls = await t.request(
      "PUT",
      "/api/v1/profile",
      { first_name: null, last_name: "Lim" },
      user.token,
    );
    expect(nulls.body).toMatchObject({ first_name: null, last_name: "Lim", full_name: "Lim" });
  });

  it("recomputes full_name from the new value and the saved one when only one name is sent", async () => {
    const user = await t.signUp({ first_name: "Jo", last_name: "Bloggs" });
    const first = await t.request("PUT", "/api/v1/profile", { first_name: "Joanna" }, user.token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      first_name: "Joanna",
      last_name: "Bloggs",
      full_name: "Joanna Bloggs",
    });
    const last = await t.trpc(user.token).profile.update.mutate({ last_name: "Smith" });
    expect(last).toMatchObject({
      first_name: "Joanna",
      last_name: "Smith",
      full_name: "Joanna Smith",
    });
    // The account's display name follows the profile.
    const account = await t.db
      .selectFrom("user")
      .select("name")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(account.name).toBe("Joanna Smith");
  });

  it("refuses a save without a first or last name, over REST and tRPC, and changes nothing", async () => {
    const user = await t.signUp({ first_name: "Keep", last_name: "Me" });
    const bodies: unknown[] = [
      {},
      { first_name: "", last_name: "" },
      { first_name: "   ", last_name: "\t" },
      { first_name: null, last_name: null },
      { first_name: "  " },
    ];
    for (const body of bodies) {
      const response = await t.request("PUT", "/api/v1/profile", body, user.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ detail: NAME_REQUIRED, message: NAME_REQUIRED });
    }
    await expect(
      t.trpc(user.token).profile.update.mutate({ first_name: " ", last_name: "" }),
    ).rejects.toMatchObject({ message: NAME_REQUIRED, data: { code: "BAD_REQUEST" } });
    const profile = await t.trpc(user.token).profile.get.query();
    expect(profile).toMatchObject({ first_name: "Keep", last_name: "Me", full_name: "Keep Me" });
  });

  it("refuses names over 100 characters and names that are not text", async () => {
    const user = await t.signUp();
    const long = await t.request(
      "PUT",
      "/api/v1/profile",
      { first_name: "x".repeat(101) },
      user.token,
    );
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe("first_name: Name too long");
    const exact = await t.request(
      "PUT",
      "/api/v1/profile",
      { first_name: "x".repeat(100) },
      user.token,
    );
    expect(exact.status).toBe(200);
    const wrongType = await t.request(
      "PUT",
      "/api/v1/profile",
      { first_name: 42, last_name: ["a"] },
      user.token,
    );
    expect(wrongType.status).toBe(400);
    expect(typeof wrongType.body.detail).toBe("string");
    const malformed = await t.request("PUT", "/api/v1/profile", '{"first_name":', user.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe("Request body is not valid JSON");
  });

  it("saves a username with the names, under the sign-up rule and its uniqueness check", async () => {
    await t.signUp({ username: "grace.h" });
    const user = await t.signUp();
    const putProfile = (body: unknown, token: string) =>
      t.request("PUT", "/api/v1/profile", body, token);
    const saved = await putProfile(
      { first_name: "Ada", last_name: "Byron", username: "  ada_b-1 " },
      user.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      first_name: "Ada",
      full_name: "Ada Byron",
      username: "ada_b-1",
    });

    for (const username of ["ab", "x".repeat(31), "has space", "semi;colon", ""]) {
      const refused = await putProfile({ first_name: "Ada", username }, user.token);
      expect(refused.status, username).toBe(400);
      expect(refused.body.detail).toBe(`username: ${USERNAME_INVALID}`);
    }
    const taken = await putProfile({ first_name: "Changed", username: "grace.h" }, user.token);
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ detail: USERNAME_TAKEN, message: USERNAME_TAKEN });
    await expect(
      t.trpc(user.token).profile.update.mutate({ first_name: "Changed", username: "grace.h" }),
    ).rejects.toMatchObject({ message: USERNAME_TAKEN, data: { code: "BAD_REQUEST" } });
    // Nothing of a refused save is kept.
    expect(await t.trpc(user.token).profile.get.query()).toMatchObject({
      first_name: "Ada",
      username: "ada_b-1",
    });

    // Saving one's own username again is no clash; leaving it out keeps it.
    const same = await t
      .trpc(user.token)
      .profile.update.mutate({ first_name: "Ada", username: "ada_b-1" });
    expect(same.username).toBe("ada_b-1");
    const namesOnly = await putProfile({ last_name: "King" }, user.token);
    expect(namesOnly.body).toMatchObject({ full_name: "Ada King", username: "ada_b-1" });
    // Sign-up now meets the saved username as taken.
    const signUp = await t.request("POST", "/api/auth/sign-up/email", {
      email: "someone-else@example.com",
      password: "correct-horse-battery",
      first_name: "Someone",
      username: "ada_b-1",
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.message).toBe(USERNAME_TAKEN);
  });

  it("names and the username reach an account an emailed code created", async () => {
    const email = `coded-${Date.now()}@example.com`;
    const sent = await t.request("POST", "/api/auth/email-otp/send-verification-otp", {
      email,
      type: "sign-in",
    });
    expect(sent.status).toBe(200);
    const code = t.mails.findLast((mail) => mail.to === email)?.code;
    const signedIn = await t.request("POST", "/api/auth/sign-in/email-otp", { email, otp: code });
    expect(signedIn.status).toBe(200);
    const token = signedIn.headers.get("set-auth-token") ?? "";
    expect((await t.trpc(token).profile.get.query()).username).toBeNull();
    const saved = await t
      .trpc(token)
      .profile.update.mutate({ first_name: "Mary", last_name: "Jackson", username: "mary.j" });
    expect(saved).toMatchObject({ email, full_name: "Mary Jackson", username: "mary.j" });
  });

  it("sets a new updated_at on each save", async () => {
    const user = await t.signUp();
    const before = (await t.request("GET", "/api/v1/profile", undefined, user.token)).body;
    await sleep(5);
    const first = await t.request("PUT", "/api/v1/profile", { first_name: "One" }, user.token);
    expect(Date.parse(first.body.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    await sleep(5);
    const second = await t.trpc(user.token).profile.update.mutate({ first_name: "Two" });
    expect(Date.parse(second.updated_at)).toBeGreaterThan(Date.parse(first.body.updated_at));
    const row = await t.db
      .selectFrom("profiles")
      .select("updated_at")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.updated_at).toISOString()).toBe(second.updated_at);
  });

  it("lets each user see and change only their own profile", async () => {
    const ann = await t.signUp({ first_name: "Ann", last_name: "A" });
    const bob = await t.signUp({ first_name: "Bob", last_name: "B" });
    await t.request("PUT", "/api/v1/profile", { first_name: "Annie" }, ann.token);
    const annProfile = await t.request("GET", "/api/v1/profile", undefined, ann.token);
    const bobProfile = await t.request("GET", "/api/v1/profile", undefined, bob.token);
    expect(annProfile.body).toMatchObject({
      user_id: ann.id,
      email: ann.email,
      full_name: "Annie A",
    });
    expect(bobProfile.body).toMatchObject({
      user_id: bob.id,
      email: bob.email,
      full_name: "Bob B",
    });
    // A user_id in the body is not a way to reach someone else's profile.
    const sneaky = await t.request(
      "PUT",
      "/api/v1/profile",
      { user_id: ann.id, first_name: "Mallory" },
      bob.token,
    );
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.user_id).toBe(bob.id);
    expect((await t.trpc(ann.token).profile.get.query()).first_name).toBe("Annie");
    expect((await t.trpc(bob.token).profile.get.query()).first_name).toBe("Mallory");
  });

  it("refuses the profile calls without a valid token", async () => {
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { first_name: "A" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await t.request(method, "/api/v1/profile", body);
      expect(response.status).toBe(401);
      expect(response.body.detail).toBe("Authentication required");
    }
    await expect(t.trpc("bogus").profile.get.query()).rejects.toMatchObject({
      data: { code: "UNAUTHORIZED" },
    });
  });

  it("deletes the account and everything that hangs off it, and nobody else's", async () => {
    const doomed = await t.signUp({ first_name: "Gone", last_name: "Soon" });
    const other = await t.signUp();
    const session = await t.trpc(doomed.token).sessions.create.mutate({ title: "Mine" });
    await addMessage(t.db, {
      userId: doomed.id,
      sessionId: session.id,
      role: "user",
      content: "hello",
    });
    const kept = await t.trpc(other.token).sessions.create.mutate({ title: "Theirs" });
    const feedback = await t.request(
      "POST",
      "/api/v1/feedback",
      {
        name: "Gone Soon",
        email: doomed.email,
        feedback_type: "general",
        rating: 3,
        message: "Some feedback before I go.",
      },
      doomed.token,
    );
    expect(feedback.status).toBe(200);

    const removed = await t.request("DELETE", "/api/v1/profile", undefined, doomed.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });

    const after = await t.request("GET", "/api/v1/profile", undefined, doomed.token);
    expect(after.status).toBe(401);
    const count = async (table: "profiles" | "chat_sessions", column: "user_id") =>
      (await t.db.selectFrom(table).select(column).where(column, "=", doomed.id).execute()).length;
    expect(await count("profiles", "user_id")).toBe(0);
    expect(await count("chat_sessions", "user_id")).toBe(0);
    const messages = await t.db
      .selectFrom("messages")
      .select("id")
      .where("session_id", "=", session.id)
      .execute();
    expect(messages).toEqual([]);
    const users = await t.db.selectFrom("user").select("id").where("id", "=", doomed.id).execute();
    expect(users).toEqual([]);
    const authSessions = await t.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", doomed.id)
      .execute();
    expect(authSessions).toEqual([]);
    const submissions = await t.db
      .selectFrom("feedback_submissions")
      .select("id")
      .where("user_id", "=", doomed.id)
      .execute();
    expect(submissions).toEqual([]);

    const otherProfile = await t.request("GET", "/api/v1/profile", undefined, other.token);
    expect(otherProfile.status).toBe(200);
    const otherSessions = await t.trpc(other.token).sessions.list.query();
    expect(otherSessions.sessions.map((s) => s.id)).toContain(kept.id);
  });

  it("deletes through tRPC too, after which the token no longer works", async () => {
    const user = await t.signUp();
    const client = t.trpc(user.token);
    await expect(client.profile.delete.mutate()).resolves.toEqual({ success: true });
    await expect(client.profile.get.query()).rejects.toMatchObject({
      data: { code: "UNAUTHORIZED" },
    });
    const signIn = await t.request("POST", "/api/auth/sign-in/email", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(401);
  });
});
