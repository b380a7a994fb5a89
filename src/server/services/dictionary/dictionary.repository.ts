import type { DB } from "../../db";

/** A person's terms, in the order they were added. */
export async function termsOfUser(db: DB, userId: string) {
  const rows = await db
    .selectFrom("dictionary_terms")
    .select("term")
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("term")
    .execute();
  return rows.map((row) => row.term);
}

export async function deleteTerms(db: DB, userId: string, terms: string[]) {
  if (terms.length === 0) return;
  await db
    .deleteFrom("dictionary_terms")
    .where("user_id", "=", userId)
    .where("term", "in", terms)
    .execute();
}

/** Adds terms, each with the time it was added: the order they are listed in. */
export async function insertTerms(
  db: DB,
  userId: string,
  terms: { term: string; created_at: string }[],
) {
  if (terms.length === 0) return;
  await db
    .insertInto("dictionary_terms")
    .values(terms.map((term) => ({ user_id: userId, ...term })))
    .execute();
}
