/**
 * The session list is answered from memory until something changes it: the
 * next list call after a write, by any path and any process, shows the write;
 * one person's answer never reaches another; memory stays bounded.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../../../../src/server/db";
import { JSON_BODY } from "../../../../../src/server/json-body";
import {
  createSessionListAnnouncer,
  createSessionListCache,
  type SessionList,
  watchSessionLists,
} from "../../../../../src/server/services/sessions/session-list-cache";
import {
  createSession,
  renameSession,
} from "../../../../../src/server/services/sessions/sessions.service";
import type { ChatSession } from "../../../../../src/shared";
import { counting, heldUntilReleased } from "../../../../helpers/counting";
import { type RedisServer, startRedis } from "../../../../helpers/redis-server";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

const silent = pino({ level: "silent" });

function listOf(...titles: string[]): SessionList {
  const at = new Date(0).toISOString();
  return {
    sessions: titles.map((title, i) => ({
      session_id: `s${i}`,
      id: `s${i}`,
      title,
      created_at: at,
      updated_at: at,
    })),
    next_cursor: null,
  };
}

/** A read that counts its calls and answers what it is given. */
const countingRead = (answer: () => SessionList) => counting(answer);

describe("the session list cache", () => {
  it("answers the same user and page from one read, with its JSON body beside it", async () => {
    const cache = createSessionListCache({ logger: silent });
    const read = countingRead(() => listOf("Plans"));
    const first = await cache.answer("ann", { limit: 50 }, read);
    const second = await cache.answer("ann", { limit: 50 }, read);
    expect(second).toBe(first);
    expect(read.calls).toBe(1);
    expect(JSON.parse(second[JSON_BODY].toString())).toEqual(listOf("Plans"));
    // Another page, the whole list, or another cursor is another answer.
    await cache.answer("ann", { limit: 10 }, read);
    await cache.answer("ann", {}, read);
    await cache.answer("ann", { limit: 50, before: "cursor" }, read);
    expect(read.calls).toBe(4);
    await cache.close();
  });

  it("answers callers that miss together from one read, unless the list changed since it began", async () => {
    const cache = createSessionListCache({ logger: silent });
    const read = counting(() => listOf("Old"));
    const together = await Promise.all(
      Array.from({ length: 10 }, () => cache.answer("ann", { limit: 50 }, read)),
    );
    expect(read.calls).toBe(1);
    expect(new Set(together).size).toBe(1);

    const slow = heldUntilReleased(() => listOf("Old"));
    const first = cache.answer("bob", {}, slow.call);
    cache.changed("bob");
    const after = cache.answer("bob", {}, async () => listOf("New"));
    slow.release();
    expect((await first).sessions[0]?.title).toBe("Old");
    expect((await after).sessions[0]?.title).toBe("New");
    await cache.close();
  });

  it("never answers one user with another's list", async () => {
    const cache = createSessionListCache({ logger: silent });
    await cache.answer("ann", { limit: 50 }, async () => listOf("Ann's"));
    const bob = await cache.answer("bob", { limit: 50 }, async () => listOf("Bob's"));
    expect(bob.sessions.map((s) => s.title)).toEqual(["Bob's"]);
    const ann = await cache.answer("ann", { limit: 50 }, async () => listOf("unused"));
    expect(ann.sessions.map((s) => s.title)).toEqual(["Ann's"]);
    await cache.close();
  });

  it("forgets a changed user's answers, and only theirs", async () => {
    const cache = createSessionListCache({ logger: silent });
    const ann = countingRead(() => listOf("Ann's"));
    const bob = countingRead(() => listOf("Bob's"));
    for (const page of [{}, { limit: 50 }]) {
      await cache.answer("ann", page, ann);
      await cache.answer("bob", page, bob);
    }
    cache.changed("ann");
    for (const page of [{}, { limit: 50 }]) {
      await cache.answer("ann", page, ann);
      await cache.answer("bob", page, bob);
    }
    expect(ann.calls).toBe(4);
    expect(bob.calls).toBe(2);
    await cache.close();
  });

  it("does not keep what a read under way found when the list changed meanwhile", async () => {
    const cache = createSessionListCache({ logger: silent });
    const slow = heldUntilReleased(() => listOf("Old"));
    const reading = cache.answer("ann", {}, slow.call);
    cache.changed("ann");
    slow.release();
    expect((await reading).sessions[0]?.title).toBe("Old");
    const fresh = await cache.answer("ann", {}, async () => listOf("New"));
    expect(fresh.sessions[0]?.title).toBe("New");
    await cache.close();
  });

  it("holds at most its entries and bytes, dropping the least recently served", async () => {
    const cache = createSessionListCache({ logger: silent, maxEntries: 2 });
    const reads = ["a", "b", "c"].map(() => countingRead(() => listOf("x")));
    await cache.answer("a", {}, reads[0] as () => Promise<SessionList>);
    await cache.answer("b", {}, reads[1] as () => Promise<SessionList>);
    await cache.answer("a", {}, reads[0] as () => Promise<SessionList>);
    await cache.answer("c", {}, reads[2] as () => Promise<SessionList>);
    // "b" was served longest ago, so it went; "a" and "c" are still kept ("b" is asked last,
    // since keeping it again would push another out).
    for (const i of [2, 0, 1]) {
      const read = reads[i] as () => Promise<SessionList>;
      await cache.answer(["a", "b", "c"][i] as string, {}, read);
    }
    expect(reads.map((read) => read.calls)).toEqual([1, 2, 1]);
    await cache.close();

    const big = listOf(...Array.from({ length: 100 }, (_, i) => `A title of some length ${i}`));
    const bytesOfOne = JSON.stringify(big).length * 3;
    const small = createSessionListCache({ logger: silent, maxBytes: bytesOfOne * 2.5 });
    const read = countingRead(() => big);
    for (const user of ["a", "b", "c", "a"]) await small.answer(user, {}, read);
    expect(read.calls).toBe(4);
    // An answer larger than the whole budget is served but not kept.
    const tiny = createSessionListCache({ logger: silent, maxBytes: 100 });
    const once = countingRead(() => big);
    await tiny.answer("a", {}, once);
    await tiny.answer("a", {}, once);
    expect(once.calls).toBe(2);
    await Promise.all([small.close(), tiny.close()]);
  });

  it("empties when the shared version moves, and serves an answer no longer than its time to live", async () => {
    let version = 1;
    const cache = createSessionListCache({ logger: silent, sharedVersion: () => version });
    const read = countingRead(() => listOf("x"));
    await cache.answer("ann", {}, read);
    await cache.answer("ann", {}, read);
    version = 2;
    await cache.answer("ann", {}, read);
    expect(read.calls).toBe(2);
    await cache.close();

    const short = createSessionListCache({ logger: silent, ttlMs: 50 });
    const timed = countingRead(() => listOf("x"));
    await short.answer("ann", {}, timed);
    await short.answer("ann", {}, timed);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await short.answer("ann", {}, timed);
    expect(timed.calls).toBe(2);
    await short.close();
  });
});

const titles = (sessions: ChatSession[]) => sessions.map((s) => s.title);

describe.each(DIALECTS)("the session list after every write (%s)", (dialect) => {
  let t: TestInstance;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
  });
  afterAll(() => t.close());

  /** The list over REST and over tRPC, the same answer both ways; a page of 50 and the whole list. */
  async function lists(user: TestUser) {
    const rest = await t.request("GET", "/api/v1/sessions?limit=50", undefined, user.token);
    expect(rest.status).toBe(200);
    const trpc = await t.trpc(user.token).sessions.list.query({ limit: 50 });
    expect(trpc).toEqual(rest.body);
    const whole = await t.request("GET", "/api/v1/sessions", undefined, user.token);
    expect(whole.body).toEqual(await t.trpc(user.token).sessions.list.query());
    expect(whole.body.sessions).toEqual(rest.body.sessions);
    return titles(rest.body.sessions);
  }

  it("shows creating, renaming and deleting over REST and tRPC at the next call", async () => {
    const ann = await t.signUp();
    const client = t.trpc(ann.token);
    expect(await lists(ann)).toEqual([]);

    const byRest = await t.request("POST", "/api/v1/sessions", { title: "By REST" }, ann.token);
    expect(await lists(ann)).toEqual(["By REST"]);
    const byTrpc = await client.sessions.create.mutate({ title: "By tRPC" });
    expect(await lists(ann)).toEqual(["By tRPC", "By REST"]);

    await t.request(
      "PUT",
      `/api/v1/sessions/${byRest.body.id}/title`,
      { title: "Renamed" },
      ann.token,
    );
    expect(await lists(ann)).toEqual(["Renamed", "By tRPC"]);
    await client.sessions.rename.mutate({ id: byTrpc.id, title: "Renamed too" });
    expect(await lists(ann)).toEqual(["Renamed too", "Renamed"]);

    await t.request("DELETE", `/api/v1/sessions/${byRest.body.id}`, undefined, ann.token);
    expect(await lists(ann)).toEqual(["Renamed too"]);
    await client.sessions.delete.mutate({ id: byTrpc.id });
    expect(await lists(ann)).toEqual([]);
  });

  it("moves a session up and names it at the next call after a chat message", async () => {
    const ann = await t.signUp();
    const client = t.trpc(ann.token);
    const older = await client.sessions.create.mutate({});
    const newer = await client.sessions.create.mutate({ title: "Newer" });
    expect(await lists(ann)).toEqual(["Newer", "New Chat"]);
    const sent = await t.request(
      "POST",
      `/api/v1/sessions/${older.id}/messages`,
      { message: "Write a thank-you note to my landlord" },
      ann.token,
    );
    expect(sent.status).toBe(200);
    // The reply named the session after the message; the list shows both the move and the name.
    const { sessions } = await client.sessions.list.query({ limit: 50 });
    expect(sessions.map((s) => s.id)).toEqual([older.id, newer.id]);
    expect(sessions[0]?.title).toBe(sent.body.title);
    expect(sent.body.title).not.toBe("New Chat");
  });

  it("answers each person with their own list only, on the same page", async () => {
    const [ann, bob] = [await t.signUp(), await t.signUp()];
    await t.trpc(ann.token).sessions.create.mutate({ title: "Ann's secret" });
    await t.trpc(bob.token).sessions.create.mutate({ title: "Bob's" });
    for (let round = 0; round < 2; round++) {
      expect(await lists(ann)).toEqual(["Ann's secret"]);
      expect(await lists(bob)).toEqual(["Bob's"]);
    }
  });

  it("keeps nothing of a person's lists past a sign-out or their account's deletion", async () => {
    const ann = await t.signUp();
    await t.trpc(ann.token).sessions.create.mutate({ title: "Kept a moment" });
    expect(await lists(ann)).toEqual(["Kept a moment"]);
    const read = countingRead(() => listOf());
    // Lists are kept: a read of our own is not asked for while nothing changed.
    await t.services.sessionLists.answer(ann.id, { limit: 50 }, read);
    expect(read.calls).toBe(0);

    expect((await t.request("POST", "/api/auth/sign-out", {}, ann.token)).status).toBe(200);
    await t.services.sessionLists.answer(ann.id, { limit: 50 }, read);
    expect(read.calls).toBe(1);

    const bob = await t.signUp();
    await t.trpc(bob.token).sessions.create.mutate({ title: "Going" });
    expect(await lists(bob)).toEqual(["Going"]);
    expect((await t.request("DELETE", "/api/v1/profile", undefined, bob.token)).status).toBe(200);
    await t.services.sessionLists.answer(bob.id, { limit: 50 }, read);
    expect(read.calls).toBe(2);
  });
});

describe.each(DIALECTS)("the session list after another process's write (%s)", (dialect) => {
  let redis: RedisServer;
  const dirs: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A server, and a second handle on its database as another process would open it. */
  async function serverAndOtherProcess(env: Record<string, string> = {}) {
    const dir = mkdtempSync(join(tmpdir(), "verba-lists-"));
    dirs.push(dir);
    const t = await getTestInstance(dialect, { SQLITE_PATH: join(dir, "app.db"), ...env });
    const other = createDatabase(t.config.database);
    return {
      t,
      other: other.db,
      async close() {
        await other.db.destroy();
        await t.close();
      },
    };
  }

  /** How long after a write the server's list first showed `title`, polling up to `withinMs`. */
  async function seenAfter(t: TestInstance, user: TestUser, title: string, withinMs: number) {
    const since = Date.now();
    do {
      const { sessions } = await t.trpc(user.token).sessions.list.query({ limit: 50 });
      if (titles(sessions).includes(title)) return Date.now() - since;
      await new Promise((resolve) => setTimeout(resolve, 10));
    } while (Date.now() - since < withinMs);
    return Number.POSITIVE_INFINITY;
  }

  async function primed(t: TestInstance) {
    const ann = await t.signUp();
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Before" });
    expect(titles((await t.trpc(ann.token).sessions.list.query({ limit: 50 })).sessions)).toEqual([
      "Before",
    ]);
    return { ann, id };
  }

  it("shows a write announced through Redis within moments", async () => {
    const { t, other, close } = await serverAndOtherProcess({ REDIS_URL: redis.url });
    try {
      // The LiveKit worker's way: it announces, it keeps no lists.
      const announcer = createSessionListAnnouncer({ logger: silent, redisUrl: redis.url });
      watchSessionLists(other, announcer);
      const { ann, id } = await primed(t);
      await renameSession(other, ann.id, id, "Renamed elsewhere");
      expect(await seenAfter(t, ann, "Renamed elsewhere", 500)).toBeLessThan(500);
      await announcer.close();
    } finally {
      await close();
    }
  });

  it("without Redis, shows another process's write as its rule promises", async () => {
    const { t, other, close } = await serverAndOtherProcess();
    try {
      const { ann } = await primed(t);
      await createSession(other, ann.id, "Made elsewhere");
      if (dialect === "sqlite") {
        // SQLite's data_version moved with the other connection's commit: the very next call.
        const { sessions } = await t.trpc(ann.token).sessions.list.query({ limit: 50 });
        expect(titles(sessions)).toEqual(["Made elsewhere", "Before"]);
      } else {
        // PostgreSQL without Redis: a kept answer lives a second at most.
        expect(await seenAfter(t, ann, "Made elsewhere", 1_500)).toBeLessThanOrEqual(1_100);
      }
    } finally {
      await close();
    }
  });
});
