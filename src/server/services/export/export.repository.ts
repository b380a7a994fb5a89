import type { DB } from "../../db";

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

/** The account itself; its password lives in `account`, never read here. */
export function accountOfUser(db: DB, userId: string) {
  return db
    .selectFrom("user")
    .select([
      "email",
      "name",
      "emailVerified",
      "image",
      "twoFactorEnabled",
      "createdAt",
      "updatedAt",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Where and when the person is signed in: never the session's token. */
export function signInsOfUser(db: DB, userId: string) {
  return db
    .selectFrom("session")
    .select(["createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "asc")
    .execute();
}

/**
 * How the person signs in (a password, Google): the provider and dates only,
 * never the password hash, the provider's tokens or its account id.
 */
export function signInMethodsOfUser(db: DB, userId: string) {
  return db
    .selectFrom("account")
    .select(["providerId", "createdAt", "updatedAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "asc")
    .execute();
}

export function feedbackOfUser(db: DB, userId: string) {
  return db
    .selectFrom("feedback_submissions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "asc")
    .execute();
}

export function contactMessagesOfUser(db: DB, userId: string) {
  return db
    .selectFrom("contact_submissions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "asc")
    .execute();
}
