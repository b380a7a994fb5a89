/**
 * A voice conversation hears the person's dictionary: what the recognizer
 * nearly heard reaches the transcript, and the stored message, as the term.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concatPcm, silence, speak } from "../../../helpers/speech";
import { DIALECTS, getTestInstance, type TestInstance } from "../../../helpers/test-instance";
import { connectVoice, webmSpeech } from "../../../helpers/voice-client";

describe.each(DIALECTS)("a voice session with a personal dictionary on %s", (dialect) => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await getTestInstance(dialect);
  });
  afterAll(() => t.close());

  it("writes what was heard as the person's terms, in the transcript and the stored message", async () => {
    const user = await t.signUp();
    const saved = await t.request(
      "PUT",
      "/api/v1/dictionary",
      { terms: ["NextMonday"] },
      user.token,
    );
    expect(saved.status).toBe(200);
    const created = await t.request("POST", "/api/v1/sessions", {}, user.token);
    const sessionId: string = created.body.session_id;
    const speech = await webmSpeech(
      concatPcm(silence(300), await speak("the meeting is moved to next monday"), silence(1500)),
    );
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    const final = client.waitForType("transcription_final", { timeoutMs: 60_000 });
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });
    expect((await final).final_text).toContain("NextMonday");
    await client.waitForType("agent_response_complete", { timeoutMs: 60_000 });
    client.send({ type: "session_end", reason: "user_stopped" });
    await client.closed;
    const stored = await t.request(
      "GET",
      `/api/v1/sessions/${sessionId}/messages`,
      undefined,
      user.token,
    );
    const userMessage = stored.body.messages.find(
      (message: { role: string }) => message.role === "user",
    );
    expect(userMessage.content).toContain("NextMonday");
  }, 120_000);
});
