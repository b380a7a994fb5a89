import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

describe.each(DIALECTS)("sessions over REST and tRPC (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(() => t.close());

  it("creates a session titled 'New Chat' and lists it first", async () => {
    const created = await t.request("POST", "/api/v1/sessions", {}, ann.token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: "New Chat" });
    expect(created.body.session_id).toBe(created.body.id);
    const second = await t.trpc(ann.token).sessions.create.mutate({ title: "Second" });
    const list = await t.request("GET", "/api/v1/sessions", undefined, ann.token);
    expect(list.body.sessions.map((s: { id: string }) => s.id)).toEqual([
      second.id,
      created.body.id,
    ]);
  });

  it("renames with the trimmed title and answers title and updated_at", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({});
    const renamed = await t.request(
      "PUT",
      `/api/v1/sessions/${id}/title`,
      { title: "  Plans " },
      ann.token,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ title: "Plans", session_id: id });
    expect(Date.parse(renamed.body.updated_at)).not.toBeNaN();
    const viaTrpc = await t.trpc(ann.token).sessions.rename.mutate({ id, title: "Again" });
    expect(viaTrpc.title).toBe("Again");
  });

  it("enforces the title rules at their edges", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({});
    const ok = await t.request(
      "PUT",
      `/api/v1/sessions/${id}/title`,
      { title: "x".repeat(100) },
      ann.token,
    );
    expect(ok.status).toBe(200);
    const tooLong = await t.request(
      "PUT",
      `/api/v1/sessions/${id}/title`,
      { title: "x".repeat(101) },
      ann.token,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe("title: Title must not exceed 100 characters");
    expect(tooLong.body.message).toBe("Title must not exceed 100 characters");
    const blank = await t.request(
      "PUT",
      `/api/v1/sessions/${id}/title`,
      { title: "   " },
      ann.token,
    );
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      detail: "title: Please enter a session name",
      message: "Please enter a session name",
    });
    const wrongType = await t.request(
      "PUT",
      `/api/v1/sessions/${id}/title`,
      { title: 42 },
      ann.token,
    );
    expect(wrongType.status).toBe(400);
    const malformed = await t.request(
      "PUT",
      `/api/v1/sessions/${id}/title`,
      '{"title":',
      ann.token,
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe("Request body is not valid JSON");
  });

  it("deletes a session and its messages", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({});
    const removed = await t.request("DELETE", `/api/v1/sessions/${id}`, undefined, ann.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, session_id: id });
    const again = await t.request("DELETE", `/api/v1/sessions/${id}`, undefined, ann.token);
    expect(again.status).toBe(404);
    await expect(t.trpc(ann.token).sessions.delete.mutate({ id })).rejects.toMatchObject({
      data: { code: "NOT_FOUND" },
    });
  });

  it("keeps one user's sessions from another, by every path", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Private" });
    const bobList = await t.request("GET", "/api/v1/sessions", undefined, bob.token);
    expect(bobList.body.sessions.map((s: { id: string }) => s.id)).not.toContain(id);
    const attempts = [
      t.request("PUT", `/api/v1/sessions/${id}/title`, { title: "Mine" }, bob.token),
      t.request("DELETE", `/api/v1/sessions/${id}`, undefined, bob.token),
      t.request("GET", `/api/v1/sessions/${id}/messages`, undefined, bob.token),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(404);
      expect(attempt.body.detail).toBe("Session not found");
    }
    const client = t.trpc(bob.token);
    await expect(client.sessions.rename.mutate({ id, title: "Mine" })).rejects.toMatchObject({
      data: { code: "NOT_FOUND" },
    });
    await expect(client.messages.list.query({ id })).rejects.toMatchObject({
      data: { code: "NOT_FOUND" },
    });
    const annList = await t.trpc(ann.token).sessions.list.query();
    expect(annList.sessions.find((s) => s.id === id)?.title).toBe("Private");
  });

  it("refuses every call without a token with 401 'Authentication required'", async () => {
    const calls = [
      t.request("GET", "/api/v1/sessions"),
      t.request("POST", "/api/v1/sessions", {}),
      t.request("PUT", "/api/v1/sessions/x/title", { title: "a" }),
      t.request("DELETE", "/api/v1/sessions/x"),
      t.request("GET", "/api/v1/sessions/x/messages"),
      t.request("GET", "/api/v1/profile"),
      t.request("PUT", "/api/v1/profile", { first_name: "A" }),
      t.request("DELETE", "/api/v1/profile"),
      t.request("GET", "/api/v1/profile/voice-preference"),
      t.request("PUT", "/api/v1/profile/voice-preference", { voice_id: "en-US-Neural2-F" }),
      t.request("GET", "/api/v1/profile/voice-preference/available-voices"),
      t.request("GET", "/api/v1/sessions", undefined, "not-a-real-token"),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({
        detail: "Authentication required",
        message: "Authentication required",
      });
    }
    await expect(t.trpc().sessions.list.query()).rejects.toMatchObject({
      message: "Authentication required",
      data: { code: "UNAUTHORIZED" },
    });
  });

  it("pages through sessions with limit and before", async () => {
    const carol = await t.signUp();
    const client = t.trpc(carol.token);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await client.sessions.create.mutate({ title: `S${i}` })).id);
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const query = new URLSearchParams({ limit: "3", ...(before ? { before } : {}) });
      const page = await t.request("GET", `/api/v1/sessions?${query}`, undefined, carol.token);
      expect(page.status).toBe(200);
      expect(page.body.sessions.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.sessions.map((s: { id: string }) => s.id));
      before = page.body.next_cursor ?? undefined;
    } while (before);
    expect(seen).toEqual([...ids].reverse());
    const bad = await t.request("GET", "/api/v1/sessions?limit=0", undefined, carol.token);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("limit must be a whole number from 1 to 200");
    const badCursor = await t.request(
      "GET",
      "/api/v1/sessions?before=garbage",
      undefined,
      carol.token,
    );
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.detail).toBe("Invalid cursor");
  });

  it("answers each REST call exactly once", () => {
    const doubled = t.logLines.filter((line) => /already sent|ERR_HTTP_HEADERS_SENT/.test(line));
    expect(doubled).toEqual([]);
    expect(t.logLines.some((line) => line.includes('"url":"/api/v1/sessions'))).toBe(true);
  });
});
