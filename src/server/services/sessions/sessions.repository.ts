import type { ChatSessionRow, NewChatSession } from "../../../../db/schema";
import type { DB } from "../../db";
import { type Cursor, pastCursor } from "./cursor";

/** What a session's answer is made of: every column but the owner, whom the caller knows. */
const SESSION_COLUMNS = ["id", "title", "created_at", "updated_at"] as const;

export type SessionRecord = Pick<ChatSessionRow, (typeof SESSION_COLUMNS)[number]>;

/**
 * The user's sessions, most recently used first, after the cursor when one
 * is given; `limit` rows at most. Served from the (user_id, updated_at, id) index.
 */
export function sessionsOfUser(db: DB, userId: string, page: { before?: Cursor; limit?: number }) {
  let query = db
    .selectFrom("chat_sessions")
    .select(SESSION_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc");
  const { before, limit } = page;
  if (before) query = query.where(pastCursor("updated_at", before));
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** One session of the user's; undefined for a missing one or another account's. */
export function sessionOfUser(db: DB, userId: string, sessionId: string) {
  return db
    .selectFrom("chat_sessions")
    .select(SESSION_COLUMNS)
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** A session's title, whoever owns it: for work already tied to the session (a voice run). */
export async function sessionTitle(db: DB, sessionId: string) {
  const row = await db
    .selectFrom("chat_sessions")
    .select("title")
    .where("id", "=", sessionId)
    .executeTakeFirst();
  return row?.title;
}

export async function insertSession(db: DB, row: NewChatSession) {
  await db.insertInto("chat_sessions").values(row).execute();
}

/** Answers whether the user had such a session. */
export async function updateSessionTitle(
  db: DB,
  userId: string,
  sessionId: string,
  change: { title: string; updated_at: string },
) {
  const result = await db
    .updateTable("chat_sessions")
    .set(change)
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Names a session only while it still has `untitled` as its title; answers its owner when it did. */
export async function titleUntitledSession(
  db: DB,
  sessionId: string,
  untitled: string,
  title: string,
) {
  const row = await db
    .updateTable("chat_sessions")
    .set({ title })
    .where("id", "=", sessionId)
    .where("title", "=", untitled)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id;
}

/** Deletes a session of the user's (its messages go through the foreign key); answers whether one went. */
export async function deleteSessionOfUser(db: DB, userId: string, sessionId: string) {
  const result = await db
    .deleteFrom("chat_sessions")
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
