import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/**
 * The personal dictionary: a person's names and terms, which recognition is
 * biased toward and the writer never changes. Goes when the user goes.
 */
export async function up(db: Kysely<unknown>) {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable("dictionary_terms")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("dictionary_terms_pk", ["user_id", "term"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("dictionary_terms").execute();
}
