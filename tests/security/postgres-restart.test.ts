/**
 * PostgreSQL restarting under a running server (a crash, an upgrade, a
 * failover): while it is away every request gets a 503 in the API's error
 * shape, in words a person understands, with Retry-After, never a 500 or a
 * hang; the server process lives on, uses the database again once it is back,
 * and nothing it acknowledged before the crash is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared";
import { type PostgresServer, startPostgres } from "../helpers/postgres-server";
import { freePort } from "../helpers/redis-server";
import { type Started, startServer, waitForHealthy } from "../helpers/server-process";

describe("PostgreSQL restarting under traffic", () => {
  let postgres: PostgresServer;
  let server: Started;
  let url: string;
  let token: string;
  let sessionId: string;
  let crashed = false;

  function call(path: string, init: { method?: string; body?: unknown } = {}) {
    return fetch(`${url}${path}`, {
      method: init.method ?? "GET",
      headers: {
        "content-type": "application/json",
        origin: url.replace("127.0.0.1", "localhost"),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
  }

  beforeAll(async () => {
    postgres = await startPostgres();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: postgres.url,
      LOG_LEVEL: "info",
    });
    await waitForHealthy(url, server);
    const signedUp = await call("/api/auth/sign-up/email", {
      method: "POST",
      body: {
        email: "restart@example.com",
        password: "correct-horse-battery",
        first_name: "Re",
        last_name: "Start",
      },
    });
    expect(signedUp.status).toBe(200);
    token = signedUp.headers.get("set-auth-token") ?? "";
    const session = await call("/api/v1/sessions", { method: "POST", body: {} });
    sessionId = ((await session.json()) as { id: string }).id;
  }, 120_000);
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    if (crashed) postgres?.start();
    await postgres?.stop();
  });

  it("keeps what it acknowledged, answers 503 while the database is away, and recovers", async () => {
    const sent = await call(`/api/v1/sessions/${sessionId}/messages`, {
      method: "POST",
      body: { message: "Acknowledged before the crash." },
    });
    expect(sent.status).toBe(200);

    // Traffic goes on throughout: every answer is a 200 or a 503, none a 500, a hang or a cut.
    const statuses: number[] = [];
    let traffic = true;
    const load = (async () => {
      while (traffic) {
        const response = await call(`/api/v1/sessions/${sessionId}/messages`).catch(() => null);
        statuses.push(response?.status ?? 0);
        await response?.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    postgres.crash();
    crashed = true;
    // The messages are read from the database every time (a session list may be kept a second).
    const list = await call(`/api/v1/sessions/${sessionId}/messages`);
    expect(list.status).toBe(503);
    expect(Number(list.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await list.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      detail: MESSAGES.databaseUnavailable,
      message: MESSAGES.databaseUnavailable,
    });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|stack|at .*\.ts/);

    const send = await call(`/api/v1/sessions/${sessionId}/messages`, {
      method: "POST",
      body: { message: "Sent while the database is down." },
    });
    expect(send.status).toBe(503);
    const signIn = await call("/api/auth/sign-in/email", {
      method: "POST",
      body: { email: "restart@example.com", password: "correct-horse-battery" },
    });
    expect(signIn.status).toBe(503);
    expect(((await signIn.json()) as { message: string }).message).toBe(
      MESSAGES.databaseUnavailable,
    );
    expect((await call("/healthz")).status).toBe(503);

    // A moment of traffic against the absent database before it comes back.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    postgres.start();
    crashed = false;
    const deadline = Date.now() + 30_000;
    while ((await call(`/api/v1/sessions/${sessionId}/messages`)).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    traffic = false;
    await load;

    const messages = await call(`/api/v1/sessions/${sessionId}/messages`);
    expect(messages.status).toBe(200);
    const contents = ((await messages.json()) as { messages: { content: string }[] }).messages.map(
      (message) => message.content,
    );
    expect(contents).toContain("Acknowledged before the crash.");
    const after = await call(`/api/v1/sessions/${sessionId}/messages`, {
      method: "POST",
      body: { message: "Sent once it is back." },
    });
    expect(after.status).toBe(200);

    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
