import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addMessage } from "../../../../../src/server/services/messages/messages.service";
import type { ChatMessage } from "../../../../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

interface Page {
  messages: ChatMessage[];
  next_cursor: string | null;
}

describe.each(DIALECTS)("messages over REST and tRPC (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const newSession = async (user: TestUser = ann, title = "Chat") =>
    (await t.trpc(user.token).sessions.create.mutate({ title })).id;

  /** Adds messages one after another, alternating user and assistant; answers their ids in order. */
  async function addMany(sessionId: string, count: number, prefix = "message") {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const role = i % 2 === 0 ? "user" : "assistant";
      ids.push(
        (await addMessage(t.db, { userId: ann.id, sessionId, role, content: `${prefix} ${i}` })).id,
      );
    }
    return ids;
  }

  async function list(sessionId: string, query: Record<string, string> = {}, token = ann.token) {
    const search = new URLSearchParams(query).toString();
    const path = `/api/v1/sessions/${sessionId}/messages${search ? `?${search}` : ""}`;
    return t.request("GET", path, undefined, token);
  }

  /** Pages back from the newest message with `limit`, answering every id oldest first. */
  async function pageThrough(sessionId: string, limit: number) {
    let seen: string[] = [];
    let before: string | undefined;
    let pages = 0;
    do {
      const response = await list(sessionId, {
        limit: String(limit),
        ...(before ? { before } : {}),
      });
      expect(response.status).toBe(200);
      const page = response.body as Page;
      expect(page.messages.length).toBeLessThanOrEqual(limit);
      if (page.next_cursor) expect(page.messages).toHaveLength(limit);
      const ids = page.messages.map((m) => m.id);
      const times = page.messages.map((m) => Date.parse(m.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      seen = [...ids, ...seen];
      before = page.next_cursor ?? undefined;
      pages += 1;
    } while (before);
    return { seen, pages };
  }

  it("answers an empty list for a new session", async () => {
    const id = await newSession();
    const response = await list(id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ messages: [], next_cursor: null });
    expect((await list(id, { limit: "5" })).body).toEqual({ messages: [], next_cursor: null });
  });

  it("answers messages oldest first, each with id, role, content, status and created_at", async () => {
    const id = await newSession();
    const first = await addMessage(t.db, {
      userId: ann.id,
      sessionId: id,
      role: "user",
      content: "Hello there",
    });
    const second = await addMessage(t.db, {
      userId: ann.id,
      sessionId: id,
      role: "assistant",
      content: "Hi! Ça va? 👋\nLine two",
    });
    const response = await list(id);
    expect(response.status).toBe(200);
    expect(response.body.next_cursor).toBeNull();
    expect(response.body.messages).toEqual([
      {
        id: first.id,
        session_id: id,
        role: "user",
        content: "Hello there",
        status: "complete",
        created_at: first.created_at,
      },
      {
        id: second.id,
        session_id: id,
        role: "assistant",
        content: "Hi! Ça va? 👋\nLine two",
        status: "complete",
        created_at: second.created_at,
      },
    ]);
    for (const message of response.body.messages as ChatMessage[]) {
      expect(new Date(message.created_at).toISOString()).toBe(message.created_at);
    }
  });

  it("keeps insertion order for messages made in the same millisecond", async () => {
    const id = await newSession();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());
    const sequential = await addMany(id, 40, "same ms");
    // Started together: each takes its time and id when called, before any insert runs.
    const concurrent = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        addMessage(t.db, {
          userId: ann.id,
          sessionId: id,
          role: "assistant",
          content: `burst ${i}`,
        }),
      ),
    );
    vi.useRealTimers();
    const expected = [...sequential, ...concurrent.map((m) => m.id)];
    const response = await list(id);
    const messages = response.body.messages as ChatMessage[];
    expect(new Set(messages.map((m) => m.created_at)).size).toBe(1);
    expect(messages.map((m) => m.id)).toEqual(expected);
    expect(messages.slice(40).map((m) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `burst ${i}`),
    );
    // Paging splits the same millisecond across pages without losing or repeating one.
    for (const limit of [1, 3, 7, 60, 61]) {
      expect((await pageThrough(id, limit)).seen).toEqual(expected);
    }
  });

  it("answers the newest N oldest first with a cursor that pages back through all of them", async () => {
    const id = await newSession();
    const ids = await addMany(id, 10);
    const newest = await list(id, { limit: "4" });
    expect(newest.status).toBe(200);
    expect(newest.body.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(6));
    expect(typeof newest.body.next_cursor).toBe("string");
    const older = await list(id, { limit: "4", before: newest.body.next_cursor });
    expect(older.body.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(2, 6));
    const oldest = await list(id, { limit: "4", before: older.body.next_cursor });
    expect(oldest.body.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(0, 2));
    expect(oldest.body.next_cursor).toBeNull();
    // A cursor alone answers everything before it.
    const rest = await list(id, { before: newest.body.next_cursor });
    expect(rest.body).toMatchObject({ next_cursor: null });
    expect(rest.body.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(0, 6));
  });

  it("answers no cursor when the limit reaches the oldest message", async () => {
    const id = await newSession();
    const ids = await addMany(id, 5);
    for (const limit of ["5", "6", "200"]) {
      const response = await list(id, { limit });
      expect(response.body.messages.map((m: ChatMessage) => m.id)).toEqual(ids);
      expect(response.body.next_cursor).toBeNull();
    }
    const four = await list(id, { limit: "4" });
    expect(four.body.next_cursor).not.toBeNull();
  });

  it("pages a session of 1,000 messages without loss or duplicates", async () => {
    const id = await newSession(ann, "Long chat");
    const ids: string[] = [];
    // In batches started together, so many share a millisecond.
    for (let batch = 0; batch < 20; batch++) {
      const added = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          addMessage(t.db, {
            userId: ann.id,
            sessionId: id,
            role: i % 2 === 0 ? "user" : "assistant",
            content: `#${batch * 50 + i}`,
          }),
        ),
      );
      ids.push(...added.map((m) => m.id));
    }
    const all = await list(id);
    expect(all.body.messages).toHaveLength(1000);
    expect(all.body.messages.map((m: ChatMessage) => m.id)).toEqual(ids);
    expect(all.body.messages.map((m: ChatMessage) => m.content)).toEqual(
      Array.from({ length: 1000 }, (_, i) => `#${i}`),
    );
    const byMax = await pageThrough(id, 200);
    expect(byMax).toEqual({ seen: ids, pages: 5 });
    const byOdd = await pageThrough(id, 37);
    expect(byOdd.seen).toEqual(ids);
    expect(byOdd.pages).toBe(Math.ceil(1000 / 37));
    expect(new Set(byOdd.seen).size).toBe(1000);
  });

  it("keeps each session's messages to itself", async () => {
    const a = await newSession();
    const b = await newSession();
    const aIds = await addMany(a, 3, "in a");
    const bIds = await addMany(b, 2, "in b");
    expect((await list(a)).body.messages.map((m: ChatMessage) => m.id)).toEqual(aIds);
    expect((await list(b)).body.messages.map((m: ChatMessage) => m.id)).toEqual(bIds);
  });

  it("moves a session to the top of the list when a message is added", async () => {
    const older = await newSession(bob, "Older");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await newSession(bob, "Newer");
    const before = await t.trpc(bob.token).sessions.list.query();
    expect(before.sessions.map((s) => s.id).slice(0, 2)).toEqual([newer, older]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const message = await addMessage(t.db, {
      userId: bob.id,
      sessionId: older,
      role: "user",
      content: "Back",
    });
    const after = await t.trpc(bob.token).sessions.list.query();
    expect(after.sessions.map((s) => s.id).slice(0, 2)).toEqual([older, newer]);
    expect(after.sessions[0]?.updated_at).toBe(message.created_at);
  });

  it("answers 404 'Session not found' for another user's session or an unknown one", async () => {
    const id = await newSession(ann, "Private");
    await addMany(id, 2, "secret");
    for (const [sessionId, token] of [
      [id, bob.token],
      ["no-such-session", ann.token],
    ] as const) {
      for (const query of [{}, { limit: "1" }] as Record<string, string>[]) {
        const response = await list(sessionId, query, token);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({
          detail: "Session not found",
          message: "Session not found",
        });
        expect(response.text).not.toContain("secret");
      }
    }
    await expect(t.trpc(bob.token).messages.list.query({ id })).rejects.toMatchObject({
      message: "Session not found",
      data: { code: "NOT_FOUND" },
    });
  });

  it("answers 404 once the session is deleted, and its messages are gone", async () => {
    const id = await newSession();
    await addMany(id, 3);
    await t.trpc(ann.token).sessions.delete.mutate({ id });
    expect((await list(id)).status).toBe(404);
    const rows = await t.db
      .selectFrom("messages")
      .select("id")
      .where("session_id", "=", id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses a bad limit or cursor with 400", async () => {
    const id = await newSession();
    await addMany(id, 2);
    for (const limit of ["0", "201", "-1", "2.5", "abc"]) {
      const response = await list(id, { limit });
      expect(response.status, limit).toBe(400);
      expect(response.body.detail).toBe("limit must be a whole number from 1 to 200");
    }
    for (const before of ["garbage", Buffer.from("not-a-date|x").toString("base64url")]) {
      const response = await list(id, { limit: "1", before });
      expect(response.status).toBe(400);
      expect(response.body.detail).toBe("Invalid cursor");
    }
  });

  it("needs a token", async () => {
    const id = await newSession();
    const response = await t.request("GET", `/api/v1/sessions/${id}/messages`);
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe("Authentication required");
    await expect(t.trpc().messages.list.query({ id })).rejects.toMatchObject({
      data: { code: "UNAUTHORIZED" },
    });
  });

  it("lists and pages over tRPC too", async () => {
    const id = await newSession();
    const ids = await addMany(id, 9);
    const client = t.trpc(ann.token);
    const all = await client.messages.list.query({ id });
    expect(all.messages.map((m) => m.id)).toEqual(ids);
    expect(all.next_cursor).toBeNull();
    let seen: string[] = [];
    let before: string | undefined;
    do {
      const page = await client.messages.list.query({ id, limit: 2, before });
      seen = [...page.messages.map((m) => m.id), ...seen];
      before = page.next_cursor ?? undefined;
    } while (before);
    expect(seen).toEqual(ids);
    await expect(client.messages.list.query({ id, limit: 0 })).rejects.toMatchObject({
      data: { code: "BAD_REQUEST" },
    });
  });
});
