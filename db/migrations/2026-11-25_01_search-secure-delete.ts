import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * SQLite's FTS5 tables mark a deleted row's words as deleted and keep them in
 * their segments until those happen to be merged, so a deleted message's
 * words stayed in the file. With 'secure-delete' (a setting the table keeps)
 * a delete takes the words out of the segments at once; 'optimize' merges
 * what earlier deletes left behind. PostgreSQL's index rows go with the row.
 */
export async function up(db: Kysely<unknown>) {
  if (columnTypes(db).postgres) return;
  for (const table of ["messages_fts", "chat_sessions_fts"]) {
    const fts = sql.raw(table);
    await sql`insert into ${fts}(${fts}, rank) values ('secure-delete', 1)`.execute(db);
    await sql`insert into ${fts}(${fts}) values ('optimize')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  if (columnTypes(db).postgres) return;
  for (const table of ["messages_fts", "chat_sessions_fts"]) {
    const fts = sql.raw(table);
    await sql`insert into ${fts}(${fts}, rank) values ('secure-delete', 0)`.execute(db);
  }
}
