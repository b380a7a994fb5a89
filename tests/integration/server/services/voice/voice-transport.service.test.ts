/**
 * A server without a speech recognizer (pocketsphinx not installed, no cloud
 * speech configured): voice is refused with a clear answer that says what to
 * install or configure, on every path, and nothing invites a retry.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../../../src/shared";
import { VOICE_CLOSE_REASONS } from "../../../../../src/shared/voice-protocol";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";
import { connectVoice } from "../../../../helpers/voice-client";

describe.each(DIALECTS)("voice without a speech recognizer on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;
  let sessionId: string;

  beforeAll(async () => {
    t = await getTestInstance(dialect, {
      POCKETSPHINX_BIN: "/nonexistent/pocketsphinx_continuous",
    });
    user = await t.signUp();
    const created = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
    sessionId = created.body.session_id;
  });
  afterAll(() => t.close());

  it("reports voice as unavailable, saying what to install or configure", async () => {
    const health = await t.request("GET", "/healthz");
    expect(health.body.providers.stt).toBe("none");
    const status = await t.request("GET", "/api/v1/voice/status", undefined, user.token);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ available: false, message: MESSAGES.voiceUnavailable });
    expect(MESSAGES.voiceUnavailable).toMatch(/pocketsphinx/);
    expect(await t.trpc(user.token).voice.status.query()).toEqual(status.body);
  });

  it("answers the transport call with 503 and the reason", async () => {
    const response = await t.request(
      "POST",
      "/api/v1/voice/transport",
      { session_id: sessionId },
      user.token,
    );
    expect(response.status).toBe(503);
    expect(response.body.detail).toBe(MESSAGES.voiceUnavailable);
  });

  it("ends the socket with a final close and one spec error instead of a retryable 1013", async () => {
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    client.send({ type: "session_start", audio_format: "webm", language: "en-US" });
    expect(await client.closed).toEqual({
      code: 1000,
      reason: VOICE_CLOSE_REASONS.sttUnavailable,
    });
    const errors = client.messages.filter((message) => message.type === "error");
    expect(errors).toEqual([
      expect.objectContaining({ code: "SERVER_ERROR", message: MESSAGES.voiceUnavailable }),
    ]);
    expect(client.messages.some((message) => message.type === "session_ready")).toBe(false);
  });
});

describe("voice with a speech recognizer", () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await getTestInstance("sqlite");
  });
  afterAll(() => t.close());

  it("reports voice as available", async () => {
    const user = await t.signUp();
    const status = await t.request("GET", "/api/v1/voice/status", undefined, user.token);
    expect(status.body).toEqual({ available: true, message: null });
  });
});
