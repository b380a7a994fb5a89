import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/**
 * Snippets (a trigger the person says and the exact text it becomes) and
 * styles (the tone for a site or a recipient). Both are kept per account,
 * in the order given, and go when the user goes.
 */
export async function up(db: Kysely<unknown>) {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable("snippets")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("snippets_pk", ["user_id", "trigger"])
    .execute();
  await db.schema
    .createTable("styles")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("tone", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("styles_pk", ["user_id", "kind", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("styles").execute();
  await db.schema.dropTable("snippets").execute();
}
