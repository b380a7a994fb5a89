import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./redis-server";

export interface PostgresServer {
  /** Connects as the superuser to the `postgres` database; callers make their own databases. */
  url: string;
  /** Stops the server as a crash would (no shutdown checkpoint), keeping its data for `start`. */
  crash(): void;
  /** Starts it again after `crash`, on the same port and data: it recovers from its log. */
  start(): void;
  stop(): Promise<void>;
}

/** Debian keeps the server binaries out of PATH, under /usr/lib/postgresql/<version>/bin. */
function postgresBin(name: string) {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : [];
  for (const version of versions) {
    const path = join(root, version, "bin", name);
    if (existsSync(path)) return path;
  }
  throw new Error(
    `PostgreSQL's ${name} was not found under ${root}. Install the server (apt-get install postgresql) or set TEST_POSTGRES_URL.`,
  );
}

/** The server refuses to run as root; as root we run it as the postgres account Debian creates. */
function asServerUser(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const [file, argv] = root
    ? ["runuser", ["-u", "postgres", "--", command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
}

const PORT_ATTEMPTS = 3;

/** Whether the server's last start failed because its port was in use. */
function portTaken(dir: string) {
  const log = join(dir, "server.log");
  return existsSync(log) && readFileSync(log, "utf8").includes("could not bind");
}

/**
 * Starts a throwaway PostgreSQL server in a temporary directory, listening on
 * 127.0.0.1 only. It trades durability for speed (fsync off), which is all a
 * test run or a benchmark needs; stop() removes every trace of it.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), "verba-pg-"));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const data = join(dir, "data");
  let port = 0;
  const start = () =>
    asServerUser(postgresBin("pg_ctl"), [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
      "start",
    ]);
  try {
    asServerUser(postgresBin("initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
    // A port free a moment ago may be taken by the time the server binds it (a busy run's own
    // outgoing connections use the same range): another port is tried before giving up.
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        start();
        break;
      } catch (error) {
        if (attempt === PORT_ATTEMPTS || !portTaken(dir)) throw error;
      }
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash() {
      asServerUser(postgresBin("pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
    },
    start,
    async stop() {
      if (stopped) return;
      stopped = true;
      asServerUser(postgresBin("pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
