import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Full-text search over session titles and message text. The indexes follow
 * the rows in the same statement that writes them: on PostgreSQL, GIN indexes
 * on the rows' tsvector; on SQLite, FTS5 tables over the rows, which triggers
 * keep in step. Both fold case but keep accents and do not stem ('simple',
 * unicode61 without diacritics removal), so a query word matches the same
 * words on either engine: those it begins.
 */
export async function up(db: Kysely<unknown>) {
  if (columnTypes(db).postgres) {
    await sql`create index messages_search_idx on messages using gin (to_tsvector('simple', content))`.execute(
      db,
    );
    await sql`create index chat_sessions_search_idx on chat_sessions using gin (to_tsvector('simple', title))`.execute(
      db,
    );
    return;
  }
  for (const [table, column] of [
    ["messages", "content"],
    ["chat_sessions", "title"],
  ] as const) {
    const fts = sql.raw(`${table}_fts`);
    const source = sql.raw(table);
    const text = sql.raw(column);
    await sql`create virtual table ${fts} using fts5(${text}, content='${source}', content_rowid='rowid', tokenize='unicode61 remove_diacritics 0')`.execute(
      db,
    );
    await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_fts_insert`)} after insert on ${source} begin
      insert into ${fts}(rowid, ${text}) values (new.rowid, new.${text});
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_fts_delete`)} after delete on ${source} begin
      insert into ${fts}(${fts}, rowid, ${text}) values ('delete', old.rowid, old.${text});
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_fts_update`)} after update of ${text} on ${source} begin
      insert into ${fts}(${fts}, rowid, ${text}) values ('delete', old.rowid, old.${text});
      insert into ${fts}(rowid, ${text}) values (new.rowid, new.${text});
    end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  if (columnTypes(db).postgres) {
    await sql`drop index messages_search_idx`.execute(db);
    await sql`drop index chat_sessions_search_idx`.execute(db);
    return;
  }
  for (const table of ["messages", "chat_sessions"]) {
    for (const event of ["insert", "delete", "update"]) {
      await sql`drop trigger ${sql.raw(`${table}_fts_${event}`)}`.execute(db);
    }
    await sql`drop table ${sql.raw(`${table}_fts`)}`.execute(db);
  }
}
