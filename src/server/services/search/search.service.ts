import { LIMITS, type SearchHit } from "../../../shared";
import { type DB, iso } from "../../db";
import { decodeCursor, encodeCursor } from "../sessions/cursor";
import type { Page } from "../sessions/sessions.service";
import { findMatches } from "./search.repository";
import { queryWords, snippet } from "./search-snippet";

/** More words than this narrow nothing a person means; they only cost index lookups. */
const MAX_WORDS = 10;

/**
 * The caller's session titles and messages containing every word of the
 * query (each as the start of a word), newest first, with the matches marked.
 * A session counts from when it was started; `at` says when.
 */
export async function search(db: DB, userId: string, query: string, page: Page = {}) {
  const words = queryWords(query).slice(0, MAX_WORDS);
  if (words.length === 0) return { results: [], next_cursor: null };
  const limit = page.limit ?? LIMITS.searchPageDefault;
  const rows = await findMatches(db, {
    userId,
    words,
    limit: limit + 1,
    beforeId: page.before ? decodeCursor(page.before).id : undefined,
  });
  const more = rows.length > limit;
  const results: SearchHit[] = rows.slice(0, limit).map((row) => ({
    kind: row.kind,
    session_id: row.session_id,
    session_title: row.session_title,
    message_id: row.kind === "message" ? row.id : null,
    role: row.kind === "message" ? row.role : null,
    ...snippet(row.content ?? row.session_title, words),
    at: iso(row.at),
  }));
  const last = results.at(-1);
  const lastId = last?.message_id ?? last?.session_id;
  return {
    results,
    next_cursor: more && last && lastId ? encodeCursor({ at: last.at, id: lastId }) : null,
  };
}
