import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "../../db/schema";
import type { Config } from "./config";

export type Dialect = Config["database"]["dialect"];
export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  /** The driver's own pool or connection, for better-auth, which takes it directly. */
  driver: SQLite.Database | pg.Pool;
}

export function createDatabase(
  database: Config["database"],
  onConnectionError?: (error: Error) => void,
): DatabaseHandle {
  if (database.dialect === "postgres") {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // The server dropping an idle connection (restart, failover, an administrator) is an
    // 'error' on the pool; unheard it would end the process. The pool opens a new one.
    pool.on("error", (error) => onConnectionError?.(error));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      driver: pool,
    };
  }
  if (database.path !== ":memory:") mkdirSync(dirname(database.path), { recursive: true });
  const sqlite = new SQLite(database.path);
  // WAL lets readers run while a write is in progress; foreign keys make account deletion cascade.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
    }),
    dialect: "sqlite",
    driver: sqlite,
  };
}

/** Statements kept for reuse: far more than the distinct queries the server makes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and compiling the SQL cost about as much
 * as running a short indexed read. The same few queries come back all the
 * time, so their statements are kept, the least recently used going first.
 * Kysely runs one query at a time on the connection, so a statement is never
 * in use twice at once.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

/**
 * Postgres hands timestamps back as Date, SQLite as the ISO text we stored
 * (better-auth stores the same form), so text passes through as it is.
 */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
