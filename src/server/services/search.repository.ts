import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { DB } from "../db";

/** One matching row: a session by its title, or a message by its text. */
export interface SearchRow {
  kind: "session" | "message";
  id: string;
  session_id: string;
  session_title: string;
  role: "user" | "assistant" | null;
  content: string | null;
  at: Date | string;
}

export interface SearchPage {
  userId: string;
  /** Lower-cased words, each matching the words it begins. */
  words: string[];
  limit: number;
  /** The id of the last row of the previous page. */
  beforeId?: string;
}

function isPostgres(db: DB) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * PostgreSQL, through the GIN indexes on to_tsvector('simple', …), each word
 * as a prefix. The matches are gathered first (`offset 0` keeps the planner
 * from merging the steps): PostgreSQL has no statistics for prefixes, and
 * left to itself it walks every message newest first, working out each one's
 * words, to find a rare one. Ids compare byte by byte ("C"), as fast as the
 * sort can go, and in the same order.
 */
function postgresMatches(page: SearchPage) {
  const query = page.words.map((word) => `${word}:*`).join(" & ");
  const before = page.beforeId ? sql`where id < ${page.beforeId} collate "C"` : sql``;
  return sql`
    (select 'session' as kind, id, id as session_id, at from (
       select s.id, s.created_at as at from chat_sessions s
       where s.user_id = ${page.userId}
         and to_tsvector('simple', s.title) @@ to_tsquery('simple', ${query})
       offset 0) as found ${before}
     order by id collate "C" desc limit ${page.limit})
    union all
    (select 'message' as kind, id, session_id, at from (
       select m.id, m.session_id, m.created_at as at
       from messages m join chat_sessions s on s.id = m.session_id
       where s.user_id = ${page.userId}
         and to_tsvector('simple', m.content) @@ to_tsquery('simple', ${query})
       offset 0) as found ${before}
     order by id collate "C" desc limit ${page.limit})`;
}

/**
 * SQLite, through the FTS5 tables the triggers keep in step, each word as a
 * quoted prefix. FTS5 hands matches out newest row first (rowids grow as rows
 * are written, as the ids do), so a page stops after its own rows.
 */
function sqliteMatches(page: SearchPage) {
  const query = page.words.map((word) => `"${word}"*`).join(" ");
  const before = (column: RawBuilder<unknown>) =>
    page.beforeId ? sql`and ${column} < ${page.beforeId}` : sql``;
  return sql`
    select * from (
      select 'session' as kind, s.id, s.id as session_id, s.created_at as at
      from chat_sessions_fts join chat_sessions s on s.rowid = chat_sessions_fts.rowid
      where chat_sessions_fts match ${query} and s.user_id = ${page.userId} ${before(sql`s.id`)}
      order by chat_sessions_fts.rowid desc limit ${page.limit})
    union all
    select * from (
      select 'message' as kind, m.id, m.session_id, m.created_at as at
      from messages_fts
        join messages m on m.rowid = messages_fts.rowid
        join chat_sessions s on s.id = m.session_id
      where messages_fts match ${query} and s.user_id = ${page.userId} ${before(sql`m.id`)}
      order by messages_fts.rowid desc limit ${page.limit})`;
}

/**
 * The caller's sessions and messages that contain every word, newest first
 * (by id: sessions by when they were started), `limit` of them after the
 * cursor's id. Only the page's rows are read in full.
 */
export async function findMatches(db: DB, page: SearchPage): Promise<SearchRow[]> {
  const matches = isPostgres(db) ? postgresMatches(page) : sqliteMatches(page);
  const result = await sql<SearchRow>`
    select hit.kind, hit.id, hit.session_id, hit.at, s.title as session_title, m.role, m.content
    from (select * from (${matches}) as hits order by id desc limit ${page.limit}) as hit
    join chat_sessions s on s.id = hit.session_id
    left join messages m on hit.kind = 'message' and m.id = hit.id
    order by hit.id desc`.execute(db);
  return result.rows;
}
