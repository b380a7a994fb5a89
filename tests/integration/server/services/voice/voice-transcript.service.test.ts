/**
 * A voice conversation's first reply names its 'New Chat' session, and the
 * name is stored by the time the socket says the reply is complete: a client
 * that re-reads the session list then (spec: once, after the first agent
 * response) finds the new title.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concatPcm, silence, speak } from "../../../../helpers/speech";
import { DIALECTS, getTestInstance, type TestInstance } from "../../../../helpers/test-instance";
import { connectVoice, webmSpeech } from "../../../../helpers/voice-client";

describe.each(DIALECTS)("a voice session's title on %s", (dialect) => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await getTestInstance(dialect);
  });
  afterAll(() => t.close());

  it("is stored before agent_response_complete is sent", async () => {
    const user = await t.signUp();
    const created = await t.request("POST", "/api/v1/sessions", { title: "New Chat" }, user.token);
    const sessionId: string = created.body.session_id;
    const speech = await webmSpeech(
      concatPcm(silence(300), await speak("please send the report to the client"), silence(1500)),
    );
    const client = await connectVoice(t.baseUrl, { token: user.token, session_id: sessionId });
    await client.start();
    // Read the title the moment the completion arrives, as the browser does.
    let titleAtComplete: Promise<string | undefined> | undefined;
    const completed = client.waitForType("agent_response_complete", { timeoutMs: 60_000 });
    void completed.then(() => {
      titleAtComplete = t.db
        .selectFrom("chat_sessions")
        .select("title")
        .where("id", "=", sessionId)
        .executeTakeFirst()
        .then((row) => row?.title);
    });
    await client.stream(speech.webm, speech.durationMs, { speed: 2 });
    await completed;
    expect(await titleAtComplete).not.toBe("New Chat");
    expect(await titleAtComplete).toMatch(/\w/);
    client.send({ type: "session_end", reason: "user_stopped" });
    await client.closed;
  }, 90_000);
});
