/**
 * Turn taking on the voice socket with real speech (Flite, webm/opus as a
 * browser records it, pocketsphinx, the local writing engine): a pause
 * mid-thought does not end the turn, and a backchannel over the agent does
 * not stop it while a real interruption does.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concatPcm, silence, speak } from "../../../../helpers/speech";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";
import { connectVoice, webmSpeech } from "../../../../helpers/voice-client";

type Speech = Awaited<ReturnType<typeof webmSpeech>>;

describe.each(DIALECTS)("voice turns on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;
  let request: Speech;
  let pausedMidThought: Speech;
  let backchannel: Speech;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    user = await t.signUp();
    request = await webmSpeech(
      concatPcm(
        silence(300),
        await speak("please send the report to the client tomorrow"),
        silence(1500),
      ),
    );
    pausedMidThought = await webmSpeech(
      concatPcm(
        silence(300),
        await speak("please send the report to the client and"),
        silence(600),
        await speak("tell them the meeting is moved"),
        silence(1500),
      ),
    );
    backchannel = await webmSpeech(concatPcm(silence(200), await speak("okay"), silence(1200)));
  });
  afterAll(() => t.close());

  async function openSession() {
    const created = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
    const sessionId = created.body.session_id as string;
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    return { client, sessionId };
  }

  async function storedRoles(sessionId: string) {
    const response = await t.request(
      "GET",
      `/api/v1/sessions/${sessionId}/messages`,
      undefined,
      user.token,
    );
    return (response.body.messages as { role: string; content: string; status: string }[]).map(
      ({ role, content, status }) => ({ role, content, status }),
    );
  }

  it("waits through a pause after 'and', answers the whole request once, and drops the reply begun early", async () => {
    const { client, sessionId } = await openSession();
    await client.stream(pausedMidThought.webm, pausedMidThought.durationMs);
    const complete = await client.waitForType("agent_response_complete", { timeoutMs: 60_000 });
    await client.close();

    const stored = await storedRoles(sessionId);
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant"]);
    // Both halves are one turn: the pause after 'and' did not end it.
    expect(stored[0]?.content).toMatch(/client/);
    expect(stored[0]?.content).toMatch(/meeting/);
    expect(stored[1]?.content).toBe(String(complete.full_text).trim());
    expect(client.messages.filter((m) => m.type === "agent_thinking")).toHaveLength(1);
    expect(client.messages.filter((m) => m.type === "agent_response_complete")).toHaveLength(1);
  }, 90_000);

  it("keeps speaking over a backchannel", async () => {
    const { client, sessionId } = await openSession();
    await client.stream(request.webm, request.durationMs, { speed: 2 });
    await client.waitForType("audio_response_stream", { timeoutMs: 30_000 });
    const from = client.messages.length;
    await client.stream(backchannel.webm, backchannel.durationMs);
    const complete = await client.waitForType("agent_response_complete", {
      from,
      timeoutMs: 30_000,
    });
    // Time for a late transcript of the 'okay' to make a turn, if it were taken as one.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await client.close();

    expect(client.messages.slice(from).map((m) => m.type)).not.toContain("agent_interrupt");
    const stored = await storedRoles(sessionId);
    expect(stored).toEqual([
      expect.objectContaining({ role: "user" }),
      { role: "assistant", content: String(complete.full_text).trim(), status: "complete" },
    ]);
  }, 90_000);
});
