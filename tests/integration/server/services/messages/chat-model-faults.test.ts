import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSTALLATION_HEADER } from "../../../../../src/shared";
import {
  type FakeAiServer,
  openaiModelEnv,
  startFakeAiServer,
} from "../../../../helpers/fake-ai-server";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

/** Short, so a stalled model is given up on within the test. */
const IDLE_MS = 400;

describe.each(DIALECTS)("a model that fails mid-reply (%s)", (dialect) => {
  let fake: FakeAiServer;
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await getTestInstance(
      dialect,
      openaiModelEnv(fake, { LLM_STREAM_IDLE_TIMEOUT_MS: String(IDLE_MS) }),
    );
    ann = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const send = (id: string, message: string) =>
    t.request("POST", `/api/v1/sessions/${id}/messages`, { message }, ann.token);
  const stored = async (id: string) =>
    (await t.request("GET", `/api/v1/sessions/${id}/messages`, undefined, ann.token)).body
      .messages as { role: string; content: string; status: string }[];

  it("times out a model that stops sending mid-reply, keeps the question and moves the queue on", async () => {
    fake.replyOnce({ chunks: ["Half", " a"], hang: true });
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Stall" });
    const stalled = send(id, "Tell me everything");
    const next = send(id, "Still there?");
    const failed = await stalled;
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toBe(
      "openai: the model sent nothing for 0.4 s, so the reply was stopped",
    );
    const answered = await next;
    expect(answered.status).toBe(200);
    expect(answered.body.assistant_message).toMatchObject({
      content: "Hello there, friend.",
      status: "complete",
    });
    expect(await stored(id)).toMatchObject([
      { role: "user", content: "Tell me everything", status: "complete" },
      { role: "assistant", content: "Half a", status: "cut_short" },
      { role: "user", content: "Still there?" },
      { role: "assistant", content: "Hello there, friend.", status: "complete" },
    ]);
  });

  it("times out a model that never starts its reply", async () => {
    fake.replyOnce({ chunks: [], hang: true });
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Silent" });
    const failed = await send(id, "Hello?");
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toContain("sent nothing");
    expect(await stored(id)).toMatchObject([{ role: "user", content: "Hello?" }]);
  });

  it("fails a reply that ends without a finish reason or [DONE], keeping its text as cut short", async () => {
    fake.replyOnce({ chunks: ["The first", " half"], ending: "cut" });
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Cut" });
    const failed = await send(id, "Go on");
    expect(failed.status).toBe(502);
    expect(failed.body.detail).toBe("openai: the reply ended before it was complete");
    expect(await stored(id)).toMatchObject([
      { role: "user", content: "Go on" },
      { role: "assistant", content: "The first half", status: "cut_short" },
    ]);
  });

  it("fails an HTML page sent as an event stream instead of storing 'I received your message!'", async () => {
    fake.reply({ ending: "html" });
    try {
      const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Page" });
      const failed = await send(id, "Hi");
      expect(failed.status).toBe(502);
      expect(failed.body.detail).toBe(
        "openai: the server sent something other than a streamed reply",
      );
      expect(await stored(id)).toMatchObject([{ role: "user", content: "Hi" }]);
    } finally {
      fake.reply();
    }
  });

  it("fails a dictation whose model goes silent, instead of hanging the extension", async () => {
    fake.replyOnce({ chunks: ["Dear"], hang: true });
    const response = await fetch(`${t.baseUrl}/api/v1/extension/dictate`, {
      method: "POST",
      headers: { "content-type": "application/json", [INSTALLATION_HEADER]: randomUUID() },
      body: JSON.stringify({ mode: "reply", text: "thanks for the report" }),
    });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { detail: string };
    expect(body.detail).toContain("the model sent nothing for 0.4 s");
  });

  it("marks a reply the person stopped as cut short", async () => {
    fake.replyOnce({ chunks: ["Part", " one", " and", " more", " more."], delayMs: 150 });
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Stopped" });
    const sending = t.trpc(ann.token).messages.send.mutate({ id, message: "Go" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await t.request("POST", `/api/v1/sessions/${id}/messages/cancel`, {}, ann.token);
    const sent = await sending;
    expect(sent.cancelled).toBe(true);
    expect(sent.assistant_message?.status).toBe("cut_short");
  });
});
