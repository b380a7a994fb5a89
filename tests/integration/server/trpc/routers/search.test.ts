import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as searchOrder from "../../../../../db/migrations/2026-11-23_05_search-order";
import type { NewMessage } from "../../../../../db/schema";
import { newId } from "../../../../../src/server/ids";
import { addMessage } from "../../../../../src/server/services/messages/messages.service";
import type { SearchHit } from "../../../../../src/shared";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

/** The highlighted parts of a hit, as the web app marks them. */
function marked(hit: SearchHit) {
  return hit.highlights.map(({ start, end }) => hit.snippet.slice(start, end));
}

describe.each(DIALECTS)("search across a person's sessions and messages (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;
  let bob: TestUser;

  async function sessionWith(user: TestUser, title: string, contents: string[]) {
    const session = await t.trpc(user.token).sessions.create.mutate({ title });
    const messages = [];
    for (const [index, content] of contents.entries()) {
      const role = index % 2 === 0 ? "user" : "assistant";
      messages.push(
        await addMessage(t.db, { userId: user.id, sessionId: session.id, role, content }),
      );
    }
    return { session, messages };
  }

  function search(user: TestUser, query: string, extra = "") {
    return t.request(
      "GET",
      `/api/v1/search?q=${encodeURIComponent(query)}${extra}`,
      undefined,
      user.token,
    );
  }

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp();
    bob = await t.signUp();
  });
  afterAll(() => t.close());

  it("finds messages by the start of their words, in any case, newest first, with the words marked", async () => {
    const { session, messages } = await sessionWith(ann, "Quarterly planning", [
      "Please draft an email about the Budget review on Friday.",
      "Here is a draft about the budget: the review is on Friday at ten.",
      "Thanks, and one about the café opening.",
    ]);
    const found = await search(ann, "BUDG revi");
    expect(found.status).toBe(200);
    expect(found.body.results.map((hit: SearchHit) => hit.message_id)).toEqual([
      messages[1]?.id,
      messages[0]?.id,
    ]);
    const [newest] = found.body.results as SearchHit[];
    expect(newest).toMatchObject({
      kind: "message",
      session_id: session.id,
      session_title: "Quarterly planning",
      role: "assistant",
      snippet: "Here is a draft about the budget: the review is on Friday at ten.",
    });
    expect(marked(newest as SearchHit)).toEqual(["budget", "review"]);

    const accents = await search(ann, "CAFÉ");
    expect(accents.body.results.map((hit: SearchHit) => hit.message_id)).toEqual([messages[2]?.id]);
    expect(marked(accents.body.results[0])).toEqual(["café"]);
  });

  it("finds sessions by title, following renames", async () => {
    const { session } = await sessionWith(ann, "Zeppelin itinerary", []);
    const byTitle = await search(ann, "zeppelin");
    expect(byTitle.body.results).toEqual([
      expect.objectContaining({
        kind: "session",
        session_id: session.id,
        message_id: null,
        role: null,
        snippet: "Zeppelin itinerary",
        highlights: [{ start: 0, end: 8 }],
      }),
    ]);
    await t.trpc(ann.token).sessions.rename.mutate({ id: session.id, title: "Airship route" });
    expect((await search(ann, "zeppelin")).body.results).toEqual([]);
    expect(
      (await search(ann, "airship")).body.results.map((hit: SearchHit) => hit.session_id),
    ).toEqual([session.id]);
  });

  it("keeps what chat stores searchable and forgets deleted sessions and their messages", async () => {
    const { id } = await t.trpc(ann.token).sessions.create.mutate({ title: "Kiwi notes" });
    const sent = await t.request(
      "POST",
      `/api/v1/sessions/${id}/messages`,
      { message: "Polish this: kiwifruit harvest starts soon" },
      ann.token,
    );
    expect(sent.status).toBe(200);
    const hits = (await search(ann, "kiwifruit")).body.results as SearchHit[];
    expect(hits.map((hit) => hit.message_id)).toContain(sent.body.user_message.id);

    await t.request("DELETE", `/api/v1/sessions/${id}`, undefined, ann.token);
    expect((await search(ann, "kiwi")).body.results).toEqual([]);
    if (dialect === "sqlite") {
      // The full-text tables still agree with the rows they index.
      for (const table of ["messages_fts", "chat_sessions_fts"]) {
        await sql`insert into ${sql.raw(table)}(${sql.raw(table)}) values ('integrity-check')`.execute(
          t.db,
        );
      }
    }
  });

  it("never answers another person's sessions or messages", async () => {
    await sessionWith(ann, "Saffron recipes", ["The saffron order arrives Tuesday."]);
    const bobs = await sessionWith(bob, "Gardening", ["My saffron crocus bloomed."]);
    const forBob = (await search(bob, "saffron")).body.results as SearchHit[];
    expect(forBob.map((hit) => hit.message_id)).toEqual([bobs.messages[0]?.id]);
    const viaTrpc = await t.trpc(bob.token).search.find.query({ q: "saffron" });
    expect(viaTrpc.results.map((hit) => hit.session_id)).toEqual([bobs.session.id]);
  });

  it("pages through many hits with limit and before, each hit once", async () => {
    const { messages } = await sessionWith(
      ann,
      "Walrus log",
      Array.from({ length: 7 }, (_, i) => `walrus sighting number ${i}`),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(
        ann,
        "walrus sighting",
        `&limit=3${cursor ? `&before=${cursor}` : ""}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.results.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.results.map((hit: SearchHit) => hit.message_id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(messages.map((message) => message.id).reverse());
  });

  it("finds old matches behind thousands of newer messages and pages across them, ties in time included", async () => {
    const carol = await t.signUp();
    const { session } = await sessionWith(carol, "Long diary", []);
    const at = new Date().toISOString();
    // The rare word in the oldest messages and the newest one, with every message
    // written in the same instant: the order and the cursor go by id alone.
    const rows: NewMessage[] = Array.from({ length: 2_500 }, (_, i) => ({
      id: newId(),
      session_id: session.id,
      role: i % 2 === 0 ? "user" : "assistant",
      content: i < 3 || i === 2_499 ? `Entry ${i}: a quokka came by.` : `Entry ${i}: nothing new.`,
      created_at: at,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await t.db
        .insertInto("messages")
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(carol, "quokka", `&limit=2${cursor ? `&before=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.results.map((hit: SearchHit) => hit.message_id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([rows[2_499]?.id, rows[2]?.id, rows[1]?.id, rows[0]?.id]);
    const whole = await search(carol, "quokka", "&limit=10");
    expect(whole.body.results.map((hit: SearchHit) => hit.message_id)).toEqual(seen);
    expect(marked(whole.body.results[3])).toEqual(["quokka"]);
  });

  it("finds what was written before the search rows existed, and follows edited and deleted messages", async () => {
    const fresh = await getTestInstance(dialect);
    try {
      const dave = await fresh.signUp();
      const { id } = await fresh.trpc(dave.token).sessions.create.mutate({ title: "Heron notes" });
      const first = await addMessage(fresh.db, {
        userId: dave.id,
        sessionId: id,
        role: "user",
        content: "heron spotted",
      });
      // Migrations take an untyped handle: they run before the schema they make.
      const untyped = fresh.db as unknown as Kysely<unknown>;
      await searchOrder.down(untyped);
      const second = await addMessage(fresh.db, {
        userId: dave.id,
        sessionId: id,
        role: "assistant",
        content: "a heron nest",
      });
      await searchOrder.up(untyped);
      const find = async (query: string) => {
        const found = await fresh.request(
          "GET",
          `/api/v1/search?q=${query}`,
          undefined,
          dave.token,
        );
        return (found.body.results as SearchHit[]).map((hit) => hit.message_id ?? hit.session_id);
      };
      expect(await find("heron")).toEqual([second.id, first.id, id]);

      await fresh.db
        .updateTable("messages")
        .set({ content: "an egret nest" })
        .where("id", "=", second.id)
        .execute();
      await fresh.db.deleteFrom("messages").where("id", "=", first.id).execute();
      expect(await find("heron")).toEqual([id]);
      expect(await find("egret")).toEqual([second.id]);
    } finally {
      await fresh.close();
    }
  });

  it("answers bad queries with a message naming what is wrong", async () => {
    const empty = await search(ann, "   ");
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe("q: Please enter something to search for");
    expect(empty.body.message).toBe("Please enter something to search for");
    const long = await search(ann, "a".repeat(201));
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe("q: Search must not exceed 200 characters");
    const badLimit = await search(ann, "x", "&limit=0");
    expect(badLimit.status).toBe(400);
    const badCursor = await search(ann, "x", "&before=nonsense");
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.detail).toBe("Invalid cursor");
    // Punctuation alone holds no word to look for; FTS syntax in a query is only text.
    expect((await search(ann, '"*)(:')).body.results).toEqual([]);
    expect((await search(ann, "NEAR(budget")).status).toBe(200);
    const anonymous = await t.request("GET", "/api/v1/search?q=budget");
    expect(anonymous.status).toBe(401);
  });

  it("is described in the OpenAPI document", async () => {
    const document = await t.request("GET", "/api/v1/openapi.json");
    const operation = document.body.paths["/search"].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["q", "limit", "before"]),
    );
  });
});
