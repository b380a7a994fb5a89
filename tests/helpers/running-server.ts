import { freePort } from "./redis-server";
import { startServer, waitForHealthy } from "./server-process";

/**
 * The real server process on a free port (SQLite in memory), healthy and
 * ready: its pid lets a test read its memory from /proc.
 */
export async function runServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const started = startServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    SQLITE_PATH: ":memory:",
    LOG_LEVEL: "info",
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(url, started);
  } catch (error) {
    started.child.kill("SIGKILL");
    throw error;
  }
  const pid = started.child.pid;
  if (pid === undefined) throw new Error("the server has no pid");
  return {
    url,
    pid,
    output: started.output,
    /** Signs someone up as the web app on this address would, and answers their bearer token. */
    async signUp(email: string) {
      const response = await fetch(`${url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
        body: JSON.stringify({
          email,
          password: "correct-horse-battery",
          first_name: "Ann",
          last_name: "Example",
        }),
      });
      if (response.status !== 200) throw new Error(`sign-up failed: ${await response.text()}`);
      return response.headers.get("set-auth-token") ?? "";
    },
    async stop() {
      if (started.child.exitCode === null) started.child.kill("SIGKILL");
      await started.exit;
    },
  };
}

export type RunningServer = Awaited<ReturnType<typeof runServer>>;
