import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

/** better-auth's tables for email+password, OAuth, bearer, JWT/JWKS, email OTP and TOTP. */
export async function up(db: Kysely<unknown>) {
  const { timestamp, boolean } = columnTypes(db);

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", boolean, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .addColumn("twoFactorEnabled", boolean)
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", timestamp, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", timestamp)
    .addColumn("refreshTokenExpiresAt", timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", timestamp, (c) => c.notNull())
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();

  await db.schema
    .createTable("jwks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("publicKey", "text", (c) => c.notNull())
    .addColumn("privateKey", "text", (c) => c.notNull())
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("expiresAt", timestamp)
    .addColumn("alg", "text")
    .addColumn("crv", "text")
    .execute();

  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", boolean)
    .addColumn("failedVerificationCount", "integer")
    .addColumn("lockedUntil", timestamp)
    .execute();
  await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
  await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ["twoFactor", "jwks", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).execute();
  }
}
