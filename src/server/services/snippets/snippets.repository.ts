import type { DB } from "../../db";

/** A person's snippets, in the order they were given. */
export async function snippetsOfUser(db: DB, userId: string) {
  return db
    .selectFrom("snippets")
    .select(["trigger", "text"])
    .where("user_id", "=", userId)
    .orderBy("position")
    .execute();
}

/** Replaces every snippet of a person with `snippets`, numbered in their order. */
export async function replaceSnippets(
  db: DB,
  userId: string,
  snippets: { trigger: string; text: string }[],
) {
  await db.deleteFrom("snippets").where("user_id", "=", userId).execute();
  if (snippets.length === 0) return;
  const updated_at = new Date().toISOString();
  await db
    .insertInto("snippets")
    .values(
      snippets.map((snippet, position) => ({ user_id: userId, ...snippet, position, updated_at })),
    )
    .execute();
}
