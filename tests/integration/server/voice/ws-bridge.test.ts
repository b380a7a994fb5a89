/**
 * The voice socket end to end on the real server: speech made with the local
 * TTS, encoded to webm/opus as a browser records it, recognized by the real
 * pocketsphinx, answered by the local writing engine and spoken by Flite.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeToPcm16k } from "../../../../src/server/ai/audio/decode";
import { encodeWav } from "../../../../src/server/ai/audio/wav";
import { concatPcm, silence, speak } from "../../../helpers/speech";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../helpers/test-instance";
import { connectVoice, webmSpeech } from "../../../helpers/voice-client";

const PHRASE = "please send the report to the client tomorrow";
const OBJECTION = "wait stop i meant the other client on friday";

async function messagesOf(t: TestInstance, user: TestUser, sessionId: string) {
  const response = await t.request(
    "GET",
    `/api/v1/sessions/${sessionId}/messages`,
    undefined,
    user.token,
  );
  expect(response.status).toBe(200);
  return response.body.messages as { role: string; content: string }[];
}

async function expectHealthy(t: TestInstance) {
  expect((await t.request("GET", "/healthz")).status).toBe(200);
}

describe.each(DIALECTS)("voice socket on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;
  let speech: { webm: Buffer; durationMs: number };
  let objection: { webm: Buffer; durationMs: number };

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    // Every case opens voice sessions: the hosts load here, as production's do at boot,
    // not in the first case's time.
    await t.services.voiceHosts.warm();
    user = await t.signUp();
    speech = await webmSpeech(concatPcm(silence(300), await speak(PHRASE), silence(1500)));
    // Not the request again: the agent is saying those words back, and its own words are its echo.
    objection = await webmSpeech(concatPcm(silence(300), await speak(OBJECTION), silence(1500)));
  });
  afterAll(() => t.close());

  async function newSession() {
    const response = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
    return response.body.session_id as string;
  }

  it("hears the words, answers in text and audio, and keeps the transcript", async () => {
    const sessionId = await newSession();
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });

    // pocketsphinx has no interim results: speech in progress is an empty partial.
    expect(await client.waitForType("transcription_partial")).toMatchObject({ partial_text: "" });
    const final = await client.waitForType("transcription_final");
    expect(final.final_text).toContain("report");
    expect(final.final_text).toContain("tomorrow");
    expect(final.confidence).toBeGreaterThan(0);
    expect(final.session_id).toBe(sessionId);
    await client.waitForType("agent_thinking");
    const complete = await client.waitForType("agent_response_complete", { timeoutMs: 60_000 });
    expect(String(complete.full_text).length).toBeGreaterThan(10);
    expect(complete.total_duration_ms).toBeGreaterThan(0);

    const streamed = client.messages.filter((m) => m.type === "agent_response_stream");
    expect(
      streamed
        .map((m) => m.text_chunk)
        .join("")
        .trim(),
    ).toBe(String(complete.full_text).trim());
    expect(streamed.at(-1)?.is_final).toBe(true);
    const audio = client.messages.filter((m) => m.type === "audio_response_stream");
    expect(audio.length).toBeGreaterThan(1);
    expect(audio.at(-1)?.is_final).toBe(true);
    for (const chunk of audio) {
      expect(chunk.audio_format).toBe("wav");
      const pcm = await decodeToPcm16k(Buffer.from(String(chunk.audio_chunk), "base64"), "wav");
      expect(pcm.length).toBeGreaterThan(0);
    }
    const response = client.messages.find((m) => m.type === "agent_response");
    expect(response?.response_text).toBe(complete.full_text);

    await client.close();
    const stored = await messagesOf(t, user, sessionId);
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(stored[0]?.content).toBe(final.final_text);
    expect(stored[1]?.content).toBe(complete.full_text);
    await expectHealthy(t);
  }, 90_000);

  it("stops talking when the person speaks over it, and keeps what it said", async () => {
    const sessionId = await newSession();
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });
    await client.waitForType("audio_response_stream", { timeoutMs: 30_000 });
    const from = client.messages.length;
    await client.stream(objection.webm, objection.durationMs);

    await client.waitForType("agent_interrupt", { from });
    const cut = await client.waitForType("agent_response_complete", { from });
    // The second turn is heard and answered too.
    const finals = () => client.messages.filter((m) => m.type === "transcription_final");
    await client.waitFor(() => finals().length === 2, { timeoutMs: 30_000 });
    await client.close();

    const stored = await messagesOf(t, user, sessionId);
    expect(stored.map((m) => m.role).slice(0, 3)).toEqual(["user", "assistant", "user"]);
    expect(stored[1]?.content).toBe(String(cut.full_text).trim());
    await expectHealthy(t);
  }, 120_000);
});

describe("voice socket limits and refusals", () => {
  let t: TestInstance;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await getTestInstance("sqlite", {
      VOICE_INACTIVITY_TIMEOUT_MS: "3000",
      VOICE_MAX_SESSION_MS: "8000",
    });
    // Every case opens voice sessions: the hosts load here, as production's do at boot,
    // not in the first case's time.
    await t.services.voiceHosts.warm();
    user = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t.close());

  async function sessionOf(owner: TestUser) {
    const response = await t.request(
      "POST",
      "/api/v1/sessions",
      { title: "New Chat" },
      owner.token,
    );
    return response.body.session_id as string;
  }

  async function refused(query: Record<string, string>) {
    const client = await connectVoice(t.baseUrl, query);
    return client.closed;
  }

  it("closes with 1008 and a reason for a missing, wrong or expired token", async () => {
    const sessionId = await sessionOf(user);
    expect(await refused({ session_id: sessionId })).toEqual({
      code: 1008,
      reason: "Authentication required",
    });
    expect(await refused({ token: "not-a-token", session_id: sessionId })).toEqual({
      code: 1008,
      reason: "Authentication required",
    });
    const signedOut = await t.signUp();
    await t.request("POST", "/api/auth/sign-out", {}, signedOut.token);
    expect(await refused({ token: signedOut.token, session_id: sessionId })).toMatchObject({
      code: 1008,
    });
    await expectHealthy(t);
  });

  it("refuses another user's session and a missing session id, and makes voice_session_ ids", async () => {
    const theirs = await sessionOf(other);
    expect(await refused({ token: user.token, session_id: theirs })).toEqual({
      code: 1008,
      reason: "Session not found",
    });
    expect(await refused({ token: user.token, session_id: "no-such-session" })).toEqual({
      code: 1008,
      reason: "Session not found",
    });
    expect(await refused({ token: user.token })).toEqual({
      code: 1008,
      reason: "session_id is required",
    });

    const voiceId = `voice_session_${Date.now()}`;
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: voiceId });
    await client.heartbeat();
    const mine = await t.request("GET", "/api/v1/sessions", undefined, user.token);
    expect(
      mine.body.sessions.map((session: { session_id: string }) => session.session_id),
    ).toContain(voiceId);
    await client.close();
    // Someone else's voice_session_ id is not theirs to join.
    expect(await refused({ token: other.token, session_id: voiceId })).toEqual({
      code: 1008,
      reason: "Session not found",
    });
    await expectHealthy(t);
  });

  it("answers bad messages with errors and keeps the connection", async () => {
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: await sessionOf(user),
    });
    const errorAfter = async (send: () => void) => {
      const from = client.messages.length;
      send();
      return client.waitForType("error", { from, timeoutMs: 5_000 });
    };
    expect(await errorAfter(() => client.socket.send("{not json"))).toMatchObject({
      code: "INVALID_MESSAGE",
    });
    expect(await errorAfter(() => client.send({ type: "dance" }))).toMatchObject({
      code: "INVALID_MESSAGE",
    });
    expect(await errorAfter(() => client.send({ type: "mute" }))).toMatchObject({
      code: "INVALID_MESSAGE",
    });
    expect(await errorAfter(() => client.socket.send(Buffer.from([1, 2, 3])))).toMatchObject({
      code: "INVALID_MESSAGE",
    });
    expect(
      await errorAfter(() =>
        client.send({ type: "audio_chunk", chunk_data: "AAAA", chunk_sequence: 0 }),
      ),
    ).toMatchObject({ code: "SESSION_NOT_STARTED" });

    await client.start();
    const oversized = Buffer.alloc(65_537, 1).toString("base64");
    expect(
      await errorAfter(() =>
        client.send({ type: "audio_chunk", chunk_data: oversized, chunk_sequence: 1 }),
      ),
    ).toMatchObject({ code: "CHUNK_TOO_LARGE", message: expect.stringContaining("65537") });
    expect(
      await errorAfter(() =>
        client.send({
          type: "audio_chunk",
          chunk_data: "AAAA",
          chunk_sequence: 2,
          audio_format: "audio/flac",
        }),
      ),
    ).toMatchObject({ code: "UNSUPPORTED_FORMAT" });

    const stamp = 1234567;
    expect(await client.heartbeat(stamp)).toMatchObject({ type: "heartbeat", timestamp: stamp });
    await client.close();
    await expectHealthy(t);
  });

  it("rides over repeated and missing chunks", async () => {
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: await sessionOf(user),
    });
    await client.start();
    const { webm } = await webmSpeech(concatPcm(await speak("thank you"), silence(300)));
    const piece = (from: number, to: number) => webm.subarray(from, to).toString("base64");
    const third = Math.ceil(webm.length / 3);
    client.send({ type: "audio_chunk", chunk_data: piece(0, third), chunk_sequence: 0 });
    client.send({ type: "audio_chunk", chunk_data: piece(0, third), chunk_sequence: 0 });
    client.send({
      type: "audio_chunk",
      chunk_data: piece(2 * third, webm.length),
      chunk_sequence: 5,
    });
    client.send({ type: "audio_chunk", chunk_data: piece(third, 2 * third), chunk_sequence: 3 });
    await client.heartbeat();
    await client.close();
    await expectHealthy(t);
  });

  it("takes WAV keepalives between the pieces of a webm recording", async () => {
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: await sessionOf(user),
    });
    await client.start();
    const { webm } = await webmSpeech(concatPcm(await speak("thank you"), silence(300)));
    const half = Math.ceil(webm.length / 2);
    const chunk = (data: Buffer, sequence: number, format: string) =>
      client.send({
        type: "audio_chunk",
        chunk_data: data.toString("base64"),
        chunk_sequence: sequence,
        audio_format: format,
      });
    chunk(webm.subarray(0, half), 0, "webm");
    chunk(encodeWav(silence(200), 16_000), 1, "wav");
    chunk(webm.subarray(half), 2, "webm");
    await client.heartbeat();
    expect(client.messages.filter((m) => m.type === "error")).toEqual([]);
    await client.close();
  });

  it("closes an idle session with inactive_timeout", async () => {
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: await sessionOf(user),
    });
    await client.start();
    expect(await client.closed).toEqual({ code: 1000, reason: "inactive_timeout" });
  });

  it("keeps a muted session open on heartbeats, then ends it at the session limit", async () => {
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: await sessionOf(user),
    });
    await client.start();
    client.send({ type: "mute", is_muted: true });
    await client.waitForType("mute");
    const beats = setInterval(() => client.send({ type: "heartbeat", timestamp: Date.now() }), 500);
    try {
      expect(await client.closed).toEqual({ code: 1000, reason: "max_duration_exceeded" });
    } finally {
      clearInterval(beats);
    }
    // Open well past the inactivity timeout, up to the session limit.
    const beatsAnswered = client.messages.filter((m) => m.type === "heartbeat").length;
    expect(beatsAnswered).toBeGreaterThan(6);
    await expectHealthy(t);
  }, 20_000);

  it("ends a session cleanly on session_end", async () => {
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: await sessionOf(user),
    });
    await client.start();
    client.send({ type: "session_end", reason: "user_stopped" });
    expect(await client.closed).toEqual({ code: 1000, reason: "user_stopped" });
  });
});

describe("voice socket with a speech engine that cannot recover", () => {
  let t: TestInstance;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "verba-broken-stt-"));
    const bin = join(dir, "pocketsphinx_continuous");
    await writeFile(bin, "#!/bin/sh\necho 'engine exploded' >&2\nexit 3\n", { mode: 0o755 });
    t = await getTestInstance("sqlite", { POCKETSPHINX_BIN: bin, STT_PROVIDER: "local" });
    // Every case opens voice sessions: the hosts load here, as production's do at boot,
    // not in the first case's time.
    await t.services.voiceHosts.warm();
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("closes with unrecoverable_stt_error", async () => {
    const user = await t.signUp();
    const session = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: session.body.session_id,
    });
    await client.start();
    const { webm, durationMs } = await webmSpeech(await speak("hello"));
    await client.stream(webm, durationMs, { speed: 4 });
    expect(await client.closed).toEqual({ code: 1000, reason: "unrecoverable_stt_error" });
    const errors = client.messages.filter((m) => m.type === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: "SERVER_ERROR",
      message: expect.stringMatching(/^Speech recognition failed \(.+\)\. Please try again\.$/),
    });
    await expectHealthy(t);
  }, 60_000);
});
