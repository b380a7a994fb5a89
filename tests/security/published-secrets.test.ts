/**
 * A self-hoster who keeps the LiveKit secret an older docker-compose.yml filled
 * in, or a short one, hands the voice rooms to whoever reads the repository:
 * they can list rooms, mint a token to listen in, or register as the agent. In
 * production neither the app nor the agent worker starts with such a secret.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/redis-server";

const ROOT = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "verba-secrets-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Runs a Verba process; resolves with its exit code, or "running" if it is still up after the wait. */
async function run(entry: string[], env: Record<string, string>, waitMs = 40_000) {
  const child = spawn(process.execPath, ["--import", "tsx", ...entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | "running">((done) => {
    const timer = setTimeout(() => done("running"), waitMs);
    child.once("exit", (exitCode) => {
      clearTimeout(timer);
      done(exitCode ?? -1);
    });
  });
  return { code, output };
}

async function productionEnv(secret: string) {
  return {
    NODE_ENV: "production",
    PORT: String(await freePort()),
    HOST: "127.0.0.1",
    SQLITE_PATH: join(dir, "app.db"),
    BETTER_AUTH_SECRET: "b".repeat(32),
    // Nothing listens here: a worker that started would only retry.
    LIVEKIT_URL: `ws://127.0.0.1:${await freePort()}`,
    LIVEKIT_API_KEY: "verba",
    LIVEKIT_API_SECRET: secret,
  };
}

const PROCESSES = [
  ["the app", ["src/server/main.ts"]],
  ["the agent worker", ["agent/main.ts", "start"]],
] as const;

describe.each(PROCESSES)("%s in production", (_name, entry) => {
  it.concurrent.each([
    ["the placeholder docker-compose.yml once shipped", "change-this-livekit-secret-32-chars"],
    ["a secret of 31 characters", "x".repeat(31)],
  ])(
    "refuses to start with %s as LIVEKIT_API_SECRET, naming it",
    async (_what, secret) => {
      const { code, output } = await run([...entry], await productionEnv(secret));
      expect(code, output).toBe(1);
      expect(output).toContain("LIVEKIT_API_SECRET:");
      expect(output).not.toContain(secret);
    },
    60_000,
  );
});
