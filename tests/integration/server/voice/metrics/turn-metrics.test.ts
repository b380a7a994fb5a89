/**
 * The latency of each spoken turn: told on the voice socket as `turn_metrics`
 * and kept with the reply, on the real server with pocketsphinx, the local
 * writing engine and Flite.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { turnMetricsSchema } from "../../../../../src/shared";
import { concatPcm, silence, speak } from "../../../../helpers/speech";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";
import {
  connectVoice,
  newChatSession,
  storedMessages,
  webmSpeech,
} from "../../../../helpers/voice-client";

const PHRASE = "could you check the numbers again";

describe.each(DIALECTS)("turn metrics on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;
  let speech: Awaited<ReturnType<typeof webmSpeech>>;

  beforeAll(async () => {
    [t, speech] = await Promise.all([
      getTestInstance(dialect),
      speak(PHRASE).then((words) => webmSpeech(concatPcm(silence(300), words, silence(1500)))),
    ]);
    user = await t.signUp();
  });
  afterAll(() => t.close());

  it("sends turn_metrics for a spoken reply and stores the same numbers with it", async () => {
    const sessionId = await newChatSession(t, user);
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });

    const sent = await client.waitForType("turn_metrics", { timeoutMs: 60_000 });
    expect(sent.session_id).toBe(sessionId);
    const { type: _type, session_id: _session, timestamp: _at, ...numbers } = sent;
    const metrics = turnMetricsSchema.strict().parse(numbers);
    // Every step of the turn was timed, and they follow one another.
    expect(Object.keys(metrics).sort()).toEqual([
      "end_of_turn_ms",
      "first_audio_ms",
      "first_token_ms",
      "model_asked_ms",
      "transcript_ms",
    ]);
    expect(metrics.first_token_ms).toBeGreaterThanOrEqual(metrics.model_asked_ms ?? Infinity);
    expect(metrics.first_audio_ms).toBeGreaterThanOrEqual(metrics.first_token_ms ?? Infinity);
    // The message is told before the reply is complete, and not for the person's own words.
    await client.waitForType("agent_response", { timeoutMs: 60_000 });
    const order = client.messages.map((m) => m.type);
    expect(order.indexOf("turn_metrics")).toBeLessThan(order.indexOf("agent_response"));
    expect(order.filter((type) => type === "turn_metrics")).toHaveLength(1);

    await client.waitForType("agent_response_complete", { timeoutMs: 60_000 });
    await client.close();
    const stored = await storedMessages(t, user, sessionId);
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(stored[0]).not.toHaveProperty("turn_metrics");
    expect(stored[1]?.turn_metrics).toEqual(metrics);
  }, 120_000);

  it("stores no turn metrics with a typed reply", async () => {
    const sessionId = await newChatSession(t, user);
    const sent = await t.request(
      "POST",
      `/api/v1/sessions/${sessionId}/messages`,
      { message: "make this more polite: send it now" },
      user.token,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.assistant_message).not.toHaveProperty("turn_metrics");
    const stored = await storedMessages(t, user, sessionId);
    expect(stored).toHaveLength(2);
    for (const message of stored) expect(message).not.toHaveProperty("turn_metrics");
  }, 60_000);
});

describe("turn metrics in the API's description", () => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance("sqlite");
  });
  afterAll(() => t.close());

  it("documents turn_metrics as an optional field of a message", async () => {
    const response = await t.request("GET", "/api/v1/openapi.json");
    expect(response.status).toBe(200);
    type Schema = { properties?: Record<string, Schema>; required?: string[]; items?: Schema };
    const document = response.body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const ok = document.paths["/sessions/{id}/messages"]?.get?.responses["200"] as {
      content: { "application/json": { schema: Schema } };
    };
    const message = ok.content["application/json"].schema.properties?.messages?.items;
    expect(message?.required).not.toContain("turn_metrics");
    const metrics = message?.properties?.turn_metrics;
    expect(Object.keys(metrics?.properties ?? {}).sort()).toEqual([
      "end_of_turn_ms",
      "first_audio_ms",
      "first_token_ms",
      "model_asked_ms",
      "transcript_ms",
    ]);
    expect(metrics?.required).toEqual(["first_audio_ms"]);
  });
});
