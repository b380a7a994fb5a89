/**
 * The voice socket when the model fails: the real pipeline (pocketsphinx,
 * Flite) with an OpenAI-compatible fake that errors, drops or stalls.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeAiServer,
  openaiModelEnv,
  startFakeAiServer,
} from "../../../helpers/fake-ai-server";
import { concatPcm, silence, speak } from "../../../helpers/speech";
import { getTestInstance, type TestInstance, type TestUser } from "../../../helpers/test-instance";
import { connectVoice, type VoiceClient, webmSpeech } from "../../../helpers/voice-client";

const IDLE_MS = 1_500;

describe("voice socket with a failing model", () => {
  let fake: FakeAiServer;
  let t: TestInstance;
  let user: TestUser;
  let speech: { webm: Buffer; durationMs: number };

  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await getTestInstance(
      "sqlite",
      openaiModelEnv(fake, { LLM_STREAM_IDLE_TIMEOUT_MS: String(IDLE_MS) }),
    );
    user = await t.signUp();
    speech = await webmSpeech(
      concatPcm(silence(300), await speak("please send the report tomorrow"), silence(1500)),
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function open() {
    const session = await t.request("POST", "/api/v1/sessions", { title: "Voice" }, user.token);
    const client = await connectVoice(t.baseUrl, {
      token: user.token,
      session_id: session.body.session_id,
    });
    await client.start();
    return client;
  }

  /** One spoken turn; resolves with the messages it brought once the turn failed or was answered. */
  async function turn(client: VoiceClient) {
    const from = client.messages.length;
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });
    await client.waitForType("agent_thinking", { from, timeoutMs: 30_000 });
    await client.waitFor(
      (message) => message.type === "error" || message.type === "agent_response_complete",
      { from, timeoutMs: 30_000 },
    );
    // Anything the same failure would still send comes within this pause.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return client.messages.slice(from);
  }

  async function expectNextTurnAnswered(client: VoiceClient) {
    fake.reply();
    const next = await turn(client);
    expect(next.filter((message) => message.type === "error")).toEqual([]);
    expect(next.find((message) => message.type === "agent_response_complete")).toMatchObject({
      full_text: "Hello there, friend.",
    });
  }

  it("tells one SERVER_ERROR in words for a model answering 500, then answers the next turn", async () => {
    const client = await open();
    fake.reply({ status: 500, errorMessage: "boom" });
    const failed = await turn(client);
    const errors = failed.filter((message) => message.type === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: "SERVER_ERROR",
      message:
        "The assistant's reply failed (openai: the service answered with an error (500)). Please try again.",
    });
    await expectNextTurnAnswered(client);
    await client.close();
  }, 120_000);

  it("tells one error for a stream that drops mid-reply", async () => {
    const client = await open();
    fake.reply({ chunks: ["Half", " of it"], ending: "cut" });
    const failed = await turn(client);
    const errors = failed.filter((message) => message.type === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain("the reply ended before it was complete");
    // Spoken as far as it got, and never passed off as whole. Its completion is sent once it is
    // stored, after it has been played out: on a busy machine that can be after the pause above.
    const complete = await client.waitFor(
      (message) => message.type === "agent_response_complete" && message.full_text === "Half of it",
      { timeoutMs: 30_000 },
    );
    expect(complete).toMatchObject({ full_text: "Half of it", cut_short: true });
    const stored = await t.request(
      "GET",
      `/api/v1/sessions/${failed[0]?.session_id}/messages`,
      undefined,
      user.token,
    );
    expect(stored.body.messages.at(-1)).toMatchObject({
      role: "assistant",
      content: "Half of it",
      status: "cut_short",
    });
    await expectNextTurnAnswered(client);
    await client.close();
  }, 120_000);

  it("times out a model that stalls instead of leaving the person on agent_thinking", async () => {
    const client = await open();
    fake.reply({ chunks: [], hang: true });
    const failed = await turn(client);
    const errors = failed.filter((message) => message.type === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toContain("the model sent nothing for 1.5 s");
    await expectNextTurnAnswered(client);
    await client.close();
  }, 120_000);
});
