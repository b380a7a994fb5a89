import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMessage } from "../../../../../src/server/services/messages/chat.service";
import { type FakeAiServer, startFakeAiServer } from "../../../../helpers/fake-ai-server";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

/** Reads a tRPC subscription's server-sent events, as a browser's EventSource would. */
async function readStream(
  t: TestInstance,
  token: string,
  input: { id: string; message: string },
  options: { stopAfter?: number } = {},
) {
  const controller = new AbortController();
  const url = `${t.baseUrl}/trpc/messages.stream?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
    signal: controller.signal,
  });
  const events: { type?: string; text?: string; [key: string]: unknown }[] = [];
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        const data = block
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trim())
          .join("\n");
        const kind = block.match(/^event: (.*)$/m)?.[1];
        if (kind === "return") return { status: response.status, events };
        if (kind === "serialized-error") {
          return { status: response.status, events, error: JSON.parse(data) };
        }
        if (!data) continue;
        const parsed = JSON.parse(data);
        if (parsed && typeof parsed === "object" && "type" in parsed) events.push(parsed);
        if (options.stopAfter && events.length >= options.stopAfter) {
          controller.abort();
          return { status: response.status, events };
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { status: response.status, events };
}

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(DIALECTS)("text chat with the built-in writing engine (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(() => t.close());

  it("stores the user message and the reply, and answers assistant_message", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({});
    const sent = await t.request(
      "POST",
      `/api/v1/sessions/${id}/messages`,
      { message: "  clean up: um so i think we we should meet on friday  " },
      ann.token,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.user_message).toMatchObject({ role: "user", session_id: id });
    expect(sent.body.user_message.content).toBe(
      "clean up: um so i think we we should meet on friday",
    );
    expect(sent.body.assistant_message).toMatchObject({ role: "assistant", session_id: id });
    expect(sent.body.assistant_message.content).toMatch(
      /^So I think we should meet on Friday[.!]?$/,
    );
    const listed = await t.request("GET", `/api/v1/sessions/${id}/messages`, undefined, ann.token);
    expect(listed.body.messages.map((m: { role: string }) => m.role)).toEqual([
      "user",
      "assistant",
    ]);
  });

  it("names a new session after its first reply, and never renames a titled one", async () => {
    const client = t.trpc(ann.token);
    const fresh = await client.sessions.create.mutate({});
    const first = await client.messages.send.mutate({
      id: fresh.id,
      message: "Help me write a thank-you note to my manager",
    });
    expect(first.title).toBeTruthy();
    expect(first.title?.length).toBeLessThanOrEqual(100);
    const sessions = await client.sessions.list.query();
    expect(sessions.sessions.find((s) => s.id === fresh.id)?.title).toBe(first.title);
    const second = await client.messages.send.mutate({ id: fresh.id, message: "hello again" });
    expect(second.title).toBeNull();

    const named = await client.sessions.create.mutate({ title: "My own title" });
    const reply = await client.messages.send.mutate({ id: named.id, message: "hello" });
    expect(reply.title).toBeNull();
    const after = await client.sessions.list.query();
    expect(after.sessions.find((s) => s.id === named.id)?.title).toBe("My own title");
  });

  it("refuses empty and overlong messages with the shared messages, storing nothing", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({});
    const empty = await t.request(
      "POST",
      `/api/v1/sessions/${id}/messages`,
      { message: "   " },
      ann.token,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe("message: Please enter a message");
    const long = await t.request(
      "POST",
      `/api/v1/sessions/${id}/messages`,
      { message: "x".repeat(10_001) },
      ann.token,
    );
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe("message: Message must not exceed 10000 characters");
    const listed = await t.request("GET", `/api/v1/sessions/${id}/messages`, undefined, ann.token);
    expect(listed.body.messages).toEqual([]);
  });

  it("keeps other users' sessions unreachable", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({});
    const sent = await t.request(
      "POST",
      `/api/v1/sessions/${id}/messages`,
      { message: "hi" },
      bob.token,
    );
    expect(sent.status).toBe(404);
    const streamed = await readStream(t, bob.token, { id, message: "hi" });
    expect(streamed.error).toBeDefined();
    const cancel = await t.request("POST", `/api/v1/sessions/${id}/messages/cancel`, {}, bob.token);
    expect(cancel.status).toBe(404);
    const listed = await t.request("GET", `/api/v1/sessions/${id}/messages`, undefined, ann.token);
    expect(listed.body.messages).toEqual([]);
  });

  it("streams the reply over server-sent events, then the stored message", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({});
    const { status, events } = await readStream(t, ann.token, {
      id,
      message: "make this more formal: hey, gonna send the report asap",
    });
    expect(status).toBe(200);
    expect(events[0]?.type).toBe("user_message");
    const deltas = events.filter((event) => event.type === "delta");
    expect(deltas.length).toBeGreaterThan(2);
    const done = events.at(-1) as { type: string; assistant_message: { content: string } };
    expect(done.type).toBe("done");
    expect(deltas.map((event) => event.text).join("")).toBe(done.assistant_message.content);
    expect(done.assistant_message.content).toContain("going to send the report");
    expect(done.assistant_message.content).not.toMatch(/gonna|asap|hey/i);
  });
});

describe.each(DIALECTS)("text chat with a model server (%s)", (dialect) => {
  let fake: FakeAiServer;
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    fake = await startFakeAiServer();
    t = await getTestInstance(dialect, {
      LLM_PROVIDER: "openai",
      OPENAI_BASE_URL: fake.openaiBaseUrl,
      OPENAI_MODEL: "test-model",
    });
    ann = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("sends the session's history to the model and stores its reply", async () => {
    fake.reply({ chunks: ["Sure", ", here", " it is."] });
    const client = t.trpc(ann.token);
    const { id } = await client.sessions.create.mutate({ title: "History" });
    await client.messages.send.mutate({ id, message: "First question" });
    const second = await client.messages.send.mutate({ id, message: "Second question" });
    expect(second.assistant_message?.content).toBe("Sure, here it is.");
    const request = fake.requests.at(-1)?.body as {
      model: string;
      messages: { role: string; content: unknown }[];
    };
    expect(request.model).toBe("test-model");
    const roles = request.messages.map((message) => message.role);
    expect(roles).toEqual(["system", "user", "assistant", "user"]);
  });

  it("falls back to 'I received your message!' when the model answers nothing", async () => {
    fake.replyOnce({ chunks: [] });
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Empty" });
    const sent = await t.trpc(ann.token).messages.send.mutate({ id, message: "Anything?" });
    expect(sent.assistant_message?.content).toBe("I received your message!");
  });

  it("keeps the user message and names the provider when the model fails", async () => {
    fake.replyOnce({ status: 401, errorMessage: "bad key" });
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Failing" });
    const sent = await t.request(
      "POST",
      `/api/v1/sessions/${id}/messages`,
      { message: "Hello?" },
      ann.token,
    );
    expect(sent.status).toBe(502);
    expect(sent.body.detail).toMatch(/^openai: /);
    expect(sent.body.detail).toContain("401");
    const listed = await t.request("GET", `/api/v1/sessions/${id}/messages`, undefined, ann.token);
    expect(listed.body.messages.map((m: { content: string }) => m.content)).toEqual(["Hello?"]);
  });

  it("stores the whole reply when the reader leaves mid-stream", async () => {
    fake.replyOnce({ chunks: ["One", " two", " three", " four", " five."], delayMs: 60 });
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Leaving" });
    const partial = await readStream(t, ann.token, { id, message: "Count" }, { stopAfter: 2 });
    expect(partial.events.some((event) => event.type === "delta")).toBe(true);
    const reply = await waitFor(async () => {
      const listed = await t.request(
        "GET",
        `/api/v1/sessions/${id}/messages`,
        undefined,
        ann.token,
      );
      return listed.body.messages.find((m: { role: string }) => m.role === "assistant");
    });
    expect(reply.content).toBe("One two three four five.");
  });

  it("cancels a reply being written and keeps what was written so far", async () => {
    fake.replyOnce({ chunks: ["Part", " one", " and", " more", " more", " more."], delayMs: 150 });
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Cancel" });
    const sending = t.trpc(ann.token).messages.send.mutate({ id, message: "Go" });
    await waitFor(async () => (fake.requests.at(-1)?.completed === false ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 350));
    const cancel = await t.request("POST", `/api/v1/sessions/${id}/messages/cancel`, {}, ann.token);
    expect(cancel.body).toEqual({ cancelled: true });
    const sent = await sending;
    expect(sent.cancelled).toBe(true);
    expect(sent.assistant_message?.content.startsWith("Part")).toBe(true);
    expect(sent.assistant_message?.content).not.toBe("Part one and more more more.");
  });

  it("answers concurrent sends to one session one at a time, in the order they arrived", async () => {
    fake.reply({ chunks: ["ok"], delayMs: 30 });
    const client = t.trpc(ann.token);
    const { id } = await client.sessions.create.mutate({ title: "Order" });
    await Promise.all(
      ["first", "second", "third"].map((message) => client.messages.send.mutate({ id, message })),
    );
    const listed = await client.messages.list.query({ id });
    const roles = listed.messages.map((m) => m.role);
    expect(roles).toEqual(["user", "assistant", "user", "assistant", "user", "assistant"]);
    const asked = listed.messages.filter((m) => m.role === "user").map((m) => m.content);
    expect([...asked].sort()).toEqual(["first", "second", "third"]);
  });

  it("queues sends made together in the order they were made", async () => {
    fake.reply({ chunks: ["ok"], delayMs: 20 });
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Service order" });
    const deps = { db: t.db, llm: t.services.ai.llm, logger: t.services.logger };
    await Promise.all(
      ["one", "two", "three"].map((message) => sendMessage(deps, ann.id, id, message)),
    );
    const listed = await t.trpc(ann.token).messages.list.query({ id });
    expect(listed.messages.map((m) => `${m.role}:${m.content}`)).toEqual([
      "user:one",
      "assistant:ok",
      "user:two",
      "assistant:ok",
      "user:three",
      "assistant:ok",
    ]);
  });
});
