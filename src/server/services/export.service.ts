import type { ChatMessage, ExportFormat } from "../../shared";
import type { DB } from "../db";
import { messagesOfUser } from "./export.repository";
import { jsonFile, sessionFile } from "./export-formats";
import { listMessages, toMessage } from "./messages.service";
import { getProfile } from "./profile.service";
import { getSession, listSessions } from "./sessions.service";

/** One of the user's sessions as a file; another account's is "not found". */
export async function exportSession(
  db: DB,
  userId: string,
  sessionId: string,
  format: ExportFormat,
) {
  const session = await getSession(db, userId, sessionId);
  const { messages } = await listMessages(db, userId, sessionId);
  return sessionFile(session, messages, format);
}

/** Everything kept about the user: the profile, and every session with its messages. */
export async function exportAccount(db: DB, userId: string) {
  const [profile, { sessions }, rows] = await Promise.all([
    getProfile(db, userId),
    listSessions(db, userId),
    messagesOfUser(db, userId),
  ]);
  const bySession = new Map<string, ChatMessage[]>();
  for (const row of rows) {
    const list = bySession.get(row.session_id) ?? [];
    list.push(toMessage(row));
    bySession.set(row.session_id, list);
  }
  const exportedAt = new Date().toISOString();
  return jsonFile(`verba-data-${exportedAt.slice(0, 10)}.json`, {
    exported_at: exportedAt,
    profile,
    sessions: sessions.map((session) => ({
      ...session,
      messages: bySession.get(session.id) ?? [],
    })),
  });
}
