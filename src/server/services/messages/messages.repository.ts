import type { NewMessage } from "../../../../db/schema";
import type { DB } from "../../db";
import { type Cursor, pastCursor } from "../sessions/cursor";

/** Every message of a session, oldest first. */
export function messagesOfSession(db: DB, sessionId: string) {
  return db
    .selectFrom("messages")
    .selectAll()
    .where("session_id", "=", sessionId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/**
 * A session's messages newest first, before the cursor when one is given;
 * `limit` rows at most. Served from the (session_id, created_at, id) index.
 */
export function newestMessagesOfSession(
  db: DB,
  sessionId: string,
  page: { before?: Cursor; limit?: number },
) {
  let query = db
    .selectFrom("messages")
    .selectAll()
    .where("session_id", "=", sessionId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  const { before, limit } = page;
  if (before) query = query.where(pastCursor("created_at", before));
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The text of the first thing the person said in a session. */
export async function firstUserMessageText(db: DB, sessionId: string) {
  const row = await db
    .selectFrom("messages")
    .select("content")
    .where("session_id", "=", sessionId)
    .where("role", "=", "user")
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
  return row?.content;
}

export async function insertMessage(db: DB, row: NewMessage) {
  await db.insertInto("messages").values(row).execute();
}
