import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * A new message moves its session to the top of the list by trigger, in the
 * insert's own statement: storing a message is one statement, so it needs no
 * transaction, and a voice host (whose SQLite queries run on the API thread's
 * one connection) never holds that connection across its messages.
 */
export async function up(db: Kysely<unknown>) {
  if (columnTypes(db).postgres) {
    await sql`create function messages_touch_session() returns trigger language plpgsql as $$
      begin
        update chat_sessions set updated_at = new.created_at where id = new.session_id;
        return null;
      end $$`.execute(db);
    await sql`create trigger messages_touch_session after insert on messages
      for each row execute function messages_touch_session()`.execute(db);
    return;
  }
  await sql`create trigger messages_touch_session after insert on messages begin
    update chat_sessions set updated_at = new.created_at where id = new.session_id;
  end`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  if (columnTypes(db).postgres) {
    await sql`drop trigger messages_touch_session on messages`.execute(db);
    await sql`drop function messages_touch_session()`.execute(db);
    return;
  }
  await sql`drop trigger messages_touch_session`.execute(db);
}
