import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { DB } from "../db";
import type { Cursor } from "./cursor";

/** One matching row, newest first: a session by its title, or a message by its text. */
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
  before?: Cursor;
}

function isPostgres(db: DB) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** PostgreSQL: the GIN indexes on to_tsvector('simple', …), every word as a prefix. */
function postgresMatches(page: SearchPage) {
  const query = page.words.map((word) => `${word}:*`).join(" & ");
  return sql`
    select 'session' as kind, s.id, s.id as session_id, s.updated_at as at
    from chat_sessions s
    where s.user_id = ${page.userId}
      and to_tsvector('simple', s.title) @@ to_tsquery('simple', ${query})
    union all
    select 'message' as kind, m.id, m.session_id, m.created_at as at
    from messages m join chat_sessions s on s.id = m.session_id
    where s.user_id = ${page.userId}
      and to_tsvector('simple', m.content) @@ to_tsquery('simple', ${query})`;
}

/** SQLite: the FTS5 tables the triggers keep in step, every word as a quoted prefix. */
function sqliteMatches(page: SearchPage) {
  const query = page.words.map((word) => `"${word}"*`).join(" ");
  return sql`
    select 'session' as kind, s.id, s.id as session_id, s.updated_at as at
    from chat_sessions_fts join chat_sessions s on s.rowid = chat_sessions_fts.rowid
    where chat_sessions_fts match ${query} and s.user_id = ${page.userId}
    union all
    select 'message' as kind, m.id, m.session_id, m.created_at as at
    from messages_fts
      join messages m on m.rowid = messages_fts.rowid
      join chat_sessions s on s.id = m.session_id
    where messages_fts match ${query} and s.user_id = ${page.userId}`;
}

/**
 * The caller's sessions and messages that contain every word, newest first,
 * `limit` of them after the cursor. Only the page's rows are read in full.
 */
export async function findMatches(db: DB, page: SearchPage): Promise<SearchRow[]> {
  const matches: RawBuilder<unknown> = isPostgres(db) ? postgresMatches(page) : sqliteMatches(page);
  const after = page.before
    ? sql`where hit.at < ${page.before.at} or (hit.at = ${page.before.at} and hit.id < ${page.before.id})`
    : sql``;
  const result = await sql<SearchRow>`
    select hit.kind, hit.id, hit.session_id, hit.at, s.title as session_title, m.role, m.content
    from (
      select * from (${matches}) as hit ${after}
      order by hit.at desc, hit.id desc
      limit ${page.limit}
    ) as hit
    join chat_sessions s on s.id = hit.session_id
    left join messages m on hit.kind = 'message' and m.id = hit.id
    order by hit.at desc, hit.id desc`.execute(db);
  return result.rows;
}
