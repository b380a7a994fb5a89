/**
 * Revoking a sign-in ends everything it opened: signing out, 'Log Out All
 * Devices' and deleting the account each close an open voice socket (1008,
 * the spec's SESSION_EXPIRED path) and end a streamed reply within 5 s, and
 * nothing more is stored; on one replica or across two sharing a database.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeAiServer, startFakeAiServer } from "../../../helpers/fake-ai-server";
import { concatPcm, silence, speak } from "../../../helpers/speech";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../helpers/test-instance";
import { connectVoice, type VoiceClient, webmSpeech } from "../../../helpers/voice-client";

const REVOCATION_DEADLINE_MS = 5_000;

/** A model that starts a reply and never finishes it: the reply is in flight when the sign-in ends. */
function withHangingModel(fake: FakeAiServer): Record<string, string> {
  fake.reply({ chunks: ["Let me think about"], hang: true });
  return {
    LLM_PROVIDER: "openai",
    OPENAI_BASE_URL: fake.openaiBaseUrl,
    OPENAI_MODEL: "test-model",
    STT_PROVIDER: "local",
    TTS_PROVIDER: "local",
  };
}

type Revoke = (t: TestInstance, user: TestUser) => Promise<{ status: number }>;

async function signInAgain(t: TestInstance, user: TestUser) {
  const response = await t.request("POST", "/api/auth/sign-in/email", {
    email: user.email,
    password: user.password,
  });
  return response.headers.get("set-auth-token") ?? "";
}

const signOut: Revoke = (t, user) => t.request("POST", "/api/auth/sign-out", {}, user.token);

/** How a sign-in ends, and whether the person's earlier words are still there afterwards. */
const REVOCATIONS: [string, Revoke, { keepsData: boolean }][] = [
  ["signing out", signOut, { keepsData: true }],
  [
    "'Log Out All Devices' on another device",
    async (t, user) =>
      t.request("POST", "/api/auth/revoke-sessions", {}, await signInAgain(t, user)),
    { keepsData: true },
  ],
  [
    "deleting the account",
    (t, user) => t.request("DELETE", "/api/v1/profile", undefined, user.token),
    { keepsData: false },
  ],
];

async function storedRoles(t: TestInstance, sessionId: string) {
  const rows = await t.db
    .selectFrom("messages")
    .select("role")
    .where("session_id", "=", sessionId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.role);
}

async function until(probe: () => boolean | Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function createSession(t: TestInstance, user: TestUser) {
  const response = await t.request("POST", "/api/v1/sessions", {}, user.token);
  return response.body.session_id as string;
}

/** Revokes, then answers how the socket closed and how long after the revocation. */
async function revokeAndWatch(
  t: TestInstance,
  user: TestUser,
  client: VoiceClient,
  revoke: Revoke,
) {
  const started = Date.now();
  expect((await revoke(t, user)).status).toBe(200);
  const closed = await Promise.race([
    client.closed,
    new Promise<undefined>((resolve) => setTimeout(resolve, REVOCATION_DEADLINE_MS + 2_000)),
  ]);
  return { closed, afterMs: Date.now() - started };
}

/**
 * Reads a tRPC subscription's server-sent events to their end: its events and
 * its error, if any. With a body it is POSTed, as the extension sends its input.
 */
async function readStream(t: TestInstance, path: string, token: string, body?: unknown) {
  const response = await fetch(`${t.baseUrl}/trpc/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      accept: "text/event-stream",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const events: { kind: string; data: string }[] = [];
  const decoder = new TextDecoder();
  let buffer = "";
  const reading = (async () => {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const kind = block.match(/^event: (.*)$/m)?.[1] ?? "message";
        const data = block
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trim())
          .join("\n");
        events.push({ kind, data });
        if (kind === "return" || kind === "serialized-error") return;
      }
    }
  })();
  return { events, ended: reading };
}

describe.each(DIALECTS)("revoking a sign-in on %s", (dialect) => {
  let fake: FakeAiServer;
  let t: TestInstance;
  let speech: { webm: Buffer; durationMs: number };

  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await getTestInstance(dialect, withHangingModel(fake));
    const phrase = await speak("please send the report to the client tomorrow");
    speech = await webmSpeech(concatPcm(silence(300), phrase, silence(1500)));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it.each(REVOCATIONS)(
    "%s closes an open voice socket mid-reply with 1008 within 5 s and stores nothing after",
    async (_name, revoke, { keepsData }) => {
      const user = await t.signUp();
      const sessionId = await createSession(t, user);
      const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
      await client.start();
      const asked = fake.requests.length;
      await client.stream(speech.webm, speech.durationMs, { speed: 2 });
      await client.waitForType("agent_thinking", { timeoutMs: 30_000 });
      // The person's words are stored before the model is asked.
      await until(() => fake.requests.length > asked);
      expect(await storedRoles(t, sessionId)).toEqual(["user"]);

      const { closed, afterMs } = await revokeAndWatch(t, user, client, revoke);
      expect(closed).toEqual({
        code: 1008,
        reason: "Your sign-in has ended. Please sign in again.",
      });
      expect(afterMs).toBeLessThan(REVOCATION_DEADLINE_MS);

      // The reply cut short by the revocation is not stored, now or later.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await storedRoles(t, sessionId)).toEqual(keepsData ? ["user"] : []);
      expect(t.logLines.join("\n")).not.toMatch(/foreign key|could not store/i);
    },
    60_000,
  );

  it.each(REVOCATIONS)(
    "%s ends a streamed chat reply within 5 s and stores no reply",
    async (_name, revoke, { keepsData }) => {
      const user = await t.signUp();
      const sessionId = await createSession(t, user);
      const input = encodeURIComponent(JSON.stringify({ id: sessionId, message: "Draft a note" }));
      const asked = fake.requests.length;
      const stream = await readStream(t, `messages.stream?input=${input}`, user.token);
      await until(() => stream.events.some((event) => event.data.includes('"delta"')));
      expect(fake.requests.length).toBeGreaterThan(asked);

      const started = Date.now();
      expect((await revoke(t, user)).status).toBe(200);
      await stream.ended;
      expect(Date.now() - started).toBeLessThan(REVOCATION_DEADLINE_MS);
      const error = stream.events.at(-1);
      expect(error?.kind).toBe("serialized-error");
      expect(error?.data).toContain("UNAUTHORIZED");

      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await storedRoles(t, sessionId)).toEqual(keepsData ? ["user"] : []);
      expect(t.logLines.join("\n")).not.toMatch(/foreign key|procedure failed/i);
    },
    30_000,
  );

  it("signing out ends the extension's streamed dictation within 5 s", async () => {
    const user = await t.signUp();
    const stream = await readStream(t, "extension.dictateStream", user.token, {
      mode: "comment",
      text: "i totally agree with the point about hiring juniors",
    });
    await until(() => stream.events.some((event) => event.data.includes('"delta"')));

    const started = Date.now();
    expect((await signOut(t, user)).status).toBe(200);
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(REVOCATION_DEADLINE_MS);
    expect(stream.events.at(-1)?.kind).toBe("serialized-error");
    expect(stream.events.at(-1)?.data).toContain("UNAUTHORIZED");
  }, 30_000);

  it("ends a reply sent over REST with 401 when the sign-in ends, storing no reply", async () => {
    const user = await t.signUp();
    const sessionId = await createSession(t, user);
    const asked = fake.requests.length;
    const sending = t.request(
      "POST",
      `/api/v1/sessions/${sessionId}/messages`,
      { message: "Draft a note" },
      user.token,
    );
    await until(() => fake.requests.length > asked);
    expect((await signOut(t, user)).status).toBe(200);
    const sent = await sending;
    expect(sent.status).toBe(401);
    expect(sent.body.detail).toBe("Your sign-in has ended. Please sign in again.");
    expect(await storedRoles(t, sessionId)).toEqual(["user"]);
  }, 30_000);
});

describe("revoking a sign-in across two replicas on one PostgreSQL database", () => {
  let first: TestInstance;
  let second: TestInstance;

  beforeAll(async () => {
    const shared = { BETTER_AUTH_SECRET: randomBytes(32).toString("hex") };
    first = await getTestInstance("postgres", shared);
    second = await getTestInstance("postgres", {
      ...shared,
      DATABASE_URL: first.config.database.dialect === "postgres" ? first.config.database.url : "",
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("signing out through one replica closes the voice socket held by the other", async () => {
    const user = await first.signUp();
    const sessionId = await createSession(first, user);
    const client = await connectVoice(second.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    expect((await client.heartbeat()).type).toBe("heartbeat");

    const { closed, afterMs } = await revokeAndWatch(first, user, client, signOut);
    expect(closed?.code).toBe(1008);
    expect(afterMs).toBeLessThan(REVOCATION_DEADLINE_MS);
  }, 60_000);
});
