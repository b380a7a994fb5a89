import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
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

/**
 * Starts a throwaway PostgreSQL server for the whole run (or uses
 * TEST_POSTGRES_URL), so every test file can make its own database on a real
 * server engine.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide("postgresUrl", process.env.TEST_POSTGRES_URL);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "verba-pg-"));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  const data = join(dir, "data");
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  asServerUser(postgresBin("initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
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
  project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    asServerUser(postgresBin("pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
    rmSync(dir, { recursive: true, force: true });
  };
}
