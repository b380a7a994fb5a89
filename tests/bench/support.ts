import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import type { NewMessage } from "../../db/schema";
import { buildApp } from "../../src/server/app";
import { composeApi } from "../../src/server/composition/api";
import { loadConfig } from "../../src/server/config";
import type { DB } from "../../src/server/db";
import { newId } from "../../src/server/ids";
import { createLogger } from "../../src/server/logger";
import type { LoadRequest, LoadSummary } from "./load-generator";

export type Engine = "sqlite" | "postgres";
export const ENGINES: Engine[] = ["sqlite", "postgres"];

/** What run.ts hands every benchmark: where to make PostgreSQL databases. */
export interface BenchEnv {
  postgresUrl: string;
}

/** One benchmark file: run once per engine, each run giving rows of one table. */
export interface Benchmark {
  name: string;
  title: string;
  columns: string[];
  run(engine: Engine, env: BenchEnv): Promise<Cell[][]>;
  /** Lines printed under the table once every engine has run: what was measured, how to read it. */
  notes?(): string[];
}

/** Progress goes to stderr so that stdout holds only the tables. */
export function progress(message: string) {
  process.stderr.write(`  … ${message}\n`);
}

/* ------------------------------------------------------------------ server */

async function createDatabase(engine: Engine, env: BenchEnv) {
  if (engine === "sqlite") {
    // A file, not :memory:, because production runs on a file in WAL mode.
    const dir = mkdtempSync(join(tmpdir(), "verba-bench-"));
    return {
      env: { SQLITE_PATH: join(dir, "bench.db") },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `verba_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: env.postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(env.postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * The production server (composeApi + buildApp) on a fresh database,
 * listening on a free loopback port. `routes` may add benchmark-only routes
 * before the server starts listening. Its voice hosts start at boot, as in
 * production, and have loaded before it is handed over (their loading would
 * otherwise weigh on the first figures), unless `boot.waitForHosts` is false
 * or `boot.warmVoiceHosts` is false (the lazy start: a host loads on first use).
 */
export async function startServer(
  engine: Engine,
  env: BenchEnv,
  routes?: (app: FastifyInstance) => void,
  settings: Record<string, string> = {},
  boot: { warmVoiceHosts?: boolean; waitForHosts?: boolean } = {},
) {
  const database = await createDatabase(engine, env);
  const config = loadConfig({
    // Whatever production does differently is what we want to measure.
    NODE_ENV: "production",
    PORT: "0",
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    // A benchmark is one account doing a server's worth of work: its share must not stop it.
    RATE_LIMIT_MESSAGES_MAX: "1000000000",
    RATE_LIMIT_SESSIONS_MAX: "1000000000",
    RATE_LIMIT_SEARCH_MAX: "1000000000",
    RATE_LIMIT_VOICE_TICKETS_MAX: "1000000000",
    RATE_LIMIT_VOICE_SOCKETS_MAX: "1000000000",
    RATE_LIMIT_EXTENSION_USER_AUDIO_SECONDS: "1000000000",
    CHAT_MAX_REPLIES_PER_ACCOUNT: "1000000",
    VOICE_MAX_SESSIONS_PER_ACCOUNT: "1000000",
    ...database.env,
    ...settings,
  });
  // Production writes a log line per request; keep that cost but throw the
  // lines away, except warnings and errors, which cast doubt on the figures.
  // A few are shown; the rest are only counted, so they cannot flood the tables.
  let problems = 0;
  const logger = createLogger(
    { logLevel: "info" },
    {
      write(line: string) {
        if (!/^\{"level":[456]0/.test(line)) return;
        problems += 1;
        if (problems <= 3) process.stderr.write(`  ! server: ${line}`);
      },
    },
  );
  const bootedAt = performance.now();
  const services = await composeApi(config, { logger, warmVoiceHosts: boot.warmVoiceHosts });
  const app = await buildApp(services);
  routes?.(app);
  // autocannon drops its connections at the deadline while requests are still
  // queued here; their handlers run on regardless. Counting up to onSend (which,
  // unlike onResponse, runs even for a vanished client) tells when they are done.
  // Callback hooks, not async ones: one more async onSend hook is enough to make
  // trpc-to-openapi's handler send every REST answer twice.
  let inFlight = 0;
  app.addHook("onRequest", (_request, _reply, done) => {
    inFlight += 1;
    done();
  });
  app.addHook("onSend", (_request, _reply, payload, done) => {
    inFlight -= 1;
    done(null, payload);
  });
  const idle = async () => {
    const deadline = Date.now() + 30_000;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  };
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  if ((boot.warmVoiceHosts ?? true) && (boot.waitForHosts ?? true))
    await services.voiceHosts.warm();

  return {
    services,
    db: services.database.db,
    baseUrl,
    /** performance.now() when the server began to be built. */
    bootedAt,
    /** Signs a new user up through the real endpoint and returns their bearer token. */
    async signUp() {
      const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
        method: "POST",
        // Node's fetch sends Sec-Fetch-Mode, so better-auth's CSRF check wants the
        // Origin a browser on the app's own page would send.
        headers: { "content-type": "application/json", origin: config.publicUrl },
        body: JSON.stringify({
          email: `bench-${randomBytes(4).toString("hex")}@example.com`,
          password: "correct-horse-battery",
          first_name: "Bench",
          last_name: "User",
        }),
      });
      if (response.status !== 200) {
        throw new Error(`sign-up failed (${response.status}): ${await response.text()}`);
      }
      const body = (await response.json()) as { user: { id: string } };
      const token = response.headers.get("set-auth-token");
      if (!token) throw new Error("sign-up answered no set-auth-token header");
      // The session cookie too, for benchmarks that drive a browser.
      const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      return { id: body.user.id, token, cookie, headers: { authorization: `Bearer ${token}` } };
    },
    /** GETs a path and returns its JSON, failing loudly on anything but 200. */
    async getJson<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
      const response = await fetch(baseUrl + path, { headers });
      if (response.status !== 200) {
        throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
      }
      return (await response.json()) as T;
    },
    /** Loads one path (see loadTest), then waits for the server to finish what is left. */
    async load(path: string, headers: Record<string, string> = {}) {
      const result = await loadTest(baseUrl + path, headers);
      await idle();
      return result;
    },
    async close() {
      await app.close();
      await idle();
      await services.close();
      await database.drop();
      if (problems > 3) progress(`${engine}: the server logged ${problems} warnings or errors`);
    },
  };
}

/* -------------------------------------------------------------------- data */

const BATCH_ROWS = 1_000;

/** Multi-row inserts of BATCH_ROWS, all in one transaction: one commit instead of thousands. */
async function insertBatched<Row>(
  db: DB,
  rows: Row[],
  insert: (trx: DB, batch: Row[]) => Promise<unknown>,
) {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      await insert(trx, rows.slice(start, start + BATCH_ROWS));
    }
  });
}

/** Timestamps one second apart, ending now, oldest first. */
function timeline(count: number) {
  const end = Date.now();
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 1_000).toISOString(),
  );
}

export async function insertSessions(db: DB, userId: string, count: number) {
  const rows = timeline(count).map((at, i) => ({
    id: newId(),
    user_id: userId,
    title: `Draft ${i + 1}: notes for the quarterly report`,
    created_at: at,
    updated_at: at,
  }));
  await insertBatched(db, rows, (trx, batch) =>
    trx.insertInto("chat_sessions").values(batch).execute(),
  );
}

const SAMPLE_TEXT =
  "Could you make this paragraph sound more natural? I want to tell the client that the " +
  "delivery will be late by two weeks, but without sounding like we are making excuses.";

/** A session with `count` messages, alternating user and assistant, as a chat would leave it. */
export async function insertSessionWithMessages(db: DB, userId: string, count: number) {
  const sessionId = newId();
  const times = timeline(count);
  const last = times.at(-1) ?? new Date().toISOString();
  await db
    .insertInto("chat_sessions")
    .values({
      id: sessionId,
      user_id: userId,
      title: `${count} messages`,
      created_at: times[0] ?? last,
      updated_at: last,
    })
    .execute();
  const rows: NewMessage[] = times.map((at, i) => ({
    id: newId(),
    session_id: sessionId,
    role: i % 2 === 0 ? "user" : "assistant",
    content: `${i + 1}. ${SAMPLE_TEXT}`,
    created_at: at,
  }));
  await insertBatched(db, rows, (trx, batch) => trx.insertInto("messages").values(batch).execute());
  return sessionId;
}

/**
 * Leaves a bulk-loaded PostgreSQL database as a live one would be after
 * autovacuum's visit: planner statistics fresh, hint bits set. Without it,
 * autovacuum may start on the new rows in the middle of a measurement.
 * SQLite has no such daemon and the app never runs ANALYZE, so it is measured
 * as it would run.
 */
export async function settle(engine: Engine, db: DB) {
  if (engine === "postgres") await sql`vacuum analyze`.execute(db);
}

/* ------------------------------------------------------------- measurement */

const LOAD_GENERATOR = fileURLToPath(new URL("./load-generator.ts", import.meta.url));

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Loads one URL with autocannon in a child process for a fixed time, after a
 * warm-up it leaves out of the figures. Fails on any error or non-2xx answer:
 * a fast 401 would otherwise look like a fine result.
 */
export async function loadTest(
  url: string,
  headers: Record<string, string> = {},
  { connections = 10, durationSeconds = 5, warmupSeconds = 2 } = {},
): Promise<LoadResult> {
  const request: LoadRequest = { url, headers, connections, durationSeconds, warmupSeconds };
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", LOAD_GENERATOR],
      { env: { ...process.env, BENCH_LOAD: JSON.stringify(request) } },
      (error, out, err) =>
        error ? reject(new Error(`load generator: ${err || error}`)) : resolve(out),
    );
  });
  const summary = JSON.parse(stdout) as LoadSummary;
  if (summary.non2xx > 0 || summary.errors > 0) {
    throw new Error(
      `${url}: ${summary.non2xx} non-2xx answers and ${summary.errors} errors in ${summary.requests} requests`,
    );
  }
  return { rps: summary.requests / summary.seconds, p50: summary.p50, p99: summary.p99 };
}

export interface Timing {
  median: number;
  p95: number;
}

/** The columns of a call timed through REST and through its service alone. */
export const REST_AND_SERVICE_COLUMNS = [
  "REST median ms",
  "REST p95 ms",
  "service median ms",
  "service p95 ms",
];

export function restAndServiceCells(rest: Timing, service: Timing) {
  return [rest.median, rest.p95, service.median, service.p95].map((ms) => formatNumber(ms, 2));
}

/** Runs `fn` one call at a time and reports the median and p95 in milliseconds. */
export async function time(
  fn: () => Promise<unknown>,
  { runs = 50, warmup = 5 } = {},
): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { median: at(0.5) ?? 0, p95: at(0.95) ?? 0 };
}

/* ---------------------------------------------------------------- printing */

export type Cell = string | number;

export function formatNumber(value: number, digits = 0) {
  return value.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A plain-text table; columns of figures align right. */
export function printTable(title: string, columns: string[], rows: Cell[][]) {
  const text = rows.map((row) => row.map((cell) => String(cell)));
  const widths = columns.map((column, i) =>
    Math.max(column.length, ...text.map((row) => row[i]?.length ?? 0)),
  );
  const numeric = columns.map((_, i) => text.every((row) => /^[\d.,]+×?$/.test(row[i] ?? "")));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(line(widths.map((width) => "-".repeat(width))));
  for (const row of text) console.log(line(row));
}
