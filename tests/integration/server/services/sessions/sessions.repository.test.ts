import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoFromPostgres } from "../../../../../src/server/db";
import { newId } from "../../../../../src/server/ids";
import { newestMessagesOfSession } from "../../../../../src/server/services/messages/messages.repository";
import {
  insertSession,
  sessionsOfUser,
  titleUntitledSession,
} from "../../../../../src/server/services/sessions/sessions.repository";
import { listSessions } from "../../../../../src/server/services/sessions/sessions.service";
import {
  DIALECTS,
  getTestInstance,
  type TestInstance,
  type TestUser,
} from "../../../../helpers/test-instance";

describe.each(DIALECTS)("repositories (%s)", (dialect) => {
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    t = await getTestInstance(dialect);
    ann = await t.signUp();
  });
  afterAll(() => t.close());

  it("pages past rows that share one time by their ids, none twice and none left out", async () => {
    const at = "2026-11-20T10:00:00.000Z";
    const ids = Array.from({ length: 5 }, () => newId()).sort();
    for (const id of ids)
      await insertSession(t.db, {
        id,
        user_id: ann.id,
        title: "Same time",
        created_at: at,
        updated_at: at,
      });
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const page = await listSessions(t.db, ann.id, { limit: 2, before });
      seen.push(...page.sessions.filter((s) => s.updated_at === at).map((s) => s.id));
      before = page.next_cursor ?? undefined;
    } while (before);
    expect(seen).toEqual([...ids].reverse());
  });

  it("reads timestamps back as the ISO text they were written as, milliseconds included", async () => {
    const sessionId = newId();
    const times = [
      "2026-11-21T08:00:00.000Z",
      "2026-11-21T08:00:00.100Z",
      "2026-11-21T08:00:00.123Z",
    ];
    await insertSession(t.db, {
      id: sessionId,
      user_id: ann.id,
      title: "Times",
      created_at: times[0] as string,
      updated_at: times[2] as string,
    });
    for (const [index, created_at] of times.entries())
      await t.db
        .insertInto("messages")
        .values({
          id: newId(),
          session_id: sessionId,
          role: "user",
          content: `m${index}`,
          created_at,
        })
        .execute();
    const rows = await newestMessagesOfSession(t.db, sessionId, {});
    expect(rows.map((row) => row.created_at)).toEqual([...times].reverse());
    const [session] = await sessionsOfUser(t.db, ann.id, { limit: 1 });
    expect(session?.updated_at).toBe(times[2]);
  });

  it("names a session only while it still has its default title", async () => {
    const id = newId();
    const now = new Date().toISOString();
    await insertSession(t.db, {
      id,
      user_id: ann.id,
      title: "New Chat",
      created_at: now,
      updated_at: now,
    });
    // The owner comes back, so whoever keeps their session list hears of the new title.
    expect(await titleUntitledSession(t.db, id, "New Chat", "Invoice reply")).toBe(ann.id);
    expect(await titleUntitledSession(t.db, id, "New Chat", "Something else")).toBeUndefined();
    const [row] = await t.db
      .selectFrom("chat_sessions")
      .select("title")
      .where("id", "=", id)
      .execute();
    expect(row?.title).toBe("Invoice reply");
  });
});

describe("PostgreSQL statements", () => {
  let t: TestInstance;
  let ann: TestUser;

  beforeAll(async () => {
    t = await getTestInstance("postgres");
    ann = await t.signUp();
  });
  afterAll(() => t.close());

  it("prepares a repeated query once on a connection and runs it by name after", async () => {
    const names = await t.db.connection().execute(async (connection) => {
      await sessionsOfUser(connection, ann.id, { limit: 5 });
      await sessionsOfUser(connection, ann.id, { limit: 7 });
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(connection);
      return rows.filter((row) => row.statement.includes('from "chat_sessions"'));
    });
    expect(names).toHaveLength(1);
    expect(names[0]?.name).toMatch(/^verba_/);
  });

  it("rewrites PostgreSQL's UTC text as ISO, and any other offset through a Date", () => {
    expect(isoFromPostgres("2026-11-23 21:07:09+00")).toBe("2026-11-23T21:07:09.000Z");
    expect(isoFromPostgres("2026-11-23 21:07:09.5+00")).toBe("2026-11-23T21:07:09.500Z");
    expect(isoFromPostgres("2026-11-23 21:07:09.123456+00")).toBe("2026-11-23T21:07:09.123Z");
    expect(isoFromPostgres("2026-11-23 22:07:09.25+01")).toBe("2026-11-23T21:07:09.250Z");
  });
});
