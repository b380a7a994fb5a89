import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

/**
 * PostgreSQL: one search row per session title and per message, carrying its
 * owner and its words, so a search walks the caller's rows newest first and
 * stops at a page, instead of ranking every row a common word matches (a GIN
 * index hands its matches out in no order). Triggers keep the rows in step
 * with the same statements that write sessions and messages; deleting a
 * session takes its rows with it. The GIN index (btree_gin, for the owner)
 * serves the rare words a walk would take long to meet.
 * SQLite's FTS5 tables already hand matches out newest first: nothing to do.
 */
export async function up(db: Kysely<unknown>) {
  if (!columnTypes(db).postgres) return;
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql`create table search_entries (
    id text primary key,
    user_id text not null,
    session_id text not null references chat_sessions(id) on delete cascade,
    kind text not null check (kind in ('session', 'message')),
    at timestamptz not null,
    words tsvector not null
  )`.execute(db);
  await sql`create index search_entries_user_order_idx on search_entries (user_id, id collate "C")`.execute(
    db,
  );
  await sql`create index search_entries_words_idx on search_entries using gin (user_id, words)`.execute(
    db,
  );

  await sql`create function search_entries_for_session() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into search_entries (id, user_id, session_id, kind, at, words)
        values (new.id, new.user_id, new.id, 'session', new.created_at, to_tsvector('simple', new.title));
      else
        update search_entries set words = to_tsvector('simple', new.title) where id = new.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger chat_sessions_search_entries after insert or update of title on chat_sessions
    for each row execute function search_entries_for_session()`.execute(db);

  await sql`create function search_entries_for_message() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into search_entries (id, user_id, session_id, kind, at, words)
        select new.id, s.user_id, new.session_id, 'message', new.created_at, to_tsvector('simple', new.content)
        from chat_sessions s where s.id = new.session_id;
      elsif tg_op = 'UPDATE' then
        update search_entries set words = to_tsvector('simple', new.content) where id = new.id;
      else
        delete from search_entries where id = old.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger messages_search_entries after insert or delete or update of content on messages
    for each row execute function search_entries_for_message()`.execute(db);

  await sql`insert into search_entries (id, user_id, session_id, kind, at, words)
    select id, user_id, id, 'session', created_at, to_tsvector('simple', title) from chat_sessions`.execute(
    db,
  );
  await sql`insert into search_entries (id, user_id, session_id, kind, at, words)
    select m.id, s.user_id, m.session_id, 'message', m.created_at, to_tsvector('simple', m.content)
    from messages m join chat_sessions s on s.id = m.session_id`.execute(db);

  // The rows above now answer every search.
  await sql`drop index messages_search_idx`.execute(db);
  await sql`drop index chat_sessions_search_idx`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  if (!columnTypes(db).postgres) return;
  await sql`create index messages_search_idx on messages using gin (to_tsvector('simple', content))`.execute(
    db,
  );
  await sql`create index chat_sessions_search_idx on chat_sessions using gin (to_tsvector('simple', title))`.execute(
    db,
  );
  await sql`drop trigger messages_search_entries on messages`.execute(db);
  await sql`drop trigger chat_sessions_search_entries on chat_sessions`.execute(db);
  await sql`drop function search_entries_for_message()`.execute(db);
  await sql`drop function search_entries_for_session()`.execute(db);
  await sql`drop table search_entries`.execute(db);
}
