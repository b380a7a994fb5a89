import type { DB } from "../db";

/** A person's dictionary terms, in the order they were added. */
export async function getTerms(db: DB, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("dictionary_terms")
    .select("term")
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("term")
    .execute();
  return rows.map((row) => row.term);
}

/**
 * Replaces the dictionary with `terms` (already checked and deduplicated).
 * Terms kept from before keep their place; new ones go after them.
 */
export async function setTerms(db: DB, userId: string, terms: string[]): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    const kept = new Set(
      (
        await trx
          .selectFrom("dictionary_terms")
          .select("term")
          .where("user_id", "=", userId)
          .execute()
      ).map((row) => row.term),
    );
    const removed = [...kept].filter((term) => !terms.includes(term));
    if (removed.length > 0)
      await trx
        .deleteFrom("dictionary_terms")
        .where("user_id", "=", userId)
        .where("term", "in", removed)
        .execute();
    const added = terms.filter((term) => !kept.has(term));
    const now = Date.now();
    if (added.length > 0)
      await trx
        .insertInto("dictionary_terms")
        // Spaced a millisecond apart so that the order they were given in is the order they keep.
        .values(
          added.map((term, index) => ({
            user_id: userId,
            term,
            created_at: new Date(now + index).toISOString(),
          })),
        )
        .execute();
  });
  return getTerms(db, userId);
}
