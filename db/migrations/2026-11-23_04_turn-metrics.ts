import type { Kysely } from "kysely";

/**
 * A spoken reply's latency (the `turn_metrics` the voice session sends), kept
 * with the reply as JSON numbers. Typed replies and everything stored before
 * have none.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("messages").addColumn("turn_metrics", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("messages").dropColumn("turn_metrics").execute();
}
