import type { MessageRow } from "../../../../db/schema";
import { type ChatMessage, type TurnMetrics, turnMetricsSchema } from "../../../shared";
import { type DB, iso } from "../../db";
import { newId } from "../../ids";
import { decodeCursor, encodeCursor } from "../sessions/cursor";
import { sessionListChanged } from "../sessions/session-list-cache";
import type { Page } from "../sessions/sessions.service";
import { getSession } from "../sessions/sessions.service";
import * as repository from "./messages.repository";

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    session_id: row.session_id,
    role: row.role,
    content: row.content,
    status: row.status,
    created_at: iso(row.created_at),
    ...turnMetricsOf(row.turn_metrics),
  };
}

/** The stored latency of a spoken reply; a value that does not read as one is left out. */
function turnMetricsOf(json: string | null): { turn_metrics?: TurnMetrics } {
  if (!json) return {};
  try {
    const parsed = turnMetricsSchema.safeParse(JSON.parse(json));
    return parsed.success ? { turn_metrics: parsed.data } : {};
  } catch {
    return {};
  }
}

/**
 * Oldest first. With a limit, the newest `limit` messages before the cursor,
 * still oldest first, and a cursor to the page before them.
 */
export async function listMessages(db: DB, userId: string, sessionId: string, page: Page = {}) {
  await getSession(db, userId, sessionId);
  if (!page.limit && !page.before) {
    const rows = await repository.messagesOfSession(db, sessionId);
    return { messages: rows.map(toMessage), next_cursor: null };
  }
  const rows = await repository.newestMessagesOfSession(db, sessionId, {
    before: page.before ? decodeCursor(page.before) : undefined,
    limit: page.limit === undefined ? undefined : page.limit + 1,
  });
  const more = page.limit !== undefined && rows.length > page.limit;
  const messages = (more ? rows.slice(0, page.limit) : rows).map(toMessage).reverse();
  const oldest = messages[0];
  return {
    messages,
    next_cursor: more && oldest ? encodeCursor({ at: oldest.created_at, id: oldest.id }) : null,
  };
}

/**
 * Stores one message and marks its session as recently used. The caller has
 * already checked that the session is the user's.
 */
export async function addMessage(
  db: DB,
  message: {
    userId: string;
    sessionId: string;
    role: ChatMessage["role"];
    content: string;
    status?: ChatMessage["status"];
    turnMetrics?: TurnMetrics;
  },
): Promise<ChatMessage> {
  const now = new Date().toISOString();
  const row = {
    id: newId(),
    session_id: message.sessionId,
    role: message.role,
    content: message.content,
    status: message.status ?? "complete",
    created_at: now,
    turn_metrics: message.turnMetrics ? JSON.stringify(message.turnMetrics) : null,
  };
  // The insert moves the session up the list itself (a trigger), in one statement.
  await repository.insertMessage(db, row);
  sessionListChanged(db, message.userId);
  return toMessage(row);
}
