import type { Updateable } from "kysely";
import type { NewProfile, ProfileTable } from "../../../../db/schema";
import type { DB } from "../../db";

/** Who holds a username, if anyone. */
export async function usernameOwner(db: DB, username: string) {
  const row = await db
    .selectFrom("profiles")
    .select("user_id")
    .where("username", "=", username)
    .executeTakeFirst();
  return row?.user_id;
}

/** A profile for a user who has none; an existing one is left as it is. */
export async function insertProfileIfMissing(db: DB, row: NewProfile) {
  await db
    .insertInto("profiles")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/** The account's own fields beside its profile's, which a user signed up elsewhere may lack. */
export function profileOfUser(db: DB, userId: string) {
  return db
    .selectFrom("user")
    .leftJoin("profiles", "profiles.user_id", "user.id")
    .select([
      "user.id as user_id",
      "user.email",
      "user.createdAt",
      "profiles.first_name",
      "profiles.last_name",
      "profiles.full_name",
      "profiles.username",
      "profiles.voice_preference",
      "profiles.voice_language",
      "profiles.updated_at",
    ])
    .where("user.id", "=", userId)
    .executeTakeFirst();
}

export async function updateProfileRow(db: DB, userId: string, change: Updateable<ProfileTable>) {
  await db.updateTable("profiles").set(change).where("user_id", "=", userId).execute();
}
