import type { StyleTable } from "../../../../db/schema";
import type { DB } from "../../db";

type StyleRow = Pick<StyleTable, "kind" | "key" | "tone">;

/** A person's styles, sites and recipients alike, in the order they were given. */
export function stylesOfUser(db: DB, userId: string): Promise<StyleRow[]> {
  return db
    .selectFrom("styles")
    .select(["kind", "key", "tone"])
    .where("user_id", "=", userId)
    .orderBy("kind")
    .orderBy("position")
    .execute();
}

/** Replaces every style of a person with `styles`, numbered in their order. */
export async function replaceStyles(db: DB, userId: string, styles: StyleRow[]) {
  await db.deleteFrom("styles").where("user_id", "=", userId).execute();
  if (styles.length === 0) return;
  const updated_at = new Date().toISOString();
  await db
    .insertInto("styles")
    .values(styles.map((style, position) => ({ user_id: userId, ...style, position, updated_at })))
    .execute();
}
