/**
 * One account using everything all accounts share, as an attacker with one
 * free account would: sending messages, creating sessions, searching, asking
 * for voice tickets and sockets, and leaving replies running. Each is refused
 * past the account's share with 429 and Retry-After (or the socket's
 * RATE_LIMITED), while a second account goes on working.
 */
import { createHash, randomBytes } from "node:crypto";
import { AccessToken } from "livekit-server-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTENSION_MESSAGES, MESSAGES } from "../../src/shared";
import { VOICE_CLOSE_REASONS } from "../../src/shared/voice-protocol";
import { type FakeAiServer, openaiModelEnv, startFakeAiServer } from "../helpers/fake-ai-server";
import { type RedisServer, startRedis } from "../helpers/redis-server";
import { encodeWebmOpus, silence } from "../helpers/speech";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../helpers/test-instance";
import { connectVoice, type VoiceClient } from "../helpers/voice-client";

const LIMITS = {
  RATE_LIMIT_MESSAGES_MAX: "3",
  RATE_LIMIT_SESSIONS_MAX: "6",
  RATE_LIMIT_SEARCH_MAX: "3",
  RATE_LIMIT_VOICE_TICKETS_MAX: "5",
  RATE_LIMIT_VOICE_SOCKETS_MAX: "3",
  CHAT_MAX_REPLIES_PER_ACCOUNT: "1",
  VOICE_MAX_SESSIONS_PER_ACCOUNT: "2",
  VOICE_MAX_SESSIONS: "6",
  VOICE_HOSTS: "1",
  RATE_LIMIT_EXTENSION_USER_AUDIO_SECONDS: "3",
  LIVEKIT_URL: "ws://127.0.0.1:9",
  LIVEKIT_API_KEY: "verba-test-key",
  LIVEKIT_API_SECRET: "a-test-secret-of-more-than-thirty-two-characters",
};

describe.each(DIALECTS)("fair shares per account on %s", (dialect) => {
  let t: TestInstance;
  let fake: FakeAiServer;
  const clients: VoiceClient[] = [];

  beforeAll(async () => {
    fake = await startFakeAiServer();
    fake.reply({ chunks: ["Noted."] });
    t = await getTestInstance(dialect, openaiModelEnv(fake, LIMITS));
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await t?.close();
    await fake?.close();
  });

  async function newSession(user: TestUser) {
    const created = await t.request("POST", "/api/v1/sessions", { title: "Mine" }, user.token);
    expect(created.status).toBe(200);
    return created.body.session_id as string;
  }

  function expectRefused(response: { status: number; headers: Headers; body: unknown }) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  }

  const send = (user: TestUser, id: string) =>
    t.request("POST", `/api/v1/sessions/${id}/messages`, { message: "Hello there" }, user.token);

  function streamUrl(id: string) {
    const input = encodeURIComponent(JSON.stringify({ id, message: "Hello again" }));
    return `${t.baseUrl}/trpc/messages.stream?input=${input}`;
  }
  const stream = (user: TestUser, id: string, signal?: AbortSignal) =>
    fetch(streamUrl(id), {
      headers: { ...user.headers, accept: "text/event-stream" },
      signal,
    });

  it("limits messages per account, sent whole or streamed, and leaves others alone", async () => {
    const [mallory, alice] = [await t.signUp(), await t.signUp()];
    const [own, hers] = [await newSession(mallory), await newSession(alice)];
    for (let i = 0; i < 3; i++) expect((await send(mallory, own)).status).toBe(200);
    const refused = await send(mallory, own);
    expectRefused(refused);
    expect(refused.body.detail).toBe(MESSAGES.tooManyRequests);
    // A stream is refused as its one event (an event stream's status is sent before the call runs).
    const streamed = await (await stream(mallory, own)).text();
    const event = streamed.match(/event: serialized-error\ndata: (.*)/)?.[1];
    expect(JSON.parse(event ?? "{}")).toMatchObject({
      message: MESSAGES.tooManyRequests,
      data: { httpStatus: 429, retryAfter: expect.any(Number) },
    });
    // Nothing past the limit was stored.
    const stored = await t.request(
      "GET",
      `/api/v1/sessions/${own}/messages`,
      undefined,
      mallory.token,
    );
    expect(stored.body.messages.filter((m: { role: string }) => m.role === "user")).toHaveLength(3);

    expect((await send(alice, hers)).status).toBe(200);
  });

  it("counts a reply whose reader left until it is written, and stores it", async () => {
    const [mallory, alice] = [await t.signUp(), await t.signUp()];
    const [own, hers] = [await newSession(mallory), await newSession(alice)];
    fake.replyOnce({ chunks: ["One", " slow", " reply."], delayMs: 700 });
    const earlier = fake.requests.length;
    const leaving = new AbortController();
    const first = await stream(mallory, own, leaving.signal);
    expect(first.status).toBe(200);
    // The reader leaves at once; the reply goes on being written.
    leaving.abort();
    // The slow answer is the next one the model gives: Alice's message must not reach it first.
    await expect
      .poll(() =>
        fake.requests
          .slice(earlier)
          .some((request) => JSON.stringify(request.body).includes("Hello again")),
      )
      .toBe(true);

    const again = await send(mallory, own);
    expectRefused(again);
    expect(again.body.detail).toBe(MESSAGES.repliesBusy);
    expect((await send(alice, hers)).status).toBe(200);

    const replies = async () => {
      const list = await t.request(
        "GET",
        `/api/v1/sessions/${own}/messages`,
        undefined,
        mallory.token,
      );
      return list.body.messages.filter((m: { role: string }) => m.role === "assistant");
    };
    await expect
      .poll(replies, { timeout: 15_000 })
      .toEqual([expect.objectContaining({ content: "One slow reply.", status: "complete" })]);
    await expect.poll(async () => (await send(mallory, own)).status, { timeout: 5_000 }).toBe(200);
  });

  it("limits session creation and search per account", async () => {
    const [mallory, alice] = [await t.signUp(), await t.signUp()];
    for (let i = 0; i < 6; i++) await newSession(mallory);
    expectRefused(await t.request("POST", "/api/v1/sessions", { title: "More" }, mallory.token));
    await newSession(alice);

    const search = (user: TestUser) =>
      t.request("GET", "/api/v1/search?q=hello", undefined, user.token);
    for (let i = 0; i < 3; i++) expect((await search(mallory)).status).toBe(200);
    const refused = await search(mallory);
    expectRefused(refused);
    expect(refused.body.detail).toBe(MESSAGES.tooManyRequests);
    expect((await search(alice)).status).toBe(200);
  });

  it("counts a signed-in account's dictation in seconds of audio", async () => {
    const [mallory, alice] = [await t.signUp(), await t.signUp()];
    const recording = (await encodeWebmOpus(silence(2_000))).toString("base64");
    const dictate = (user: TestUser) =>
      t.request(
        "POST",
        "/api/v1/extension/dictate",
        { mode: "comment", audio: recording, audio_format: "webm" },
        user.token,
      );
    // Two seconds of the account's three are spent, heard or not.
    expect((await dictate(mallory)).status).not.toBe(429);
    const refused = await dictate(mallory);
    expectRefused(refused);
    expect(refused.body.detail).toBe(EXTENSION_MESSAGES.audioLimitedSignedIn);
    expect((await dictate(alice)).status).not.toBe(429);
  });

  const ticket = (user: TestUser, sessionId: string) =>
    t.request("POST", "/api/v1/voice/transport", { session_id: sessionId }, user.token);

  it("holds an account to its voice sessions over LiveKit tickets, and limits tickets per window", async () => {
    const [mallory, alice] = [await t.signUp(), await t.signUp()];
    const sessions = [
      await newSession(mallory),
      await newSession(mallory),
      await newSession(mallory),
    ];
    expect((await ticket(mallory, sessions[0] ?? "")).body.transport).toBe("livekit");
    expect((await ticket(mallory, sessions[1] ?? "")).status).toBe(200);
    // A ticket for a room the account already holds takes no second place.
    expect((await ticket(mallory, sessions[0] ?? "")).status).toBe(200);
    const full = await ticket(mallory, sessions[2] ?? "");
    expectRefused(full);
    expect(full.body.detail).toBe(MESSAGES.voiceAccountFull(2));
    expect((await ticket(alice, await newSession(alice))).status).toBe(200);

    // LiveKit says the first room ended: its place is free for another session.
    await roomFinished(`verba-${sessions[0]}`);
    expect((await ticket(mallory, sessions[2] ?? "")).status).toBe(200);

    // Five tickets a window, the refused one counted too.
    const tooOften = await ticket(mallory, sessions[2] ?? "");
    expectRefused(tooOften);
    expect(tooOften.body.detail).toBe(MESSAGES.tooManyRequests);
  });

  /** LiveKit's webhook, signed with the API key as LiveKit signs it. */
  async function roomFinished(room: string) {
    const body = JSON.stringify({
      event: "room_finished",
      room: { name: room },
      id: `EV_${room}`,
      createdAt: String(Math.floor(Date.now() / 1000)),
    });
    const token = new AccessToken(LIMITS.LIVEKIT_API_KEY, LIMITS.LIVEKIT_API_SECRET);
    token.sha256 = createHash("sha256").update(body).digest("base64");
    const response = await fetch(`${t.baseUrl}/api/livekit/webhook`, {
      method: "POST",
      headers: { "content-type": "application/webhook+json", authorization: await token.toJwt() },
      body,
    });
    expect(response.status).toBe(200);
  }

  async function openVoice(user: TestUser, sessionId: string) {
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    clients.push(client);
    return client;
  }

  it("admits an account's voice sessions up to its cap, over both transports, and another account still gets in", async () => {
    const [mallory, alice] = [await t.signUp(), await t.signUp()];
    await openVoice(mallory, "voice_session_one").then((client) => client.start());
    // A LiveKit ticket is the account's second voice session.
    expect((await ticket(mallory, await newSession(mallory))).status).toBe(200);

    const third = await openVoice(mallory, "voice_session_two");
    third.send({ type: "session_start", audio_format: "webm", language: "en-US" });
    expect(await third.closed).toEqual({ code: 1000, reason: VOICE_CLOSE_REASONS.accountFull });
    expect(third.messages.filter((message) => message.type === "error")).toEqual([
      expect.objectContaining({ code: "RATE_LIMITED", message: MESSAGES.voiceAccountFull(2) }),
    ]);

    await openVoice(alice, "voice_session_hers").then((client) => client.start());
    expect((await t.request("GET", "/healthz")).body.voice_sessions.in_use).toBe(2);
  });

  it("limits voice sockets per account before a session row is made", async () => {
    const [mallory, alice] = [await t.signUp(), await t.signUp()];
    for (let i = 0; i < 3; i++) {
      const client = await openVoice(mallory, `voice_session_open_${i}`);
      await client.heartbeat();
      await client.close();
    }
    const refused = await openVoice(mallory, "voice_session_too_many");
    expect(await refused.closed).toEqual({ code: 1000, reason: VOICE_CLOSE_REASONS.rateLimited });
    expect(refused.messages).toEqual([
      expect.objectContaining({
        type: "error",
        code: "RATE_LIMITED",
        message: MESSAGES.voiceRateLimited,
      }),
    ]);
    const row = await t.db
      .selectFrom("chat_sessions")
      .select("id")
      .where("id", "=", "voice_session_too_many")
      .executeTakeFirst();
    expect(row).toBeUndefined();

    await (await openVoice(alice, "voice_session_alices")).heartbeat();
  });
});

describe("an account's share across replicas sharing Redis", () => {
  let redis: RedisServer;
  let a: TestInstance;
  let b: TestInstance;

  beforeAll(async () => {
    redis = await startRedis();
    const env = {
      REDIS_URL: redis.url,
      RATE_LIMIT_SEARCH_MAX: "3",
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    };
    a = await getTestInstance("postgres", env);
    const shared = a.config.database;
    if (shared.dialect !== "postgres") throw new Error("replicas share a PostgreSQL database");
    b = await getTestInstance("postgres", { ...env, DATABASE_URL: shared.url });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it("counts one account's calls on both replicas against one limit", async () => {
    const [mallory, alice] = [await a.signUp(), await a.signUp()];
    const search = (t: TestInstance, user: TestUser) =>
      t.request("GET", "/api/v1/search?q=hello", undefined, user.token);
    expect((await search(a, mallory)).status).toBe(200);
    expect((await search(b, mallory)).status).toBe(200);
    expect((await search(a, mallory)).status).toBe(200);
    const refused = await search(b, mallory);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await search(b, alice)).status).toBe(200);
  });
});
