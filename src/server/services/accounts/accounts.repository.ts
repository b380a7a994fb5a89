import type { DB } from "../../db";

/**
 * Queries on better-auth's own tables (user, session, verification) that the
 * app makes beside better-auth: it writes them, these read them or clear them.
 */

export async function userEmail(db: DB, userId: string) {
  const row = await db
    .selectFrom("user")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.email;
}

/** better-auth's display name, kept in step with the profile's names. */
export async function renameUser(db: DB, userId: string, name: string, at: string) {
  await db.updateTable("user").set({ name, updatedAt: at }).where("id", "=", userId).execute();
}

/** Whether this user signs in with an authenticator app too. */
export async function hasTwoFactor(db: DB, userId: string) {
  const row = await db
    .selectFrom("user")
    .select("twoFactorEnabled")
    .where("id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.twoFactorEnabled);
}

/** Deletes a user; the foreign keys take everything that hangs off it. */
export async function deleteUser(db: DB, userId: string) {
  await db.deleteFrom("user").where("id", "=", userId).execute();
}

/**
 * Verification rows that may be the user's: an identifier holding the address
 * (LIKE only narrows the search; the caller makes the exact match), or the
 * user id as the value.
 */
export function verificationsMentioning(db: DB, email: string, userId: string) {
  return db
    .selectFrom("verification")
    .select(["id", "identifier", "value"])
    .where((eb) => eb.or([eb("identifier", "like", `%${email}%`), eb("value", "=", userId)]))
    .execute();
}

export async function deleteVerifications(db: DB, ids: string[]) {
  if (ids.length > 0) await db.deleteFrom("verification").where("id", "in", ids).execute();
}

/** The sign-in sessions among `ids` that still exist, with when each expires. */
export function signInSessions(db: DB, ids: string[]) {
  return db.selectFrom("session").select(["id", "expiresAt"]).where("id", "in", ids).execute();
}
