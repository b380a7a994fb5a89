import { createHash } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  SqliteDialect,
  sql,
} from "kysely";
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
    // A server that does not answer (a host gone, a full backlog) fails the request after a
    // while instead of holding it: 5 s, like a refused connection, becomes a 503.
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // The server cutting a connection (restart, failover, an administrator) is an 'error' on
    // its client, idle in the pool or in use between two queries; unheard it would end the
    // process. The query in flight or the next one on that client fails with it (a 503), and
    // the pool opens a new connection.
    pool.on("connect", (client) => client.on("error", (error) => onConnectionError?.(error)));
    // The pool repeats an idle client's error on itself; the client's own listener reported it.
    pool.on("error", () => {});
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparing(pool) }) }),
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
  // Freed pages are zeroed, so a deleted message's words do not stay in the file's free space.
  sqlite.pragma("secure_delete = ON");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
  });
  checkpoints.set(db, () => sqlite.pragma("wal_checkpoint(TRUNCATE)"));
  return { db, dialect: "sqlite", driver: sqlite };
}

const checkpoints = new WeakMap<DB, () => void>();

/** Whether the database answers a trivial query now (for errors that do not say why they failed). */
export async function databaseAnswers(db: DB) {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Socket errors of a connection that could not be made or was cut. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
/** pg's own words for a connection that ended or never came. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether `error` (or what caused it) says the database server cannot be
 * reached right now: refused or cut connections, and PostgreSQL's connection
 * errors (class 08) and shutdown or start-up refusals (57P01-57P03). Such an
 * error is the database's absence, not the request's fault: a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (CONNECTION_CODES.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code))
        return true;
    }
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * After a person's text was deleted: on SQLite, the write-ahead log is copied
 * into the file and emptied, so neither the old pages still in the file nor
 * the log's copies of them keep the deleted words (secure_delete zeroes what
 * the delete freed, once it reaches the file). PostgreSQL's vacuum is its own.
 */
export function scrubDeletedText(db: DB) {
  checkpoints.get(db)?.();
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

/** Named statements one connection keeps at most; past it, further queries are planned each time. */
const PREPARED_PER_CONNECTION = 500;
const TIMESTAMPTZ_OID = 1184;
const parseTimestamp = pg.types.getTypeParser(TIMESTAMPTZ_OID);

/**
 * A timestamp as the ISO text the API answers with: PostgreSQL's own text
 * ('2026-11-23 21:07:09.123+00' on a server whose time zone is UTC, as the
 * official image's is) rewritten, rather than parsed into a Date and
 * formatted again, which cost more than the rest of reading a row. Any other
 * zone goes through a Date. (The zone is not set per connection: PgBouncer
 * refuses connections that set one.)
 */
export function isoFromPostgres(text: string) {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d+))?\+00$/.exec(text);
  if (!match) return (parseTimestamp(text) as Date).toISOString();
  return `${match[1]}T${match[2]}.${(match[3] ?? "").padEnd(3, "0").slice(0, 3)}Z`;
}

const APP_TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMPTZ_OID
      ? isoFromPostgres
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The app's queries on PostgreSQL as named prepared statements (each
 * connection parses and plans a query once, then only binds and runs it),
 * with timestamps as ISO text. better-auth, on the same pool, is left as it is.
 */
function preparing(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();
  function statementName(client: pg.PoolClient, sql: string) {
    // Data statements repeat; schema changes (migrations) run once and may change what a plan returns.
    if (!/^\s*(select|insert|update|delete|with)\s/i.test(sql)) return undefined;
    const name = `verba_${createHash("sha1").update(sql).digest("hex").slice(0, 24)}`;
    const names = prepared.get(client) ?? new Set<string>();
    prepared.set(client, names);
    if (!names.has(name)) {
      if (names.size >= PREPARED_PER_CONNECTION) return undefined;
      names.add(name);
    }
    return name;
  }
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        const query = (text: unknown, values?: readonly unknown[]) =>
          typeof text === "string"
            ? client.query({
                text,
                values: values as unknown[],
                name: statementName(client, text),
                types: APP_TYPES,
              })
            : // A cursor (Kysely's stream()) goes through as it is.
              client.query(text as pg.Submittable);
        wrapped = {
          query: query as unknown as PostgresPoolClient["query"],
          release: () => client.release(),
        };
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

/**
 * Postgres hands timestamps back as Date, SQLite as the ISO text we stored
 * (better-auth stores the same form), so text passes through as it is.
 */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
