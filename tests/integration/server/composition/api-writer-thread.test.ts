/**
 * The API runs the built-in writer in a thread of its own: when that thread
 * dies under a chat's reply or a dictation, the person is told the call
 * failed, in the words any failing model's call gets; the question is kept,
 * and the next call is answered by a new thread.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WRITER_STOPPED } from "../../../../src/server/ai/llm/writer-thread/pool";
import { MESSAGES } from "../../../../src/shared";
import { getTestInstance, type TestInstance, type TestUser } from "../../../helpers/test-instance";

describe("the chat and dictation when the built-in writer's thread dies", () => {
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    t = await getTestInstance("sqlite");
    ann = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (id: string, message: string) =>
    t.request("POST", `/api/v1/sessions/${id}/messages`, { message }, ann.token);

  it("says the reply failed, keeps the question, and answers the next message", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Writer" });
    const { writerThread } = t.services;
    // The thread starts with the first reply and loads for seconds: it is ended while it runs that call.
    const failing = send(id, "thanks for the update i will send the report on friday");
    await expect.poll(() => writerThread.threadId, { timeout: 30_000 }).toBeDefined();
    await writerThread.stop();
    const failed = await failing;
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toBe(`local: the request failed: ${WRITER_STOPPED}`);

    const answered = await send(id, "thanks for the update i will send the report on friday");
    expect(answered.status).toBe(200);
    expect(answered.body.assistant_message).toMatchObject({ status: "complete" });
    const stored = await t.request("GET", `/api/v1/sessions/${id}/messages`, undefined, ann.token);
    expect(stored.body.messages.map((message: { role: string }) => message.role)).toEqual([
      "user",
      "user",
      "assistant",
    ]);
  }, 90_000);

  it("says a dictation failed, and the next dictation is written", async () => {
    const { writerThread } = t.services;
    const dictate = () =>
      t.request(
        "POST",
        "/api/v1/extension/dictate",
        { mode: "write", text: "um tell anna the invoice is paid" },
        ann.token,
      );
    // A thread started again for this call, and ended while it loads.
    await writerThread.stop();
    const failing = dictate();
    await expect.poll(() => writerThread.threadId, { timeout: 30_000 }).toBeDefined();
    await writerThread.stop();
    const failed = await failing;
    expect(failed.status).toBe(500);
    expect(failed.body.detail).toBe(MESSAGES.unexpected);

    const written = await dictate();
    expect(written.status).toBe(200);
    expect(written.body.text).toBe("The invoice is paid.");
  }, 90_000);
});
