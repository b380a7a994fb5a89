import type { ChatSessionRow } from "../../../db/schema";
import { type ChatSession, MESSAGES } from "../../shared";
import { type DB, iso } from "../db";
import { newId } from "../ids";
import { decodeCursor, encodeCursor } from "./cursor";
import { NotFoundError } from "./errors";

export interface Page {
  limit?: number;
  before?: string;
}

export function toSession(row: ChatSessionRow): ChatSession {
  return {
    session_id: row.id,
    id: row.id,
    title: row.title,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Newest first. Without a limit the whole list, as the spec's client expects. */
export async function listSessions(db: DB, userId: string, page: Page = {}) {
  let query = db
    .selectFrom("chat_sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc");
  if (page.before) {
    const { at, id } = decodeCursor(page.before);
    query = query.where((eb) =>
      eb.or([eb("updated_at", "<", at), eb.and([eb("updated_at", "=", at), eb("id", "<", id)])]),
    );
  }
  if (page.limit) query = query.limit(page.limit + 1);
  const rows = await query.execute();
  const more = page.limit !== undefined && rows.length > page.limit;
  const sessions = (more ? rows.slice(0, page.limit) : rows).map(toSession);
  const last = sessions.at(-1);
  return {
    sessions,
    next_cursor: more && last ? encodeCursor({ at: last.updated_at, id: last.id }) : null,
  };
}

export async function getSession(db: DB, userId: string, sessionId: string) {
  const row = await db
    .selectFrom("chat_sessions")
    .selectAll()
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(MESSAGES.sessionNotFound);
  return toSession(row);
}

export async function createSession(
  db: DB,
  userId: string,
  title: string = MESSAGES.defaultSessionTitle,
  id: string = newId(),
) {
  const now = new Date().toISOString();
  const row = { id, user_id: userId, title, created_at: now, updated_at: now };
  await db.insertInto("chat_sessions").values(row).execute();
  return toSession(row);
}

export async function renameSession(db: DB, userId: string, sessionId: string, title: string) {
  const updatedAt = new Date().toISOString();
  const result = await db
    .updateTable("chat_sessions")
    .set({ title, updated_at: updatedAt })
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(MESSAGES.sessionNotFound);
  return { session_id: sessionId, title, updated_at: updatedAt };
}

export async function deleteSession(db: DB, userId: string, sessionId: string) {
  const result = await db
    .deleteFrom("chat_sessions")
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new NotFoundError(MESSAGES.sessionNotFound);
  return { success: true as const, session_id: sessionId };
}

/**
 * Makes sure a session is the user's: theirs already, or created for them when
 * no session has the id (a voice run's `voice_session_…` id, or one deleted
 * while a voice room was open). Another account's id is "not found".
 */
export async function claimSession(db: DB, userId: string, sessionId: string) {
  try {
    return await getSession(db, userId, sessionId);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  try {
    return await createSession(db, userId, MESSAGES.defaultSessionTitle, sessionId);
  } catch (error) {
    // The insert lost a race with the same user's own create, or the id is another account's.
    return getSession(db, userId, sessionId).catch(() => {
      throw new NotFoundError(MESSAGES.sessionNotFound, { cause: error });
    });
  }
}
