import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { Redis } from "ioredis";

/** A port nobody listens on right now, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function redisBinary() {
  for (const path of ["/usr/bin/redis-server", "/usr/local/bin/redis-server"]) {
    if (existsSync(path)) return path;
  }
  return "redis-server";
}

export interface RedisServer {
  url: string;
  port: number;
  /** A client of the test's own, to look at the keys the servers wrote. */
  client: Redis;
  stop(): Promise<void>;
}

/**
 * A throwaway Redis on a free port (or the given one, to bring a stopped Redis
 * back where the servers look for it), in memory only (no RDB, no AOF), for
 * tests that need two server instances to share one store.
 */
export async function startRedis(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const child: ChildProcess = spawn(
    redisBinary(),
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`redis-server did not start on port ${port}:\n${output}`));
    }, 10_000);
    const check = setInterval(() => {
      if (output.includes("Ready to accept connections")) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 20);
    child.once("exit", (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  await client.ping();
  return {
    url,
    port,
    client,
    async stop() {
      client.disconnect();
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
    },
  };
}
