import { PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { DB } from "../../db";

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
 * How many of the caller's newest search rows a PostgreSQL search reads
 * before it turns to the GIN index. A word that fills a page within them is
 * common, and the walk has found the page; one that does not is rare enough
 * (under a page per this many rows) for the index's matches to be few.
 */
const NEWEST_ROWS_WALKED = 2_000;

/**
 * PostgreSQL, over `search_entries` (a row per title and per message, with
 * its owner and words; see the 2026-11-23_05 migration), each word as a
 * prefix. Ids compare byte by byte ("C"), in their index's order.
 */
function postgresConditions(page: SearchPage) {
  const query = page.words.map((word) => `${word}:*`).join(" & ");
  const mine = sql`user_id = ${page.userId}${
    page.beforeId ? sql` and id collate "C" < ${page.beforeId}` : sql``
  }`;
  const matches = sql`words @@ to_tsquery('simple', ${query})`;
  return { mine, matches };
}

/**
 * The caller's newest rows, read in order until a page of them match, but
 * no further than NEWEST_ROWS_WALKED rows.
 */
function postgresNewest(page: SearchPage) {
  const { mine, matches } = postgresConditions(page);
  return sql`
    select kind, id, session_id, at from (
      select kind, id, session_id, at, words from search_entries where ${mine}
      order by id collate "C" desc limit ${NEWEST_ROWS_WALKED}) as newest
    where ${matches}
    order by id collate "C" desc limit ${page.limit}`;
}

/**
 * The matches older than the rows the walk read (none when it read them
 * all), through the GIN index on (user_id, words). `offset 0` keeps the planner from walking the ordered
 * index instead: it cannot tell how rare a prefix is.
 */
function postgresOlder(page: SearchPage, limit: number) {
  const { mine, matches } = postgresConditions(page);
  return sql`
    select kind, id, session_id, at from (
      select kind, id, session_id, at from search_entries
      where ${mine} and ${matches}
        and id collate "C" < coalesce((
          select id from search_entries where ${mine}
          order by id collate "C" desc offset ${NEWEST_ROWS_WALKED - 1} limit 1), '')
      offset 0) as older
    order by id collate "C" desc limit ${limit}`;
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

/** The page's matches in full: their session's title, and a message's role and text. */
async function withDetails(db: DB, matches: RawBuilder<unknown>, limit: number) {
  const result = await sql<SearchRow>`
    select hit.kind, hit.id, hit.session_id, hit.at, s.title as session_title, m.role, m.content
    from (select * from (${matches}) as hits order by id desc limit ${limit}) as hit
    join chat_sessions s on s.id = hit.session_id
    left join messages m on hit.kind = 'message' and m.id = hit.id
    order by hit.id desc`.execute(db);
  return result.rows;
}

/**
 * The caller's sessions and messages that contain every word, newest first
 * (by id: sessions by when they were started), `limit` of them after the
 * cursor's id. Only the page's rows are read in full.
 */
export async function findMatches(db: DB, page: SearchPage): Promise<SearchRow[]> {
  if (!isPostgres(db)) return withDetails(db, sqliteMatches(page), page.limit);
  const newest = await withDetails(db, postgresNewest(page), page.limit);
  if (newest.length === page.limit) return newest;
  const rest = page.limit - newest.length;
  return [...newest, ...(await withDetails(db, postgresOlder(page, rest), rest))];
}
