import type { Snippet } from "../../../shared";
import type { DB } from "../../db";
import * as repository from "./snippets.repository";

/** A person's snippets, in the order they were given. */
export function getSnippets(db: DB, userId: string): Promise<Snippet[]> {
  return repository.snippetsOfUser(db, userId);
}

/** Replaces the snippets with `snippets` (already checked: bounded, one per trigger). */
export async function setSnippets(db: DB, userId: string, snippets: Snippet[]) {
  await db.transaction().execute((trx) => repository.replaceSnippets(trx, userId, snippets));
  return getSnippets(db, userId);
}
