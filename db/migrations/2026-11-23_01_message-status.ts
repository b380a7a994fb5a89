import { type Kysely, sql } from "kysely";

/**
 * Whether a stored reply is whole. A reply the model broke off (it stalled,
 * dropped the connection or sent something that was not a reply) or the
 * person stopped keeps its text only as `cut_short`, so it is never shown as
 * if complete. Every earlier message was stored whole.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("messages")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("complete").check(sql`status in ('complete', 'cut_short')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("messages").dropColumn("status").execute();
}
