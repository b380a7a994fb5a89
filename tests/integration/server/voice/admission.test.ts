/**
 * What one process takes on at once: voice sessions up to its capacity
 * (refused beyond it with the spec's SERVER_UNAVAILABLE and a close clients
 * retry), dictations in a bounded line (503 with Retry-After beyond it), and
 * anonymous dictation counted in seconds of audio.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTENSION_MESSAGES, INSTALLATION_HEADER, MESSAGES } from "../../../../src/shared";
import {
  type FakeAiServer,
  openaiModelEnv,
  startFakeAiServer,
} from "../../../helpers/fake-ai-server";
import { concatPcm, encodeWebmOpus, silence, speak } from "../../../helpers/speech";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../helpers/test-instance";
import { connectVoice, type VoiceClient } from "../../../helpers/voice-client";

describe.each(DIALECTS)("voice sessions beyond capacity on %s", (dialect) => {
  let t: TestInstance;
  // One account never holds every place (tests/security/fair-shares.test.ts): the process fills with several.
  let users: [TestUser, TestUser, TestUser];
  const clients: VoiceClient[] = [];

  beforeAll(async () => {
    t = await getTestInstance(dialect, { VOICE_MAX_SESSIONS: "2" });
    // The case opens voice sessions: the hosts load here, as production's do at boot, not in
    // the case's own time (seconds of module loading, far more on a busy machine).
    await t.services.voiceHosts.warm();
    users = [await t.signUp(), await t.signUp(), await t.signUp()];
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await t?.close();
  });

  async function open(user: TestUser) {
    const created = await t.request("POST", "/api/v1/sessions", { title: "Voice" }, user.token);
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: created.body.session_id,
    });
    clients.push(client);
    return client;
  }

  const health = async () => (await t.request("GET", "/healthz")).body.voice_sessions;

  it("admits sessions up to the capacity and refuses the next with SERVER_UNAVAILABLE and 1013", async () => {
    expect(await health()).toEqual({ in_use: 0, capacity: 2 });
    const [first, second] = [await open(users[0]), await open(users[1])];
    await first.start();
    await second.start();
    expect(await health()).toEqual({ in_use: 2, capacity: 2 });

    const third = await open(users[2]);
    third.send({ type: "session_start", audio_format: "webm", language: "en-US" });
    expect(await third.closed).toEqual({ code: 1013, reason: "at_capacity" });
    expect(third.messages.filter((message) => message.type === "error")).toEqual([
      expect.objectContaining({
        code: "SERVER_UNAVAILABLE",
        message: "Voice service is temporarily unavailable.",
      }),
    ]);
    expect(third.messages.some((message) => message.type === "session_ready")).toBe(false);

    // A session that ends gives its place back: the retry gets in.
    await first.close();
    await expect.poll(health, { timeout: 10_000 }).toEqual({ in_use: 1, capacity: 2 });
    const retried = await open(users[2]);
    await retried.start();
    expect(await health()).toEqual({ in_use: 2, capacity: 2 });
  });
});

describe.each(DIALECTS)("dictations in a bounded line on %s", (dialect) => {
  let t: TestInstance;
  let fake: FakeAiServer;

  beforeAll(async () => {
    fake = await startFakeAiServer();
    // Each reply takes a while, so calls overlap.
    fake.reply({ chunks: ["Thanks,", " I agree."], delayMs: 400 });
    t = await getTestInstance(
      dialect,
      openaiModelEnv(fake, { DICTATION_CONCURRENCY: "1", DICTATION_QUEUE_MAX: "1" }),
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const dictate = () =>
    fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
      method: "POST",
      headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
      body: JSON.stringify({ mode: "comment", text: "i agree with the plan" }),
    });

  it("runs one, lets one wait, and answers the next with 503 and Retry-After", async () => {
    const running = dictate();
    await expect
      .poll(async () => (await t.request("GET", "/healthz")).body.dictations)
      .toEqual({ running: 1, waiting: 0 });
    const waiting = dictate();
    await expect
      .poll(async () => (await t.request("GET", "/healthz")).body.dictations)
      .toEqual({ running: 1, waiting: 1 });

    const refused = await dictate();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { detail: string }).detail).toBe(MESSAGES.dictationBusy);
    // The streamed twin is refused the same way, as the stream's one event.
    const stream = await fetch(`${t.baseUrl}/trpc/extension.dictateStream`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        [INSTALLATION_HEADER]: randomUUID(),
      },
      body: JSON.stringify({ mode: "comment", text: "i agree with the plan" }),
    });
    const event = (await stream.text()).match(/event: serialized-error\ndata: (.*)/)?.[1];
    expect(JSON.parse(event ?? "{}")).toMatchObject({
      message: MESSAGES.dictationBusy,
      data: { httpStatus: 503 },
    });

    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
    expect((await t.request("GET", "/healthz")).body.dictations).toEqual({
      running: 0,
      waiting: 0,
    });
    expect((await dictate()).status).toBe(200);
  });
});

describe.each(DIALECTS)("anonymous dictation counted in seconds of audio on %s", (dialect) => {
  const INSTALLATION_SECONDS = 5;
  const ADDRESS_SECONDS = 8;
  let t: TestInstance;
  let recording: string;
  let seconds: number;

  beforeAll(async () => {
    const pcm = concatPcm(silence(300), await speak("the meeting is moved to next monday"));
    seconds = Math.ceil(concatPcm(pcm, silence(700)).length / 16_000);
    recording = (await encodeWebmOpus(concatPcm(pcm, silence(700)))).toString("base64");
    t = await getTestInstance(dialect, {
      TRUST_PROXY: "true",
      RATE_LIMIT_EXTENSION_ANON_AUDIO_SECONDS: String(INSTALLATION_SECONDS),
      RATE_LIMIT_EXTENSION_IP_AUDIO_SECONDS: String(ADDRESS_SECONDS),
    });
    // The recordings are decoded and recognized in a voice host: it loads here, not in the case.
    await t.services.voiceHosts.warm();
  });
  afterAll(() => t?.close());

  async function dictate(installation: string, body: Record<string, unknown>) {
    const response = await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "198.51.100.7",
        [INSTALLATION_HEADER]: installation,
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      retryAfter: Number(response.headers.get("retry-after")),
      detail: ((await response.json()) as { detail?: string }).detail,
    };
  }

  it("refuses audio past an installation's and an address's seconds, not typed text", async () => {
    // Two recordings pass an installation's 5 s only if each is under 2.5 s: this one is longer.
    expect(seconds).toBeGreaterThan(INSTALLATION_SECONDS / 2);
    expect(seconds).toBeLessThanOrEqual(INSTALLATION_SECONDS);
    const speech = { mode: "comment", audio: recording, audio_format: "webm" };

    const installation = randomUUID();
    expect((await dictate(installation, speech)).status).toBe(200);
    const refused = await dictate(installation, speech);
    expect(refused.status).toBe(429);
    expect(refused.detail).toBe(EXTENSION_MESSAGES.audioLimited);
    expect(refused.retryAfter).toBeGreaterThan(0);
    // Typed text costs no audio: the installation's calls go on.
    expect((await dictate(installation, { mode: "comment", text: "sounds good" })).status).toBe(
      200,
    );

    // A fresh installation id on the same address has what is left of the address's seconds.
    expect((await dictate(randomUUID(), speech)).status).toBe(200);
    const address = await dictate(randomUUID(), speech);
    expect(address.status).toBe(429);
    expect(address.detail).toBe(EXTENSION_MESSAGES.audioLimited);
  });
});
