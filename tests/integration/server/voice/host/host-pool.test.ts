/**
 * Where speech work runs: voice sessions and dictations' audio run in the
 * voice hosts' threads, never on the API thread, the agent's replies in each
 * host's own writer thread, and a host that stops takes only its own sessions
 * with it.
 */
import { randomUUID } from "node:crypto";
import { threadId } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultVoiceCapacity } from "../../../../../src/server/voice/admission";
import { HOST_END_DEADLINE_MS } from "../../../../../src/server/voice/host/host-pool";
import { INSTALLATION_HEADER } from "../../../../../src/shared";
import { concatPcm, encodeWebmOpus, silence, speak } from "../../../../helpers/speech";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";
import { connectVoice, webmSpeech } from "../../../../helpers/voice-client";

const PHRASE = "please send the report to the client tomorrow";

/** The native libraries this thread loads from now on: speech inference is one of them. */
const loadedHere: string[] = [];
const dlopen = process.dlopen;
process.dlopen = (module, filename, ...rest) => {
  loadedHere.push(filename);
  return dlopen(module, filename, ...rest);
};

describe("voice hosts", () => {
  let t: TestInstance;
  let user: TestUser;
  let speech: { webm: Buffer; durationMs: number };

  beforeAll(async () => {
    t = await getTestInstance("sqlite");
    user = await t.signUp();
    speech = await webmSpeech(concatPcm(silence(300), await speak(PHRASE), silence(1500)));
  });
  afterAll(() => t.close());

  async function newSession() {
    const response = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
    return response.body.session_id as string;
  }

  it("runs a voice session and a dictation's audio on host threads, not the API thread", async () => {
    const sessionId = await newSession();
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });
    const final = await client.waitForType("transcription_final");
    expect(final.final_text).toContain("report");
    await client.waitForType("agent_response_complete", { timeoutMs: 60_000 });
    await client.close();

    const recording = await encodeWebmOpus(concatPcm(silence(300), await speak(PHRASE)));
    const response = await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${user.token}`,
        [INSTALLATION_HEADER]: randomUUID(),
      },
      body: JSON.stringify({
        mode: "comment",
        audio: recording.toString("base64"),
        audio_format: "audio/webm;codecs=opus",
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { transcript: string }).transcript).toContain("report");

    const hosts = await t.services.voiceHosts.usage();
    expect(hosts.length).toBeGreaterThan(0);
    for (const host of hosts) expect(host.threadId).not.toBe(threadId);
    const total = (key: "sessions" | "decoded" | "recognized") =>
      hosts.reduce((sum, host) => sum + host[key], 0);
    expect(total("sessions")).toBe(1);
    expect(total("decoded")).toBe(1);
    expect(total("recognized")).toBe(1);
    // The built-in writer runs beside the host's loop, in a thread of its own.
    for (const host of hosts) {
      expect(host.writerThreadId).toBeDefined();
      expect(host.writerThreadId).not.toBe(host.threadId);
    }
    // The voice activity model (onnxruntime) was never loaded on the API thread.
    expect(loadedHere.filter((file) => /onnxruntime/i.test(file))).toEqual([]);
  }, 120_000);

  it("spreads sessions over the hosts", async () => {
    const clients = await Promise.all(
      [1, 2].map(async () => {
        const client = await connectVoice(t.baseUrl, {
          token: user.token,
          session_id: await newSession(),
        });
        await client.start();
        return client;
      }),
    );
    const open = (await t.services.voiceHosts.usage()).map((host) => host.open);
    await Promise.all(clients.map((client) => client.close()));
    expect(open.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(Math.max(...open) - Math.min(...open)).toBeLessThanOrEqual(1);
  }, 60_000);

  it("ends a stopped host's sessions with SERVER_ERROR, stores what was said, and carries on", async () => {
    const sessionId = await newSession();
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });
    const final = await client.waitForType("transcription_final");
    await client.waitForType("agent_response_complete", { timeoutMs: 60_000 });
    const hosts = await t.services.voiceHosts.usage();

    for (const host of hosts) await t.services.voiceHosts.stop(host.threadId);
    const error = await client.waitForType("error");
    expect(error).toMatchObject({ code: "SERVER_ERROR", message: "An unexpected error occurred" });
    expect((await client.closed).code).toBe(1011);
    expect((await t.request("GET", "/healthz")).status).toBe(200);

    const stored = await t.request(
      "GET",
      `/api/v1/sessions/${sessionId}/messages`,
      undefined,
      user.token,
    );
    expect(stored.body.messages[0]?.content).toBe(final.final_text);

    // New hosts take the next session.
    const next = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: await newSession(),
    });
    await next.start();
    await next.close();
    const fresh = await t.services.voiceHosts.usage();
    expect(fresh.map((host) => host.threadId)).not.toEqual(hosts.map((host) => host.threadId));
  }, 120_000);
});

describe("voice hosts at shutdown", () => {
  it("let every open session store what was said and say goodbye", async () => {
    const t = await getTestInstance("sqlite");
    const user = await t.signUp();
    const speech = await webmSpeech(concatPcm(silence(300), await speak(PHRASE), silence(1500)));
    const created = await t.request("POST", "/api/v1/sessions", {}, user.token);
    const sessionId = created.body.session_id as string;
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });
    const final = await client.waitForType("transcription_final");

    // The database outlives the app's close here, so what was stored can be read after.
    const closing = t.app.close();
    expect(await client.closed).toEqual({ code: 1012, reason: "server_shutdown" });
    await closing;
    const stored = await t.db
      .selectFrom("messages")
      .select(["role", "content"])
      .where("session_id", "=", sessionId)
      .execute();
    await t.services.close();
    expect(stored[0]).toEqual({ role: "user", content: final.final_text });
  }, 120_000);
});

describe("a voice host asked to end", () => {
  const ended = (t: TestInstance) => t.logLines.some((line) => line.includes("did not end"));

  it("ends by itself at once when idle, well before the deadline", async () => {
    const t = await getTestInstance("sqlite", { VOICE_HOSTS: "1" });
    try {
      await t.services.voiceHosts.warm();
      const started = performance.now();
      await t.services.voiceHosts.close();
      expect(performance.now() - started).toBeLessThan(HOST_END_DEADLINE_MS / 4);
      expect(ended(t)).toBe(false);
    } finally {
      await t.close();
    }
  }, 60_000);

  it("is terminated at the deadline when it does not answer", async () => {
    const t = await getTestInstance("sqlite", { VOICE_HOSTS: "1" });
    try {
      await t.services.voiceHosts.setProviders({
        module: new URL("./stuck-host.ts", import.meta.url).href,
        name: "stuckHost",
        args: [],
      });
      await t.services.voiceHosts.warm();
      const started = performance.now();
      await t.services.voiceHosts.close();
      const took = performance.now() - started;
      expect(took).toBeGreaterThanOrEqual(HOST_END_DEADLINE_MS - 50);
      expect(took).toBeLessThan(HOST_END_DEADLINE_MS + 10_000);
      expect(ended(t)).toBe(true);
    } finally {
      await t.close();
    }
  }, 90_000);
});

describe("the number of voice hosts", () => {
  it("is VOICE_HOSTS when set, and the default capacity counts no more cores than hosts", async () => {
    const t = await getTestInstance("sqlite", { VOICE_HOSTS: "1", VOICE_MAX_SESSIONS: "" });
    try {
      const hosts = await t.services.voiceHosts.usage();
      expect(hosts).toHaveLength(1);
      expect(hosts[0]?.threadId).not.toBe(threadId);
      expect(t.services.capacity.voice.capacity).toBe(defaultVoiceCapacity(t.services.ai, 1));
    } finally {
      await t.close();
    }
  });
});

describe.each(DIALECTS)(
  "a voice host's writes and the API thread's session lists (%s)",
  (dialect) => {
    it("shows a voice turn's move up the list and its title at the next list call", async () => {
      const t = await getTestInstance(dialect);
      try {
        const user = await t.signUp();
        const speech = await webmSpeech(
          concatPcm(silence(300), await speak(PHRASE), silence(1500)),
        );
        const client = t.trpc(user.token);
        const spoken = await client.sessions.create.mutate({});
        await client.sessions.create.mutate({ title: "Newer" });
        const listed = async () =>
          (await client.sessions.list.query({ limit: 50 })).sessions.map((s) => s.title);
        expect(await listed()).toEqual(["Newer", "New Chat"]);

        const voice = await connectVoice(t.baseUrl, { token: user.token, session_id: spoken.id });
        await voice.start();
        await voice.stream(speech.webm, speech.durationMs, { speed: 2 });
        await voice.waitForType("agent_response_complete", { timeoutMs: 60_000 });
        await voice.close();
        // The host names the session once the reply is stored; read past the cache until it has.
        const deadline = Date.now() + 30_000;
        let title = "New Chat";
        while (title === "New Chat" && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          const row = await t.db
            .selectFrom("chat_sessions")
            .select("title")
            .where("id", "=", spoken.id)
            .executeTakeFirst();
          title = row?.title ?? "";
        }
        expect(title).not.toBe("New Chat");
        expect(await listed()).toEqual([title, "Newer"]);
      } finally {
        await t.close();
      }
    }, 120_000);
  },
);
