/**
 * The one voice pipeline without a room or a socket, driven through the
 * agents framework's own testing support (text in, events out), on the same
 * database and providers the server uses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVoicePipeline, VOICE_INSTRUCTIONS } from "../../../../src/server/voice/agent";
import { MESSAGES } from "../../../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../helpers/test-instance";

describe.each(DIALECTS)("voice pipeline on %s", (dialect) => {
  let t: TestInstance;
  let user: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    user = await t.signUp();
  });
  afterAll(() => t.close());

  async function pipelineFor(sessionId: string) {
    return createVoicePipeline({
      db: t.db,
      userId: user.id,
      sessionId,
      providers: t.services.ai,
      logger: t.services.logger,
    });
  }

  async function storedMessages(sessionId: string) {
    const response = await t.request(
      "GET",
      `/api/v1/sessions/${sessionId}/messages`,
      undefined,
      user.token,
    );
    return response.body.messages as { role: string; content: string }[];
  }

  it("answers a spoken request briefly, stores the reply and names the session", async () => {
    const created = await t.request(
      "POST",
      "/api/v1/sessions",
      { title: MESSAGES.defaultSessionTitle },
      user.token,
    );
    const sessionId = created.body.session_id as string;
    const { session, agent } = await pipelineFor(sessionId);
    await session.start({ agent });

    const result = await session.run({
      userInput: "Make this more formal: hey can you send me the report asap",
    });
    await result.wait();
    const reply =
      result.expect.nextEvent().isMessage({ role: "assistant" }).event().item.textContent ?? "";
    expect(reply).toMatch(/report/i);
    expect(reply).not.toMatch(/hey/i);
    await session.close();
    await agent.stored();

    const stored = await storedMessages(sessionId);
    expect(stored.at(-1)).toEqual(
      expect.objectContaining({ role: "assistant", content: reply.trim() }),
    );
    const sessions = await t.request("GET", "/api/v1/sessions", undefined, user.token);
    const title = sessions.body.sessions.find(
      (s: { session_id: string }) => s.session_id === sessionId,
    )?.title;
    expect(title).not.toBe(MESSAGES.defaultSessionTitle);
  });

  it("continues the session's conversation and speaks in short sentences", async () => {
    const created = await t.request("POST", "/api/v1/sessions", { title: "Earlier" }, user.token);
    const sessionId = created.body.session_id as string;
    await t.request(
      "POST",
      `/api/v1/sessions/${sessionId}/messages`,
      { message: "hello" },
      user.token,
    );
    const { session, agent } = await pipelineFor(sessionId);
    const history = agent.chatCtx.items.filter((item) => item.type === "message");
    expect(history.map((item) => (item.type === "message" ? item.role : ""))).toEqual(
      expect.arrayContaining(["user", "assistant"]),
    );
    expect(agent.instructions).toBe(VOICE_INSTRUCTIONS);
    await session.start({ agent });
    const result = await session.run({
      userInput: "i think we should moved the meeting to friday",
    });
    await result.wait();
    const reply =
      result.expect.nextEvent().isMessage({ role: "assistant" }).event().item.textContent ?? "";
    expect(reply.split(/(?<=[.!?])\s/).length).toBeLessThanOrEqual(3);
    expect(reply).toMatch(/friday/i);
    await session.close();
  });
});
