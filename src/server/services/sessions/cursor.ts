import { sql } from "kysely";
import { ValidationError } from "../errors";

/** A page boundary: the sort time and id of the last row served. Opaque to clients. */
export interface Cursor {
  at: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");
}

export function decodeCursor(value: string): Cursor {
  const [at, id] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (!at || !id || Number.isNaN(Date.parse(at))) throw new ValidationError("Invalid cursor");
  return { at, id };
}

/**
 * The rows past `cursor` in a newest-first order on `column`, then id: an
 * older time, or the same time and a smaller id.
 */
export function pastCursor(column: "created_at" | "updated_at", cursor: Cursor) {
  const at = sql.ref(column);
  return sql<boolean>`(${at} < ${cursor.at} or (${at} = ${cursor.at} and id < ${cursor.id}))`;
}
