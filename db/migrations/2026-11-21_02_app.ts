import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

/** The product's own tables. Every row hangs off a user and goes when the user goes. */
export async function up(db: Kysely<unknown>) {
  const { timestamp } = columnTypes(db);

  await db.schema
    .createTable("profiles")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("full_name", "text")
    .addColumn("username", "text", (c) => c.unique())
    .addColumn("voice_preference", "text", (c) => c.notNull().defaultTo("en-US-Neural2-F"))
    .addColumn("voice_language", "text", (c) => c.notNull().defaultTo("en-US"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("chat_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .execute();
  // Serves "a user's sessions, newest first" and its cursor straight from the index.
  await db.schema
    .createIndex("chat_sessions_user_updated_idx")
    .on("chat_sessions")
    .columns(["user_id", "updated_at", "id"])
    .execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) =>
      c.notNull().references("chat_sessions.id").onDelete("cascade"),
    )
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("messages_session_created_idx")
    .on("messages")
    .columns(["session_id", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("feedback_submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("feedback_type", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("how_did_you_hear", "text")
    .addColumn("recommend", "text")
    .addColumn("allow_contact", "integer", (c) => c.notNull())
    .addColumn("session_id", "text")
    .addColumn("metadata", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("feedback_submissions_user_idx")
    .on("feedback_submissions")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("contact_submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference_number", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("company", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("metadata", "text")
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_submissions_user_idx")
    .on("contact_submissions")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    "contact_submissions",
    "feedback_submissions",
    "messages",
    "chat_sessions",
    "profiles",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
