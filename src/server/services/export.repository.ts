import type { DB } from "../db";

/** Every message of every session of the user, grouped by session, oldest first within each. */
export function messagesOfUser(db: DB, userId: string) {
  return db
    .selectFrom("messages")
    .innerJoin("chat_sessions", "chat_sessions.id", "messages.session_id")
    .selectAll("messages")
    .where("chat_sessions.user_id", "=", userId)
    .orderBy("messages.session_id")
    .orderBy("messages.created_at", "asc")
    .orderBy("messages.id", "asc")
    .execute();
}
