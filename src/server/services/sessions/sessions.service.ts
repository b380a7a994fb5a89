import { type ChatSession, MESSAGES } from "../../../shared";
import { type DB, iso, scrubDeletedText } from "../../db";
import { newId } from "../../ids";
import { NotFoundError } from "../errors";
import { decodeCursor, encodeCursor } from "./cursor";
import { type SessionList, sessionListCacheOf, sessionListChanged } from "./session-list-cache";
import * as repository from "./sessions.repository";

export interface Page {
  limit?: number;
  before?: string;
}

export function toSession(row: repository.SessionRecord): ChatSession {
  return {
    session_id: row.id,
    id: row.id,
    title: row.title,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * Newest first. Without a limit the whole list, as the spec's client expects.
 * Served from this process's cache when it keeps one (the API thread), which
 * every write below keeps true through `sessionListChanged`.
 */
export function listSessions(db: DB, userId: string, page: Page = {}): Promise<SessionList> {
  const cache = sessionListCacheOf(db);
  return cache
    ? cache.answer(userId, page, () => readSessions(db, userId, page))
    : readSessions(db, userId, page);
}

async function readSessions(db: DB, userId: string, page: Page): Promise<SessionList> {
  const rows = await repository.sessionsOfUser(db, userId, {
    before: page.before ? decodeCursor(page.before) : undefined,
    limit: page.limit === undefined ? undefined : page.limit + 1,
  });
  const more = page.limit !== undefined && rows.length > page.limit;
  const sessions = (more ? rows.slice(0, page.limit) : rows).map(toSession);
  const last = sessions.at(-1);
  return {
    sessions,
    next_cursor: more && last ? encodeCursor({ at: last.updated_at, id: last.id }) : null,
  };
}

export async function getSession(db: DB, userId: string, sessionId: string) {
  const row = await repository.sessionOfUser(db, userId, sessionId);
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
  const row = { id, title, created_at: now, updated_at: now };
  await repository.insertSession(db, { ...row, user_id: userId });
  sessionListChanged(db, userId);
  return toSession(row);
}

export async function renameSession(db: DB, userId: string, sessionId: string, title: string) {
  const updatedAt = new Date().toISOString();
  const renamed = await repository.updateSessionTitle(db, userId, sessionId, {
    title,
    updated_at: updatedAt,
  });
  if (!renamed) throw new NotFoundError(MESSAGES.sessionNotFound);
  sessionListChanged(db, userId);
  return { session_id: sessionId, title, updated_at: updatedAt };
}

export async function deleteSession(db: DB, userId: string, sessionId: string) {
  if (!(await repository.deleteSessionOfUser(db, userId, sessionId)))
    throw new NotFoundError(MESSAGES.sessionNotFound);
  sessionListChanged(db, userId);
  scrubDeletedText(db);
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
