import type { DB } from "../../db";
import * as repository from "./dictionary.repository";

/** A person's dictionary terms, in the order they were added. */
export function getTerms(db: DB, userId: string): Promise<string[]> {
  return repository.termsOfUser(db, userId);
}

/**
 * Replaces the dictionary with `terms` (already checked and deduplicated).
 * Terms kept from before keep their place; new ones go after them.
 */
export async function setTerms(db: DB, userId: string, terms: string[]): Promise<string[]> {
  await db.transaction().execute(async (trx) => {
    const kept = new Set(await repository.termsOfUser(trx, userId));
    await repository.deleteTerms(
      trx,
      userId,
      [...kept].filter((term) => !terms.includes(term)),
    );
    const now = Date.now();
    // Spaced a millisecond apart so that the order they were given in is the order they keep.
    const added = terms
      .filter((term) => !kept.has(term))
      .map((term, index) => ({ term, created_at: new Date(now + index).toISOString() }));
    await repository.insertTerms(trx, userId, added);
  });
  return getTerms(db, userId);
}
