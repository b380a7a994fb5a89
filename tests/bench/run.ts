/**
 * `npm run bench [-- NAME... ENGINE...]`: runs the benchmarks and prints their
 * figures. It asserts nothing and is not part of `npm test`; names (sessions,
 * messages) and engines (sqlite, postgres) narrow the run.
 * Uses TEST_POSTGRES_URL when set, as the tests do; otherwise starts its own
 * throwaway PostgreSQL server and stops it at the end.
 */
import { availableParallelism, cpus, loadavg } from "node:os";
import SQLite from "better-sqlite3";
import pg from "pg";
import { type PostgresServer, startPostgres } from "../helpers/postgres-server";
import { chatBench } from "./chat.bench";
import { craftedAudio } from "./crafted-audio.bench";
import { extensionGuard } from "./extension-guard.bench";
import { messagesPage } from "./messages-page.bench";
import { searchBench } from "./search.bench";
import { sessionsList } from "./sessions-list.bench";
import { sttBench } from "./stt.bench";
import { type Benchmark, type Cell, ENGINES, printTable } from "./support";
import { ttsBench } from "./tts.bench";
import { voiceDictation } from "./voice-dictation.bench";
import { voiceFirstSession } from "./voice-first-session.bench";
import { voiceLoad } from "./voice-load.bench";
import { voiceOpenAI } from "./voice-openai.bench";
import { voiceOverhead } from "./voice-overhead.bench";
import { voiceQuality } from "./voice-quality.bench";
import { voiceTurn } from "./voice-turn.bench";
import { webBench } from "./web.bench";
import { writerBench } from "./writer.bench";
import { writerHostile } from "./writer-hostile.bench";
import { writerThread } from "./writer-thread.bench";

const BENCHMARKS: Benchmark[] = [
  sessionsList,
  messagesPage,
  chatBench,
  sttBench,
  ttsBench,
  webBench,
  searchBench,
  voiceTurn,
  voiceOverhead,
  voiceOpenAI,
  voiceLoad,
  voiceDictation,
  voiceFirstSession,
  craftedAudio,
  voiceQuality,
  writerBench,
  writerHostile,
  writerThread,
  extensionGuard,
];

const args = process.argv.slice(2);
/** The items named on the command line, or all of them when none is. */
function chosen<T>(all: T[], name: (item: T) => string) {
  const named = all.filter((item) => args.includes(name(item)));
  return named.length > 0 ? named : all;
}
const engines = chosen(ENGINES, (engine) => engine);
const benchmarks = chosen(BENCHMARKS, (bench) => bench.name);

async function postgresVersion(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>("show server_version");
    return result.rows[0]?.server_version ?? "?";
  } finally {
    await client.end();
  }
}

function sqliteVersion() {
  const db = new SQLite(":memory:");
  try {
    return (db.prepare("select sqlite_version() as v").get() as { v: string }).v;
  } finally {
    db.close();
  }
}

let server: PostgresServer | undefined;
// Ctrl-C must not leave a PostgreSQL server and its data directory behind.
process.once("SIGINT", () => {
  void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
});

const started = performance.now();
try {
  let postgresUrl = process.env.TEST_POSTGRES_URL ?? "";
  if (!postgresUrl && engines.includes("postgres")) {
    server = await startPostgres();
    postgresUrl = server.url;
  }
  console.log(
    [
      `Node ${process.version}`,
      `${availableParallelism()} × ${cpus()[0]?.model.trim() ?? "CPU"}`,
      `SQLite ${sqliteVersion()}`,
      postgresUrl ? `PostgreSQL ${await postgresVersion(postgresUrl)}` : "",
      // Anything else running on the machine skews every figure; say so up front.
      `load average ${loadavg()[0]?.toFixed(2)}`,
    ]
      .filter(Boolean)
      .join(", "),
  );

  for (const bench of benchmarks) {
    process.stderr.write(`\n${bench.name}\n`);
    const rows: Cell[][] = [];
    for (const engine of engines) rows.push(...(await bench.run(engine, { postgresUrl })));
    printTable(bench.title, bench.columns, rows);
    for (const note of bench.notes?.() ?? []) console.log(note);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\nTotal ${seconds} s, load average at the end ${loadavg()[0]?.toFixed(2)}`);
} finally {
  await server?.stop();
}
